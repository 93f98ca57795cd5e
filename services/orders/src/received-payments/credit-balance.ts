import { sql } from 'drizzle-orm';
import { payingStatuses, type CreditStatus } from '@vendange/contracts';

const paying = payingStatuses.map((st) => `'${st}'`).join(', ');

/**
 * What is left of each credit note as a credit (docs/decisions/payments.md, "Credits"). Its share: what its invoice
 * received (the whole invoice when its order was paid outside this ledger, else the payments still held, not counting
 * the credits taken back from it) beyond what it now costs (its total less its credit notes), less the credit notes
 * on it issued before, within the credit note's own amount. Then less what was used of this credit note itself
 * (payments by credit note, refunds) while those are still held. A credit note on an invoice not yet paid only
 * reduces that invoice: its share is nothing. Explicit aliases: c the credit note, s the invoice it credits.
 */
export const creditAvailable = sql.raw(`greatest(0, least(c.total_ttc_cents, greatest(0,
  (case when exists (select 1 from orders.orders o where o.id = s.order_id and o.payment_status = 'paid') then s.total_ttc_cents
        else coalesce((select sum(pa.amount_cents) from orders.payment_allocations pa join orders.received_payments rp on rp.id = pa.payment_id
                       where pa.invoice_id = s.id and pa.amount_cents > 0 and rp.status in (${paying})), 0) end)
  + s.credited_cents - s.total_ttc_cents
  - coalesce((select sum(e.total_ttc_cents) from orders.invoices e where e.kind = 'credit' and e.source_invoice_id = c.source_invoice_id and e.id < c.id), 0)))
  - coalesce((select sum(abs(u.amount_cents)) from orders.received_payments u where u.credit_note_id = c.id and u.status in (${paying})), 0))::int`);

/** Whether some of the credit note `c` was paid back to the client (a refund still held: a negative payment naming it). */
export const creditRefunded = sql.raw(`exists (select 1 from orders.received_payments r
  where r.credit_note_id = c.id and r.amount_cents < 0 and r.status in (${paying}))`);

/**
 * `full`: all of it left; `partial`: some used; `empty`: used up on invoices (or it only reduced an invoice not yet
 * paid); `cancelled`: nothing left and the end of it paid back to the client.
 */
export const creditStatusOf = (r: { available: number; total_ttc_cents: number; refunded: boolean }): CreditStatus =>
  (r.available <= 0 ? (r.refunded ? 'cancelled' : 'empty') : r.available >= r.total_ttc_cents ? 'full' : 'partial');

/** The same status as SQL over a row of `available`, `total_ttc_cents` and `refunded` (the credits list filters by it). */
export const creditStatusSql = sql.raw(`case when available <= 0 then (case when refunded then 'cancelled' else 'empty' end)
  when available >= total_ttc_cents then 'full' else 'partial' end`);

/** What is left of the credit note `id` (an SQL expression of the outer query) as a credit, for lists of documents. */
export const creditAvailableOf = (id: ReturnType<typeof sql.raw>) =>
  sql<number>`(select ${creditAvailable} from orders.invoices c join orders.invoices s on s.id = c.source_invoice_id where c.id = ${id})`;
/** Whether the credit note `id` was paid back in part (its status reads `cancelled` once nothing is left). */
export const creditRefundedOf = (id: ReturnType<typeof sql.raw>) =>
  sql<boolean>`(select ${creditRefunded} from orders.invoices c where c.id = ${id})`;
