import { and, eq } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { orders } from '../db/schema';

/**
 * A sale sent with a key the sender generated (tour mode's offline queue, docs/decisions/agents.md) is made once:
 * a repeat of the same key answers the first sale. The unique index `orders_shop_send_key_unique` is the last word
 * when two sends of one key arrive at once.
 */
export async function saleOfSendKey(db: Db, shopId: number, key: string | null | undefined): Promise<number | null> {
  if (!key) return null;
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.shopId, shopId), eq(orders.sendKey, key)));
  return row?.id ?? null;
}

/** Whether an insert lost the race to another send of the same key (unique violation on that index). */
export function isSendKeyTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string; cause?: { code?: string; constraint_name?: string } };
  const pg = e?.cause?.code ? e.cause : e;
  return pg?.code === '23505' && (pg.constraint_name ?? '').includes('orders_shop_send_key_unique');
}
