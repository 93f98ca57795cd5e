import { sql } from 'drizzle-orm';
import { demoSalesPoints } from '@vendange/demo-data';
import type { Db } from '@vendange/service-kit';
import { salesPoints } from './db/schema';

export async function seedPos(db: Db): Promise<boolean> {
  if ((await db.select({ id: salesPoints.id }).from(salesPoints).limit(1)).length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(salesPoints).values(demoSalesPoints);
    await tx.execute(sql`select setval(pg_get_serial_sequence('pos.sales_points', 'id'), (select max(id) from pos.sales_points))`);
  });
  return true;
}
