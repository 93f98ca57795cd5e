import { lazyDialog } from '@vendange/mfe-kit';

/** The send-by-mail dialog (its recipients' rules bring zod), fetched the first time a quote or a document is sent. */
export const SendByMailDialog = lazyDialog(() => import('./send-by-mail-dialog'), (m) => m.SendByMailDialog, () => true);
