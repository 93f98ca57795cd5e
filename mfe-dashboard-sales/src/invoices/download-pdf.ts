import { downloadFile } from '../downloads/download-file';
import { pdfFileName } from './invoice-query';

/** Downloads a document's Factur-X PDF as `<number>.pdf`. */
export function downloadInvoicePdf(invoice: { id: number; number: string }): Promise<void> {
  return downloadPdf(`/v1/invoices/${invoice.id}/pdf`, invoice.number);
}

/**
 * Downloads the PDF an API path serves (an invoice, a delivery note) as `<number>.pdf`, with the bearer token
 * (downloads/download-file.ts). Throws the server's French message when refused.
 */
export async function downloadPdf(path: string, number: string): Promise<void> {
  await downloadFile(path, { accept: 'application/pdf', name: pdfFileName(number), fallback: pdfFileName(number) });
}
