import type { ShopInvoicing } from '@vendange/contracts';
import type { Db, InternalCall, JobQueue } from '@vendange/service-kit';
import { documentFile, InvalidEInvoice, recordTransmission } from './document-files';
import type { EInvoicingConnector } from './e-invoicing-connector';
import { invoiceQueues } from './invoice-queues';
import type { InvoicesRepo } from './invoices-repo';

/**
 * Declares the consumer that makes each issued document's Factur-X file, archives it and hands it to
 * the e-invoicing connector, moving its legal status (pending → generated → completed, or error).
 * Retried on failure; a file that breaks an EN 16931 rule stays in error (a defect, not a hiccup).
 */
export async function setupInvoiceJobs(deps: { db: Db; jobs: JobQueue; internal: InternalCall; repo: InvoicesRepo; connector: EInvoicingConnector }): Promise<void> {
  const { db, jobs, internal, repo, connector } = deps;
  await jobs.work<{ invoiceId: number }>(invoiceQueues.transmit, async ({ data }) => {
    const doc = await repo.detail(data.invoiceId);
    if (!doc || doc.legalStatus === 'completed' || doc.legalStatus === 'cancelled') return;
    const shop = await internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${doc.shopId}/invoicing`);
    let file: Uint8Array;
    try {
      file = await documentFile(db, repo, doc, { color: shop.color });
    } catch (error) {
      if (error instanceof InvalidEInvoice) return;
      throw error;
    }
    const sent = await connector.transmit(doc, file);
    await recordTransmission(db, doc.id, connector.name, sent.reference);
    await repo.setLegalStatus(doc.id, sent.status, ['generated', 'processing']);
  });
}
