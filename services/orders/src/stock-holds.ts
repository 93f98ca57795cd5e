import { cartMessages, type CartProblem, type StockHoldResult } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';

// Orders' side of the stock available for sale (docs/decisions/stock-for-sale.md): a checkout holds
// its units at each shop under its checkout id; a refused or aborted order gives them back.

/** One seller's part of a checkout: its shop and its lines, in the order the buyer sees them. */
export interface StockPart { shopId: number; lines: ReadonlyArray<{ formatId: number; quantity: number; label: string }> }

/** What a key holds at one shop. */
export interface StockHoldRef { shopId: number; holdKey: string }

/** `held`: the shops where this call took units (those to give back if the checkout goes no further). */
export type CheckoutHold = { ok: true; held: StockHoldRef[] } | { ok: false; held: StockHoldRef[]; problem: CartProblem };

/** The cart problem of a shop short of units: the first line of that format, with what is left. */
export function shortProblem(part: StockPart, short: { formatId: number; left: number }): CartProblem {
  const line = Math.max(part.lines.findIndex((l) => l.formatId === short.formatId), 0);
  return { code: 'STOCK', message: cartMessages.stock(part.lines[line]?.label ?? '', short.left), sellerId: part.shopId, line };
}

/**
 * Gives back what each key holds. It never calls catalog itself: it announces a job per key
 * (`OrderJobs.releaseStock`), retried until catalog answers, so the units never stay held by a failed call.
 */
export type ReleaseStock = (holds: readonly StockHoldRef[]) => Promise<void>;

/**
 * Holds every part's units under the checkout id, shop after shop, and stops at the first shop short
 * of units. A shop that already held them for this checkout (a retry) holds nothing more.
 */
export async function holdCheckoutStock(internal: InternalCall, releaseStock: ReleaseStock, checkoutId: string, parts: readonly StockPart[]): Promise<CheckoutHold> {
  const held: StockHoldRef[] = [];
  for (const part of parts) {
    if (part.lines.length === 0) continue;
    const hold = { shopId: part.shopId, holdKey: checkoutId };
    let result: StockHoldResult;
    try {
      result = await internal<StockHoldResult>('catalog', 'POST', '/v1/internal/stock/holds', {
        ...hold, lines: part.lines.map((l) => ({ formatId: l.formatId, quantity: l.quantity })),
      });
    } catch (error) {
      await releaseStock(held);
      throw error;
    }
    if (!result.ok) return { ok: false, held, problem: shortProblem(part, result.short[0]!) };
    if (result.held) held.push(hold);
  }
  return { ok: true, held };
}
