import { and, eq, inArray, sql } from 'drizzle-orm';
import { getHref } from '@vendange/route-registry';
import { notificationTitles, stockAlerts, type CreateNotificationBody } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { levels, thresholds } from './db/schema';
import { forSaleDeltas, type PlannedRow } from './ledger-plan';

/** What a movement announces with its transaction: the figure for sale to move, notifications to send. */
export interface StockAnnouncer {
  publish(tx: Db, shopId: number, movementKey: string, lines: { formatId: number; delta: number }[]): Promise<void>;
  notify(tx: Db, body: CreateNotificationBody, key: string): Promise<void>;
}

/** The formats whose whole stock went from at or above their threshold to below it with `rows`. */
export async function thresholdsCrossed(tx: Db, shopId: number, rows: readonly PlannedRow[]) {
  const moved = new Map<number, number>();
  for (const r of rows) moved.set(r.formatId, (moved.get(r.formatId) ?? 0) + r.quantity);
  const falling = [...moved].filter(([, q]) => q < 0).map(([formatId]) => formatId);
  if (falling.length === 0) return [];
  const found = await tx.select({ formatId: levels.formatId, label: sql<string>`max(${levels.label})`, total: sql<number>`sum(${levels.quantity})::int`, threshold: sql<number>`max(${thresholds.threshold})` })
    .from(levels).innerJoin(thresholds, and(eq(thresholds.shopId, levels.shopId), eq(thresholds.formatId, levels.formatId)))
    .where(and(eq(levels.shopId, shopId), inArray(levels.formatId, falling))).groupBy(levels.formatId);
  return found.filter((f) => f.total < f.threshold && f.total - (moved.get(f.formatId) ?? 0) >= f.threshold);
}

/**
 * After a movement's rows, in its transaction: the figure for sale moved for warehouses selling online, a
 * `thresholdReach` notification for each format gone below its threshold, and a `stockUpdate` one for an
 * inventory (staff hear of adjustments made by others).
 */
export async function signalMovement(tx: Db, announcer: StockAnnouncer, m: {
  shopId: number; batchId: string; rows: readonly PlannedRow[]; sellsOnline: (warehouseId: number) => boolean;
  publishKey: string; inventory: { warehouse: string; by: string | null } | null; publish: boolean;
}): Promise<void> {
  const deltas = m.publish ? forSaleDeltas(m.rows, m.sellsOnline) : [];
  if (deltas.length > 0) await announcer.publish(tx, m.shopId, m.publishKey, deltas);
  for (const low of await thresholdsCrossed(tx, m.shopId, m.rows)) {
    await announcer.notify(tx, {
      shopId: m.shopId, permission: 'seeAllStock', type: 'thresholdReach', title: notificationTitles.stockLow,
      message: stockAlerts.low(low.label, low.total, low.threshold), redirectLink: getHref('stocks'),
    }, `threshold:${m.batchId}:${low.formatId}`);
  }
  if (m.inventory) {
    await announcer.notify(tx, {
      shopId: m.shopId, permission: 'seeAllStock', type: 'stockUpdate', title: notificationTitles.stockUpdated,
      message: stockAlerts.inventory(m.inventory.warehouse, m.rows.length, m.inventory.by), redirectLink: getHref('movements'),
    }, `inventory:${m.batchId}`);
  }
}
