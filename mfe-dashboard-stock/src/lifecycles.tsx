import { createLifecycles } from '@vendange/mfe-kit';
import { Root } from './root';

// Its strings: the whole catalog per language, and its first screen's apart (cut by the build).
const catalogs = {
  fr: () => import('./locales/fr.po'),
  en: () => import('./locales/en.po'),
  first: { fr: () => import('./locales/fr.po?first'), en: () => import('./locales/en.po?first') },
};

/** The one contract of this MFE: single-spa lifecycles, mounted by the shell as a parcel. */
const lifecycles = createLifecycles({ name: 'mfe_dashboard_stock', Root, catalogs });
export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
