import { sql } from 'drizzle-orm';
import { demoShops } from '@vendange/demo-data';
import type { Db } from '@vendange/service-kit';
import { shops } from './db/schema';

export async function seedShops(db: Db): Promise<boolean> {
  if ((await db.select({ id: shops.id }).from(shops).limit(1)).length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(shops).values(demoShops);
    await tx.execute(sql`select setval(pg_get_serial_sequence('shops.shops', 'id'), (select max(id) from shops.shops))`);
  });
  return true;
}
