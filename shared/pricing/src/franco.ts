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
  const ht = assertCents(goods.ht, 'goods HT');
  const count = dec(goods.bottles, 'bottles');
  // Percents as integers 0-100 (each rounded down before it is compared, as big.js's were).
  const checks: { reached: boolean; percent: number }[] = [];
  let missingHt: Cents | null = null;
  let missingBottles: string | null = null;
  if (franco?.amount !== undefined && franco?.amount !== null) {
    const t = assertCents(franco.amount, 'franco amount');
    checks.push({ reached: ht >= t, percent: amountPercent(ht, t) });
    const missing = t - ht;
    missingHt = Number.isSafeInteger(missing) ? Math.max(0, missing) : Math.max(0, Number(D(t).minus(D(ht)).toFixed(0)));
  }
  if (franco?.quantity !== undefined && franco?.quantity !== null && franco.quantity !== '') {
    const t = dec(franco.quantity, 'franco quantity');
    checks.push({ reached: count.gte(t), percent: Number(percentOf(count, t).toFixed(0)) });
    missingBottles = (t.gt(count) ? t.minus(count) : ZERO).toFixed();
  }
  const all = franco?.mode === 'all';
  const reached = checks.length > 0 && (all ? checks.every((c) => c.reached) : checks.some((c) => c.reached));
  const percents = checks.map((c) => (c.reached ? 100 : c.percent));
  const percent = percents.length === 0 ? 0 : percents.reduce((a, b) => (all ? Math.min(a, b) : Math.max(a, b)));
  return { reached, percent, missingHt, missingBottles };
}

/**
 * min(100, ht × 100 / threshold) rounded toward zero, in integers (cents are integers, so a quotient that is not
 * whole lies at least 1 / threshold from one, where big.js's 20 places could not move it); big.js past 2^53.
 */
function amountPercent(ht: Cents, threshold: Cents): number {
  if (threshold <= 0) return 100;
  const scaled = ht * 100;
  if (!Number.isSafeInteger(scaled)) return Number(percentOf(D(ht), D(threshold)).toFixed(0));
  const whole = Math.floor(Math.abs(scaled) / threshold);
  // The float quotient settled in integers (exact below 2^53), then its sign: big.js's roundDown goes toward zero.
  const rest = Math.abs(scaled) - whole * threshold;
  const magnitude = rest < 0 ? whole - 1 : rest >= threshold ? whole + 1 : whole;
  return Math.min(100, scaled < 0 ? -magnitude || 0 : magnitude);
}
