import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, demoMasterLinks, demoShopLinks, demoUsers } from '@vendange/demo-data';
import type { Db } from '@vendange/service-kit';
import { masterLinks, users, userShops } from './db/schema';
import { hashPassword } from './passwords';

/** Seeds the demo accounts once, on an empty identity schema. */
export async function seedIdentity(db: Db): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(demoUsers.map((u) => ({ ...u, passwordHash, emailValidated: true })));
    await tx.insert(userShops).values(demoShopLinks);
    await tx.insert(masterLinks).values(demoMasterLinks);
    await tx.execute(sql`select setval(pg_get_serial_sequence('identity.users', 'id'), (select max(id) from identity.users))`);
  });
  return true;
}
