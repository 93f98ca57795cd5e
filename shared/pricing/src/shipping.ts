import Big from 'big.js';
import { ZERO, dec, type Dec, type Decimalish } from './decimal';
import { ceilQuotient, scaledOf, timesScaled } from './scaled';
import { PricingError } from './errors';
import { francoProgress, type Franco } from './franco';
import { assertCents, type Cents } from './money';

export type { Franco } from './franco';

/** Spec point 9: up to 12 bottles per parcel, 7 EUR per parcel beyond the first. */
export const BOTTLES_PER_PARCEL = 12;
export const EXTRA_PARCEL_CENTS = 700;

export interface ShippingInput {
  /** Price of the chosen delivery or collection point for the first parcel, cents excl. VAT; null: none chosen yet. */
  price?: Cents | null;
  perParcel?: number | null;
  /** Cents excl. VAT per parcel beyond the first. */
  extraParcel?: Cents | null;
  franco?: Franco | null;
}

export interface ShippingForInput extends ShippingInput {
  /** Bottles to ship (counted quantity of shipping lines). */
  count: Decimalish;
  /** Goods excl. VAT for the franco amount threshold (set excl. VAT), cents. */
  amount: Cents;
}

export interface ShippingResult {
  nbrPackages: number;
  /** Cents excl. VAT; 0 when franco or when no delivery is chosen. */
  shipping: Cents;
  franco: boolean;
  /** Progress to free shipping, integer 0-100 (rounded down; 100 only when reached); 0 without thresholds. */
  francoPercent: number;
  /** Cents excl. VAT still to buy to reach the amount threshold; null without one. */
  amountBeforeFranco: Cents | null;
  /** Bottles still to buy to reach the quantity threshold; null without one. */
  amountBeforeBottleFranco: string | null;
}

/** Parcels, shipping price and franco progress for a seller cart. */
export function shippingFor(input: ShippingForInput): ShippingResult {
  const count = dec(input.count, 'count');
  const perParcel = input.perParcel ?? BOTTLES_PER_PARCEL;
  if (!Number.isSafeInteger(perParcel) || perParcel < 1) throw new PricingError('INVALID_QUANTITY', 'perParcel must be a positive integer');
  const nbrPackages = count.lte(ZERO) ? 0 : parcelsOf(count, perParcel);
  const progress = francoProgress(input.franco, { ht: input.amount, bottles: count.toFixed() });
  const { reached: franco, percent: francoPercent } = progress;
  let shipping = 0;
  if (!franco && nbrPackages > 0 && input.price !== undefined && input.price !== null) {
    const extra = assertCents(input.extraParcel ?? EXTRA_PARCEL_CENTS, 'extraParcel');
    shipping = assertCents(input.price, 'shipping price') + extra * (nbrPackages - 1);
  }
  return { nbrPackages, shipping, franco, francoPercent, amountBeforeFranco: progress.missingHt, amountBeforeBottleFranco: progress.missingBottles };
}

/**
 * ⌈count / perParcel⌉ for a positive count, in integers on the count's digits: big.js divided at 20 places, then
 * rounded up; the same parcels, as a quotient that is not whole lies at least 1 / (10^k × perParcel) above one.
 */
function parcelsOf(count: Dec, perParcel: number): number {
  const c = scaledOf(count);
  const denominator = c === null ? null : timesScaled({ m: 10 ** c.k, k: 0 }, { m: perParcel, k: 0 });
  if (c !== null && c.k < 16 && denominator !== null && c.m + denominator.m <= Number.MAX_SAFE_INTEGER) return ceilQuotient(c.m, denominator.m);
  return Number(count.div(perParcel).round(0, Big.roundUp).toFixed(0));
}
