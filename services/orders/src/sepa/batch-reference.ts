/** The reference of a batch, its file's message id (unique across the platform's files): PRLV-{shop}-{batch}. */
export const batchReferenceOf = (shopId: number, batchId: number): string => `PRLV-${shopId}-${batchId}`;

/**
 * The end-to-end id of a debit: the batch, then the invoice number (the client finds it on their statement), in the
 * SEPA characters and at most 35 long; unique, as a batch debits an invoice once.
 */
export function endToEndIdOf(batchId: number, invoiceNumber: string): string {
  const prefix = `B${batchId}-`;
  const clean = invoiceNumber.normalize('NFD').replace(/[^A-Za-z0-9-]/g, '');
  return `${prefix}${clean.slice(-(35 - prefix.length))}`;
}

/** A name or a label in the SEPA Latin set: accents taken off, other characters become spaces. */
export const sepaText = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9+?/:().,' -]/g, ' ').replace(/\s+/g, ' ').trim();
