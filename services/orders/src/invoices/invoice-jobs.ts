import type { ShopInvoicing } from '@vendange/contracts';
import type { Db, InternalCall, JobQueue, Mailer } from '@vendange/service-kit';
import { orderLink } from '../order-mails';
import { orderLocale } from '../mails/mail-locale';
import { documentFile, InvalidEInvoice, recordTransmission } from './document-files';
import { documentMail } from './document-mail';
import type { EInvoicingConnector } from './e-invoicing-connector';
import { invoiceQueues } from './invoice-queues';
import type { InvoicesRepo } from './invoices-repo';
import { letterheadOf } from '../pdf-letterhead';

/**
 * Declares the consumer that makes each issued document's Factur-X file, archives it and hands it to
 * the e-invoicing connector, moving its legal status (pending → generated → completed, or error).
 * Retried on failure; a file that breaks an EN 16931 rule stays in error (a defect, not a hiccup).
 */
export async function setupInvoiceJobs(deps: { db: Db; jobs: JobQueue; internal: InternalCall; repo: InvoicesRepo; connector: EInvoicingConnector; mailer: Mailer; publicUrl: string }): Promise<void> {
  const { db, jobs, internal, repo, connector, mailer, publicUrl } = deps;
  const lookOf = async (shopId: number) => letterheadOf(internal, await internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${shopId}/invoicing`));
  await jobs.work<{ invoiceId: number }>(invoiceQueues.transmit, async ({ data }) => {
    const doc = await repo.detail(data.invoiceId);
    if (!doc || doc.legalStatus === 'completed' || doc.legalStatus === 'cancelled') return;
    let file: Uint8Array;
    try {
      file = await documentFile(db, repo, doc, await lookOf(doc.shopId));
    } catch (error) {
      if (error instanceof InvalidEInvoice) return;
      throw error;
    }
    const sent = await connector.transmit(doc, file);
    await recordTransmission(db, doc.id, connector.name, sent.reference);
    await repo.setLegalStatus(doc.id, sent.status, ['generated', 'processing']);
  });

  // A document mailed to its client with its file; the job's key goes with the mail, so a retry sends it once.
  await jobs.work<{ invoiceId: number; to: string }>(invoiceQueues.mail, async ({ key, data }) => {
    const doc = await repo.detail(data.invoiceId);
    if (!doc) return;
    const file = await documentFile(db, repo, doc, await lookOf(doc.shopId));
    const locale = doc.orderId ? await orderLocale(db, doc.orderId) : 'fr';
    const href = doc.orderId && doc.buyerId ? orderLink(publicUrl, doc.orderId) : null;
    await mailer.send({ ...documentMail(doc, data.to, locale, file, href), key });
  });
}
