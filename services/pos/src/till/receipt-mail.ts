import { euroText, receiptRows, type Receipt } from '@vendange/contracts';
import type { InternalCall, JobQueue, Mailer, OutboxMessage } from '@vendange/service-kit';
import type { SalesPointsRepo } from '../sales-points-repo';
import { receiptOf } from './receipt-of';
import { renderReceiptPdf } from './receipt-pdf';
import type { TicketsRepo } from './tickets-repo';

export const receiptMailQueue = 'pos.receipt-mail';

interface ReceiptMailData { shopId: number; salesPointId: number; ticketId: number; email: string }

/** The job announced when a receipt is to be mailed: ids only, the mail and its PDF are built from the stored ticket when sent. */
export const receiptMail = (data: ReceiptMailData, key: string): OutboxMessage => ({ queue: receiptMailQueue, data: { ...data }, key });

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The mail: the receipt's rows as text (and a monospace block in HTML), its PDF attached. */
export function receiptMailOf(receipt: Receipt, to: string) {
  const rows = receiptRows(receipt, null);
  const text = rows.map((r) => (r.rule ? '----------------------------------------' : r.right ? `${r.left}  ${r.right}` : r.left)).join('\n');
  const kind = receipt.ticket.kind === 'cancellation' ? 'Annulation' : 'Ticket';
  return {
    to,
    subject: `${receipt.seller.name} — ${kind} n°${receipt.ticket.number} (${euroText(receipt.ticket.totalTtcCents)})`,
    text: `Bonjour,\n\nVoici votre ticket de caisse.\n\n${text}\n`,
    html: `<p>Bonjour,</p><p>Voici votre ticket de caisse (le PDF est joint).</p><pre style="font-family:monospace">${escape(text)}</pre>`,
  };
}

/** Declares the receipt mail's consumer: one mail per job key, whatever the attempts. */
export async function setupReceiptMail(deps: { jobs: JobQueue; mailer: Mailer; internal: InternalCall; points: SalesPointsRepo; tickets: TicketsRepo }): Promise<void> {
  await deps.jobs.work<ReceiptMailData>(receiptMailQueue, async ({ key, data }) => {
    const point = await deps.points.row(data.shopId, data.salesPointId);
    const row = await deps.tickets.byId(data.shopId, data.ticketId);
    if (!point || !row) return;
    const receipt = await receiptOf(deps.internal, point, row);
    const pdf = await renderReceiptPdf(receipt, null);
    await deps.mailer.send({
      ...receiptMailOf(receipt, data.email), key,
      attachments: [{ filename: `ticket-${receipt.reference}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
  });
}
