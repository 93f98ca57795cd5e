import { createLifecycles } from '@vendange/mfe-kit';
import { Root } from './root';

/** The one contract of this MFE: single-spa lifecycles, mounted by the shell as a parcel. */
const lifecycles = createLifecycles({ name: 'mfe_auth', Root, catalogs: { fr: () => import('./locales/fr.po'), en: () => import('./locales/en.po') } });
export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
