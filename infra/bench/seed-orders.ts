// Bench data: tops shop 1 up to `total` placed orders (one SQL statement a batch), spread over the past years, newest first.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { orders } from '@vendange/service-orders/db-schema';

const STATUSES = ['pending', 'validated', 'validated', 'invoiced', 'refused', 'cancelled'];

export async function seedBenchOrders(db: Db, total: number, shopId = 1): Promise<number> {
  const [have] = await db.select({ n: count() }).from(orders).where(eq(orders.shopId, shopId));
  const missing = total - (have?.n ?? 0);
  for (let done = 0; done < missing; done += 20_000) {
    const size = Math.min(20_000, missing - done);
    // One order every 20 minutes going back from now: 100,000 orders cover about four years.
    await db.execute(sql`
      insert into orders.orders (shop_id, reference, buyer_id, client_name, status, total_ht_cents, vat_cents, total_ttc_cents, payment_type, payment_status, created_at)
      select ${shopId}, 'BENCH-' || (${done} + n), null, 'Client ' || ((${done} + n) % 997), (array[${sql.join(STATUSES.map((s) => sql`${s}`), sql`, `)}])[1 + (${done} + n) % ${STATUSES.length}],
        10000 + (n % 500) * 100, 2000 + (n % 500) * 20, 12000 + (n % 500) * 120, 'transfer', 'pending', now() - ((${done} + n) * interval '20 minutes')
      from generate_series(1, ${size}) as n`);
  }
  if (missing > 0) await db.execute(sql.raw('analyze orders.orders'));
  return Math.max(0, missing);
}
