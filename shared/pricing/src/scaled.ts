import type { Dec } from './decimal';
import type { Cents } from './money';

/**
 * A decimal as m / 10^k with m a safe integer. big.js adds and multiplies exactly, so the same sums and products done
 * on m give the same digits, then the same cents; each is a few integer operations where big.js builds a digit array
 * per step (cart-price-performance.md). Every helper answers null when a value leaves the safe integers: the caller
 * then computes in big.js, as before.
 */
export interface Scaled {
  readonly m: number;
  readonly k: number;
}

const MAX = Number.MAX_SAFE_INTEGER;
/** Powers of ten, exact in a double up to 10^22; the helpers use them up to 10^15, where products stay checkable. */
const POW10: readonly number[] = Array.from({ length: 16 }, (_, i) => 10 ** i);

/** A product of safe integers, or null when it is not one (a double's product past 2^53 reads past MAX). */
function safeTimes(a: number, b: number): number | null {
  const p = a * b;
  return p <= MAX && p >= -MAX ? p : null;
}

/** The digits of a big.js decimal as m / 10^k (c holds the digits, e the exponent: 12.34 is [1,2,3,4], 1). */
export function scaledOf(d: Dec): Scaled | null {
  const c = d.c;
  const n = c.length;
  if (n > 15) return null;
  let m = 0;
  for (let i = 0; i < n; i++) m = m * 10 + c[i]!;
  let k = n - 1 - d.e;
  if (k < 0) {
    if (-k >= POW10.length) return null;
    const scaled = safeTimes(m, POW10[-k]!);
    if (scaled === null) return null;
    m = scaled;
    k = 0;
  }
  return { m: d.s < 0 && m !== 0 ? -m : m, k };
}

/** a + b, exactly. */
export function addScaled(a: Scaled, b: Scaled): Scaled | null {
  if (b.m === 0) return a;
  if (a.m === 0) return b;
  const k = a.k > b.k ? a.k : b.k;
  if (k >= POW10.length) return null;
  const am = safeTimes(a.m, POW10[k - a.k]!);
  const bm = safeTimes(b.m, POW10[k - b.k]!);
  if (am === null || bm === null) return null;
  const m = am + bm;
  return m <= MAX && m >= -MAX ? { m, k } : null;
}

/** a × b, exactly. */
export function timesScaled(a: Scaled, b: Scaled): Scaled | null {
  const m = safeTimes(a.m, b.m);
  return m === null ? null : { m, k: a.k + b.k };
}

/**
 * numerator / denominator (denominator > 0, both safe integers) rounded to an integer half away from zero, as
 * roundToCents rounds: big.js's roundHalfUp works on the magnitude, so a tie goes away from zero. Never -0.
 */
export function roundedQuotient(numerator: number, denominator: number): number {
  const magnitude = Math.abs(numerator);
  let quotient = Math.floor(magnitude / denominator);
  let rest = magnitude - quotient * denominator;
  // The float division is exact enough below 2^53; the remainder settles any doubt in integers.
  if (rest < 0) { quotient -= 1; rest += denominator; } else if (rest >= denominator) { quotient += 1; rest -= denominator; }
  const rounded = rest >= denominator - rest ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded || 0 : rounded;
}

/** m / 10^k euros in cents, half away from zero (roundToCents's rule), or null past the safe integers. */
export function scaledToCents(a: Scaled): Cents | null {
  if (a.k <= 2) return safeTimes(a.m, POW10[2 - a.k]!) ?? null;
  if (a.k - 2 >= POW10.length) return null;
  const denominator = POW10[a.k - 2]!;
  // The remainder's arithmetic stays exact while |m| + denominator is a safe integer.
  if (Math.abs(a.m) > MAX - denominator) return null;
  return roundedQuotient(a.m, denominator);
}

/** round(d × n) to the cent for an integer n (a quantity), or null when it leaves the safe integers. */
export function timesToCents(d: Dec, n: number): Cents | null {
  const a = scaledOf(d);
  if (a === null) return null;
  const m = safeTimes(a.m, n);
  return m === null ? null : scaledToCents({ m, k: a.k });
}

/** ⌈n / d⌉ for integers n ≥ 0, d > 0 (both safe). */
export function ceilQuotient(n: number, d: number): number {
  let quotient = Math.floor(n / d);
  let rest = n - quotient * d;
  if (rest < 0) { quotient -= 1; rest += d; } else if (rest >= d) { quotient += 1; rest -= d; }
  return rest > 0 ? quotient + 1 : quotient;
}

/** The canonical text of m / 10^k, as big.js's toFixed() writes it: no trailing zeros, no exponent ('12', '7.5', '-0.25'). */
export function scaledText(a: Scaled): string {
  let { m, k } = a;
  while (k > 0 && m % 10 === 0) { m /= 10; k -= 1; }
  if (k === 0) return String(m || 0);
  const digits = String(Math.abs(m)).padStart(k + 1, '0');
  return `${m < 0 ? '-' : ''}${digits.slice(0, -k)}.${digits.slice(-k)}`;
}

/** The canonical text of a sum of decimals (counted quantities), in integers while they stay safe, else in big.js. */
export function sumText(values: readonly Dec[]): string {
  let total: Scaled | null = { m: 0, k: 0 };
  for (const v of values) {
    const a = scaledOf(v);
    total = a && addScaled(total, a);
    if (total === null) break;
  }
  if (total !== null) return scaledText(total);
  let big = values[0]!;
  for (let i = 1; i < values.length; i++) big = big.plus(values[i]!);
  return big.toFixed();
}
