import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { clients } from './db/schema';

/** A client of the shop still in its file (not merged away), with its name; null otherwise. */
export async function clientOfShop(db: Db, shopId: number, clientId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db.select({ id: clients.id, name: clients.name }).from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.shopId, shopId), isNull(clients.mergedIntoId)));
  return row ?? null;
}
