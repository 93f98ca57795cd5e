import type { InvoiceKind } from '@vendange/contracts';

/** A document's reason as printed: a credit note's motive, or what part of its order an invoice covers. */
export const reasonNote = (doc: { kind: InvoiceKind; reason: string | null }): string | null =>
  doc.reason ? (doc.kind === 'credit' ? `Motif : ${doc.reason}` : doc.reason) : null;
