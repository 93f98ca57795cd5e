import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { navigatorAtom, vendangeStore } from '@vendange/store';
import type { MfeProps } from './types';

/**
 * Runs one MFE alone (npm run dev -w mfe-x): a minimal host that owns history for it, against the
 * gateway's API through the dev-server proxy. Useful to work on one MFE without the shell.
 */
export function mountStandalone(lifecycles: ParcelConfig<MfeProps>, domElement: HTMLElement): void {
  const current = (): MfeProps['location'] => ({ pathname: location.pathname, search: location.search, hash: location.hash });
  const navigate: MfeProps['navigate'] = (to, options) => {
    if (options?.replace) history.replaceState(null, '', to);
    else history.pushState(null, '', to);
    void parcel.update?.({ location: current(), navigate });
  };
  vendangeStore.set(navigatorAtom, { navigate });
  const parcel = mountRootParcel(lifecycles, { domElement, location: current(), navigate });
  window.addEventListener('popstate', () => void parcel.update?.({ location: current(), navigate }));
}
