import { getHref } from '@vendange/route-registry';
import type { JobQueue, Mailer, ShopSettingsOf } from '@vendange/service-kit';
import type { SalesDocuments } from '../invoices/sales-documents';
import type { OrdersRepo } from '../orders-repo';
import { quoteMail } from './quote-mail';

export const quoteQueues = { mail: 'orders.quote-mail' } as const;

// A type (not an interface) so that it is a plain record, as the outbox's data is.
export type QuoteMailJob = { quoteId: number; to: string; token: string };

/**
 * Mails a quote to its client with its PDF, built when sent from the quote as stored (the outbox carries ids,
 * never files). The job's key goes with the mail: a retry rewrites the same mail, never a second one.
 */
export async function setupQuoteJobs(deps: { jobs: JobQueue; mailer: Mailer; repo: OrdersRepo; documents: SalesDocuments; shopSettings: ShopSettingsOf; publicUrl: string }): Promise<void> {
  await deps.jobs.work<QuoteMailJob>(quoteQueues.mail, async ({ key, data }) => {
    const quote = await deps.repo.byId(data.quoteId);
    if (!quote) return;
    const [shop, pdf] = await Promise.all([deps.shopSettings(quote.shopId), deps.documents.quotePdf(quote.id)]);
    const mail = quoteMail(data.to, shop.name, quote, `${deps.publicUrl}${getHref('quoteAnswer', { token: data.token })}`);
    // Without a legal notice the shop cannot print its documents: the mail goes with its lines, without the file.
    const attachments = 'file' in pdf ? [{ filename: `${pdf.number}.pdf`, content: pdf.file, contentType: 'application/pdf' }] : [];
    await deps.mailer.send({ ...mail, attachments, key });
  });
}
