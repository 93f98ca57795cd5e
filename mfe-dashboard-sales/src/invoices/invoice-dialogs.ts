import { lazyDialog } from '@vendange/mfe-kit';

/** The invoice's detail, fetched the first time a document is opened from a list. */
export const InvoiceDetailDialog = lazyDialog(() => import('./invoice-detail-dialog'), (m) => m.InvoiceDetailDialog, (p) => p.invoiceId !== null);

/** The credit-note form, fetched the first time an invoice is credited. */
export const CreditNoteDialog = lazyDialog(() => import('./credit-note-dialog'), (m) => m.CreditNoteDialog, (p) => p.invoice !== null);
