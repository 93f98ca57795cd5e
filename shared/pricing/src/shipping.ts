import Big from 'big.js';
import { D, dec, min, type Decimalish } from './decimal';
import { PricingError } from './errors';
import { assertCents, type Cents } from './money';

/** Spec point 9: up to 12 bottles per parcel, 7 EUR per parcel beyond the first. */
export const BOTTLES_PER_PARCEL = 12;
export const EXTRA_PARCEL_CENTS = 700;

/** Free-shipping thresholds; with both set, `mode` says whether either ('any', default) or both ('all') must be reached. */
export interface Franco {
  /** Counted bottles (eq75 when allRulesInEq75). */
  quantity?: Decimalish | null;
  /** Cents, compared with the goods amount in the typology's display basis. */
  amount?: Cents | null;
  mode?: 'any' | 'all' | null;
}

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
  /** Goods amount for the franco amount threshold, cents. */
  amount: Cents;
}

export interface ShippingResult {
  nbrPackages: number;
  /** Cents excl. VAT; 0 when franco or when no delivery is chosen. */
  shipping: Cents;
  franco: boolean;
  /** Progress to free shipping, integer 0-100 (rounded down; 100 only when reached); 0 without thresholds. */
  francoPercent: number;
  /** Cents still to buy to reach the amount threshold; null without one. */
  amountBeforeFranco: Cents | null;
  /** Bottles still to buy to reach the quantity threshold; null without one. */
  amountBeforeBottleFranco: string | null;
}

function percentOf(value: Big, threshold: Big): Big {
  if (threshold.lte(0)) return D(100);
  return min(D(100), value.times(100).div(threshold)).round(0, Big.roundDown);
}

/** Parcels, shipping price and franco progress for a seller cart. */
export function shippingFor(input: ShippingForInput): ShippingResult {
  const count = dec(input.count, 'count');
  const perParcel = input.perParcel ?? BOTTLES_PER_PARCEL;
  if (!Number.isSafeInteger(perParcel) || perParcel < 1) throw new PricingError('INVALID_QUANTITY', 'perParcel must be a positive integer');
  const nbrPackages = count.lte(0) ? 0 : Number(count.div(perParcel).round(0, Big.roundUp).toFixed(0));
  const amount = D(assertCents(input.amount, 'amount'));
  const f = input.franco;
  const checks: { reached: boolean; percent: Big }[] = [];
  let amountBeforeFranco: Cents | null = null;
  let amountBeforeBottleFranco: string | null = null;
  if (f?.amount !== undefined && f?.amount !== null) {
    const t = D(assertCents(f.amount, 'franco amount'));
    checks.push({ reached: amount.gte(t), percent: percentOf(amount, t) });
    amountBeforeFranco = Math.max(0, Number(t.minus(amount).toFixed(0)));
  }
  if (f?.quantity !== undefined && f?.quantity !== null && f.quantity !== '') {
    const t = dec(f.quantity, 'franco quantity');
    checks.push({ reached: count.gte(t), percent: percentOf(count, t) });
    amountBeforeBottleFranco = (t.gt(count) ? t.minus(count) : D(0)).toFixed();
  }
  const all = f?.mode === 'all';
  const franco = checks.length > 0 && (all ? checks.every((c) => c.reached) : checks.some((c) => c.reached));
  const percents = checks.map((c) => (c.reached ? D(100) : c.percent));
  const francoPercent = percents.length === 0 ? 0 : Number(percents.reduce((a, b) => (all ? (a.lt(b) ? a : b) : (a.gt(b) ? a : b))).toFixed(0));
  let shipping = 0;
  if (!franco && nbrPackages > 0 && input.price !== undefined && input.price !== null) {
    const extra = assertCents(input.extraParcel ?? EXTRA_PARCEL_CENTS, 'extraParcel');
    shipping = assertCents(input.price, 'shipping price') + extra * (nbrPackages - 1);
  }
  return { nbrPackages, shipping, franco, francoPercent, amountBeforeFranco, amountBeforeBottleFranco };
}
