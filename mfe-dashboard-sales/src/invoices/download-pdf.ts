import { buildUrl } from '@vendange/api-client';
import { messages } from '@vendange/contracts';
import { currentToken } from '@vendange/store';
import { pdfFileName } from './invoice-query';

/** Downloads a document's Factur-X PDF as `<number>.pdf`. */
export function downloadInvoicePdf(invoice: { id: number; number: string }): Promise<void> {
  return downloadPdf(`/v1/invoices/${invoice.id}/pdf`, invoice.number);
}

/**
 * Downloads the PDF an API path serves (an invoice, a delivery note) as `<number>.pdf`. The API wants the bearer
 * token like every call, so a plain link would not do: the file is fetched as a blob and handed to the browser
 * through an object URL. Throws the server's French message when refused.
 */
export async function downloadPdf(path: string, number: string): Promise<void> {
  const token = currentToken();
  const res = await fetch(buildUrl(path), {
    headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) {
    const body = (res.headers.get('content-type')?.includes('json') ? await res.json().catch(() => null) : null) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : messages.internal);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(number);
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
