import { createLifecycles } from '@vendange/mfe-kit';
import { messages as en } from './locales/en.po';
import { messages as fr } from './locales/fr.po';
import { Root } from './root';

/** The one contract of this MFE: single-spa lifecycles, mounted by the shell as a parcel. */
const lifecycles = createLifecycles({ name: 'mfe_dashboard_stock', Root, catalogs: { fr, en } });
export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
