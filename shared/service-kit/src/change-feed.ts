import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { pgClientOf } from './pg-client';

/** The PostgreSQL channel that tells every process a cached thing changed (payload: its key, e.g. `shop:12`). */
export const CHANGE_CHANNEL = 'vendange_changes';

/** The keys of what is cached across services: one vocabulary for who announces and who listens. */
export const changeKeys = {
  /** A shop's settings, sales rules, modules (announced by the shops service). */
  shop: (shopId: number) => `shop:${shopId}`,
  /** What a shop's catalogue shows: its products and their parts, typologies, grid prices, stock (catalog's triggers). */
  catalog: (shopId: number) => `catalog:${shopId}`,
  /** A shop's orders: any order of the shop written (orders' triggers, migration 0023). */
  orders: (shopId: number) => `orders:${shopId}`,
  /** Planned maintenances (notifications service). */
  maintenances: 'maintenances',
} as const;


/**
 * Tells every process (this one included) that what `key` names changed, so their caches drop it. Pass the
 * transaction that made the change: NOTIFY is delivered on commit only, never for a rolled-back change.
 */
export async function announceChange(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${key})`);
}

/**
 * Calls `onChange` with each key announced by any process. Caches built on it hold across processes: a
 * change made through one gateway or service process is seen by the others at once, not after a TTL.
 * postgres.js listens again after a reconnection; what was announced meanwhile is caught by the TTLs.
 */
export async function listenForChanges(db: Db, onChange: (key: string) => void): Promise<() => Promise<void>> {
  const { unlisten } = await pgClientOf(db).listen(CHANGE_CHANNEL, onChange);
  return async () => { await unlisten().catch(() => { /* the connection is already gone */ }); };
}
