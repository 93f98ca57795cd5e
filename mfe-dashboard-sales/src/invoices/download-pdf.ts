import { downloadFile } from '@vendange/api-client';
import { pdfFileName } from './invoice-query';

/** Downloads a document's Factur-X PDF as `<number>.pdf`. */
export function downloadInvoicePdf(invoice: { id: number; number: string }): Promise<void> {
  return downloadPdf(`/v1/invoices/${invoice.id}/pdf`, invoice.number);
}

/**
 * Downloads the PDF an API path serves (an invoice, a delivery note) as `<number>.pdf`, with the bearer token
 * (downloadFile, @vendange/api-client). Throws the server's French message when refused.
 */
export async function downloadPdf(path: string, number: string): Promise<void> {
  await downloadFile(path, { accept: 'application/pdf', name: pdfFileName(number), fallback: pdfFileName(number) });
}
