import { lazyPart } from '@vendange/mfe-kit';

/** « Nouveau client »: the short client form (zod and the shared client rules), fetched when first opened. */
export const quickClientPart = lazyPart(() => import('./quick-client-dialog'));
