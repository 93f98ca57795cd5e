import { sql } from 'drizzle-orm';
import { demoClients } from '@vendange/demo-data';
import type { Db } from '@vendange/service-kit';
import { clients } from './db/schema';

export async function seedCrm(db: Db): Promise<boolean> {
  if ((await db.select({ id: clients.id }).from(clients).limit(1)).length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(clients).values(demoClients);
    await tx.execute(sql`select setval(pg_get_serial_sequence('crm.clients', 'id'), (select max(id) from crm.clients))`);
  });
  return true;
}
