import type { ShopFuture } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';

// The shop's primeur page: its addresses and the few rules it draws by (docs/decisions/futures.md).

/** GET: the shop's open campaigns (anyone); POST: a buyer's order for themselves; GET …/orders: the buyer's own. */
export const shopFuturesApi = (shopId: number): string => `/v1/futures/shops/${shopId}`;
export const shopFutureOrdersApi = (shopId: number): string => `/v1/futures/shops/${shopId}/orders`;
/** The page itself. */
export const futuresPathOf = (shopId: number): string => getHref('shopFutures', { id: shopId });

/** A quantity of bottles as typed: a whole number from 1, else null. */
export function quantityOf(text: string): number | null {
  const n = /^\s*\d{1,7}\s*$/.test(text) ? Number(text.trim()) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * What an order of `quantity` bottles costs when the tranche selling today holds them all (units × its price),
 * else null: beyond it the next tranche's price applies, and only the order says the exact amount.
 */
export function totalWithinCurrent(offer: Pick<ShopFuture, 'current'>, quantity: number | null): number | null {
  const c = offer.current;
  if (!c || c.unitPriceCents === null || quantity === null || quantity > c.left) return null;
  return quantity * c.unitPriceCents;
}

/** The day (YYYY-MM-DD) the next tranche opens when it is still waiting for it (the page says from when it sells), else null. */
export function nextOpensOn(offer: Pick<ShopFuture, 'next'>): string | null {
  return offer.next && !offer.next.open ? offer.next.opensOn : null;
}

/** PUT: the buyer's formats for their own primeur order. */
export const shopFutureOrderFormatsApi = (shopId: number, futureOrderId: number): string => `/v1/futures/shops/${shopId}/orders/${futureOrderId}/formats`;

/** Counts typed per format (blank: none of it); null when one is not a whole number. */
export function countsOf(texts: Record<number, string>): Array<{ formatId: number; count: number }> | null {
  const counts: Array<{ formatId: number; count: number }> = [];
  for (const [id, text] of Object.entries(texts)) {
    if (text.trim() === '') continue;
    if (!/^\s*\d{1,6}\s*$/.test(text)) return null;
    counts.push({ formatId: Number(id), count: Number(text.trim()) });
  }
  return counts;
}

/** "6 × 75 cl, 3 × Magnum 150 cl" (formats with a count of 0 left out). */
export function splitText(formats: ReadonlyArray<{ formatId: number; count: number }>, labelOf: (formatId: number) => string): string {
  return formats.filter((f) => f.count > 0).map((f) => `${f.count} × ${labelOf(f.formatId)}`).join(', ');
}
