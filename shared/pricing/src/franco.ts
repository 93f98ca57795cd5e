import Big from 'big.js';
import { HUNDRED, ZERO, D, dec, min, type Decimalish } from './decimal';
import { assertCents, type Cents } from './money';

/**
 * Free-shipping thresholds (shop sales settings): an amount excl. VAT and/or a number of bottles;
 * with both set, `mode` says whether either ('any', default) or both ('all') must be reached.
 */
export interface Franco {
  /** Counted bottles (eq75 when allRulesInEq75). */
  quantity?: Decimalish | null;
  /** Cents excl. VAT ("À partir de (€ HT)" in the settings): compared with the goods excl. VAT. */
  amount?: Cents | null;
  mode?: 'any' | 'all' | null;
}

export interface FrancoProgress {
  /** Shipping is free. */
  reached: boolean;
  /** Progress, integer 0-100 (rounded down; 100 only when reached); 0 without thresholds. */
  percent: number;
  /** Cents excl. VAT still to buy for the amount threshold (0 once reached); null without one. */
  missingHt: Cents | null;
  /** Bottles still to buy for the quantity threshold ('0' once reached), decimal text; null without one. */
  missingBottles: string | null;
}

function percentOf(value: Big, threshold: Big): Big {
  if (threshold.lte(ZERO)) return HUNDRED;
  return min(HUNDRED, value.times(HUNDRED).div(threshold)).round(0, Big.roundDown);
}

/**
 * What is missing for free shipping, each threshold in its own unit: the goods excl. VAT against the
 * amount excl. VAT, the counted bottles against the number of bottles. Never a TTC amount against an
 * HT threshold, whatever basis the price list is shown in.
 */
export function francoProgress(franco: Franco | null | undefined, goods: { ht: Cents; bottles: Decimalish }): FrancoProgress {
  const amount = D(assertCents(goods.ht, 'goods HT'));
  const count = dec(goods.bottles, 'bottles');
  const checks: { reached: boolean; percent: Big }[] = [];
  let missingHt: Cents | null = null;
  let missingBottles: string | null = null;
  if (franco?.amount !== undefined && franco?.amount !== null) {
    const t = D(assertCents(franco.amount, 'franco amount'));
    checks.push({ reached: amount.gte(t), percent: percentOf(amount, t) });
    missingHt = Math.max(0, Number(t.minus(amount).toFixed(0)));
  }
  if (franco?.quantity !== undefined && franco?.quantity !== null && franco.quantity !== '') {
    const t = dec(franco.quantity, 'franco quantity');
    checks.push({ reached: count.gte(t), percent: percentOf(count, t) });
    missingBottles = (t.gt(count) ? t.minus(count) : ZERO).toFixed();
  }
  const all = franco?.mode === 'all';
  const reached = checks.length > 0 && (all ? checks.every((c) => c.reached) : checks.some((c) => c.reached));
  const percents = checks.map((c) => (c.reached ? HUNDRED : c.percent));
  const percent = percents.length === 0 ? 0 : Number(percents.reduce((a, b) => (all ? (a.lt(b) ? a : b) : (a.gt(b) ? a : b))).toFixed(0));
  return { reached, percent, missingHt, missingBottles };
}
