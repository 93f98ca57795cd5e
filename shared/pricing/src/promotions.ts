import { HUNDRED, ZERO, dec, nonNegative, type Dec, type Decimalish } from './decimal';
import { PricingError } from './errors';
import { centsToEuros } from './money';
import { percentLeft } from './percent-left';
import { scaledOf } from './scaled';

/**
 * When a promotion is active. Product-level conditions look at this line, order-level ones at the
 * seller's whole cart. Amounts are measured at the list price (before tiers, typology discount and
 * promotions), so a tier can never switch a promotion off:
 * - always: always active;
 * - minProduct: this line's counted quantity (eq75 when allRulesInEq75) ≥ threshold;
 * - minPrice: this line's list amount (list unit price × quantity, cents) ≥ threshold;
 * - minProductOrder: the seller cart's counted quantity ≥ threshold;
 * - minPriceOrder: the seller cart's list amount (cents) ≥ threshold.
 */
export type PromotionActivation = 'always' | 'minProduct' | 'minPrice' | 'minProductOrder' | 'minPriceOrder';

export interface Promotion {
  /** '%': percent off the unit price; '€': cents off the unit price. */
  type: '%' | '€';
  /** Percent (decimal) for '%', integer cents for '€'. */
  amount: Decimalish;
  activation: PromotionActivation;
  /** The condition's value: a quantity (minProduct*) or cents (minPrice*). Ignored for 'always'. */
  threshold?: Decimalish | null;
}

/** What the conditions are measured on. */
export interface PromotionContext {
  lineCount: Dec;
  lineListAmount: Dec;
  orderCount: Dec;
  orderListAmount: Dec;
}

/** Whether one promotion is active in the context; a condition without threshold is treated as 0. */
export function isPromotionActive(promo: Promotion, ctx: PromotionContext): boolean {
  const threshold = promo.threshold === undefined || promo.threshold === null || promo.threshold === '' ? ZERO : dec(promo.threshold, 'promotion threshold');
  switch (promo.activation) {
    case 'always': return true;
    case 'minProduct': return ctx.lineCount.gte(threshold);
    case 'minPrice': return ctx.lineListAmount.gte(threshold);
    case 'minProductOrder': return ctx.orderCount.gte(threshold);
    case 'minPriceOrder': return ctx.orderListAmount.gte(threshold);
    default: throw new PricingError('OUT_OF_RANGE', `unknown promotion activation ${String(promo.activation)}`);
  }
}

/** A unit price (exact euros) after one promotion, never below zero. */
export function applyPromotion(unitEuros: Dec, promo: Promotion): Dec {
  if (promo.type === '%') {
    const pct = dec(promo.amount, 'promotion amount');
    if (pct.lt(ZERO) || pct.gt(HUNDRED)) throw new PricingError('OUT_OF_RANGE', 'a % promotion must be within [0, 100]');
    return nonNegative(unitEuros.times(percentLeft(pct)));
  }
  if (promo.type === '€') {
    const amount = dec(promo.amount, 'promotion amount');
    // Whole cents read from the digits (scaled.ts); any other amount as before (a fraction of a cent is refused).
    const whole = scaledOf(amount);
    const cents = whole !== null && whole.k === 0 ? whole.m : Number(amount.toFixed());
    if (cents < 0) throw new PricingError('OUT_OF_RANGE', 'a € promotion must not be negative');
    return nonNegative(unitEuros.minus(centsToEuros(cents, 'promotion amount')));
  }
  throw new PricingError('OUT_OF_RANGE', `unknown promotion type ${String((promo as Promotion).type)}`);
}

/** The active promotion giving the lowest unit price (promotions do not stack), or null. */
export function bestPromotion(unitEuros: Dec, promotions: readonly Promotion[] | null | undefined, ctx: PromotionContext): { promotion: Promotion; unit: Dec } | null {
  let best: { promotion: Promotion; unit: Dec } | null = null;
  for (const promotion of promotions ?? []) {
    if (!isPromotionActive(promotion, ctx)) continue;
    const unit = applyPromotion(unitEuros, promotion);
    if (best === null || unit.lt(best.unit)) best = { promotion, unit };
  }
  return best;
}

