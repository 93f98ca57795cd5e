import type { SalesPoint, TillCatalogue, TillSaleBody } from '@vendange/contracts';
import { flushOfflineQueue, keep, offlineQueue, readKept, type KeyValueStore } from '@vendange/api-client';

/**
 * What the till keeps in the browser so it sells without the network (docs/decisions/cash-register.md): the sales
 * point, its catalogue and prices of the moment, and the sales not yet sent, in the order they were rung up. The
 * queue itself is the shared one of @vendange/api-client (tour mode uses it too).
 */
export interface QueuedSale { body: TillSaleBody; totalTtcCents: number; refused: string | null }

const keyOf = (pointId: number, what: 'queue' | 'catalogue' | 'point') => `vendange.till.${pointId}.${what}`;

export function tillStore(pointId: number, store: KeyValueStore = localStorage) {
  return {
    ...offlineQueue<QueuedSale>(store, keyOf(pointId, 'queue'), (q) => q.body.key),
    catalogue: (): TillCatalogue | null => readKept(store, keyOf(pointId, 'catalogue'), null),
    keepCatalogue: (c: TillCatalogue) => keep(store, keyOf(pointId, 'catalogue'), c),
    point: (): SalesPoint | null => readKept(store, keyOf(pointId, 'point'), null),
    keepPoint: (p: SalesPoint) => keep(store, keyOf(pointId, 'point'), p),
  };
}
export type TillStore = ReturnType<typeof tillStore>;

/** Sends the waiting sales in the order they were rung up (the shared queue's flush, fed the sale's body). */
export const flushQueue = (store: TillStore, send: (body: TillSaleBody) => Promise<void>, refusalOf: (error: unknown) => string | null) =>
  flushOfflineQueue(store, (sale) => send(sale.body), refusalOf);
