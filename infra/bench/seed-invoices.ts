// Bench data: tops shop 1 up to `total` invoices, copies of the demo invoice (its lines too), numbered on, one a
// day going back (one SQL statement a batch). The numbering row follows, so issuing goes on after them.
import { sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';

export async function seedBenchInvoices(db: Db, total: number, shopId = 1): Promise<void> {
  const [have] = await db.execute(sql`select count(*)::int as n, min(id) as first from orders.invoices where shop_id = ${shopId}`) as unknown as Array<{ n: number; first: number }>;
  const missing = total - have!.n;
  if (missing <= 0 || !have!.first) return;
  for (let done = 0; done < missing; done += 10_000) {
    const size = Math.min(10_000, missing - done);
    await db.execute(sql`
      with copied as (
        insert into orders.invoices (shop_id, kind, series, fiscal_year, sequence, number, order_id, buyer_id, client_name, seller, buyer, issued_at, due_date,
          payment_delay, total_ht_cents, vat_cents, total_ttc_cents, vat_breakdown, legal_status)
        select i.shop_id, 'invoice', 'invoice', 1900 + (${done} + n) / 100000, (${done} + n), 'BENCH' || (${done} + n), null, i.buyer_id, 'Client ' || ((${done} + n) % 997),
          i.seller, i.buyer, i.issued_at - ((${done} + n) * interval '1 hour'), i.due_date, i.payment_delay, i.total_ht_cents, i.vat_cents, i.total_ttc_cents, i.vat_breakdown, 'completed'
        from orders.invoices i, generate_series(1, ${size}) as n where i.id = ${have!.first}
        returning id)
      insert into orders.invoice_lines (invoice_id, position, order_line_id, label, quantity, unit_ht_cents, discount_cents, line_ht_cents, vat_rate, vat_cents, line_ttc_cents)
      select c.id, l.position, null, l.label, l.quantity, l.unit_ht_cents, l.discount_cents, l.line_ht_cents, l.vat_rate, l.vat_cents, l.line_ttc_cents
      from copied c, orders.invoice_lines l where l.invoice_id = ${have!.first}`);
  }
  await db.execute(sql.raw('analyze orders.invoices'));
}
