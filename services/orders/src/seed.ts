import { sql } from 'drizzle-orm';
import { demoOrders } from '@vendange/demo-data';
import type { Db } from '@vendange/service-kit';
import { orders } from './db/schema';
import { seedDemoDocuments } from './invoices/seed-invoices';
import { seedDemoMandates } from './sepa/seed-mandates';

export async function seedOrders(db: Db): Promise<boolean> {
  if ((await db.select({ id: orders.id }).from(orders).limit(1)).length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(orders).values(demoOrders.map((o) => ({ ...o, createdAt: new Date(o.createdAt) })));
    await tx.execute(sql`select setval(pg_get_serial_sequence('orders.orders', 'id'), (select max(id) from orders.orders))`);
    await seedDemoDocuments(tx);
    await seedDemoMandates(tx);
  });
  return true;
}
