import { sql } from 'drizzle-orm';
import { payingStatuses, type CreditStatus } from '@vendange/contracts';

/**
 * What is left of each credit note as a credit: what its invoice received beyond what it still costs (its total
 * less its credit notes), less the credit notes on it issued before, within the credit note's own amount. A
 * credit note on an invoice not yet paid only reduces that invoice: nothing is left of it to use elsewhere.
 * Explicit aliases: c the credit note, s the invoice it credits.
 */
export const creditAvailable = sql.raw(`greatest(0, least(c.total_ttc_cents,
  (case when exists (select 1 from orders.orders o where o.id = s.order_id and o.payment_status = 'paid') then s.total_ttc_cents
        else coalesce((select sum(pa.amount_cents) from orders.payment_allocations pa join orders.received_payments rp on rp.id = pa.payment_id
                       where pa.invoice_id = s.id and rp.status in (${payingStatuses.map((st) => `'${st}'`).join(', ')})), 0) end)
  + s.credited_cents - s.total_ttc_cents
  - coalesce((select sum(e.total_ttc_cents) from orders.invoices e where e.kind = 'credit' and e.source_invoice_id = c.source_invoice_id and e.id < c.id), 0)))::int`);

export const creditStatusOf = (r: { available: number; total_ttc_cents: number }): CreditStatus => (r.available <= 0 ? 'empty' : r.available >= r.total_ttc_cents ? 'full' : 'partial');

/** What is left of the credit note `id` (an SQL expression of the outer query) as a credit, for lists of documents. */
export const creditAvailableOf = (id: ReturnType<typeof sql.raw>) =>
  sql<number>`(select ${creditAvailable} from orders.invoices c join orders.invoices s on s.id = c.source_invoice_id where c.id = ${id})`;
