import Big from 'big.js';
import { PricingError } from './errors';

/**
 * The engine's own big.js constructor: 20 decimal places for divisions (HT derived from TTC keeps
 * far more than the sub-cent precision its round trip needs), half-up rounding. A private constructor so that no other code's global
 * Big.DP / Big.RM setting can change our results.
 */
export const D = Big();
D.DP = 20;
D.RM = Big.roundHalfUp;

export type Dec = Big;

/**
 * Shared constants. A big.js value is never changed in place (every operation returns a new one), so one
 * instance serves every line: building them again on each line was a string parse each (cart-price-performance.md).
 */
export const ZERO = D(0);
export const ONE = D(1);
export const HUNDRED = D(100);
export const HUNDREDTH = D('0.01');

const smallInts: Big[] = Array.from({ length: 1025 }, (_, i) => D(i));

/**
 * The text of the kept decimals (the small integers, the parsed texts), written once: quantities, rates and
 * thresholds are printed on every line (decText), and big.js's toFixed builds the text digit by digit each time.
 * Only values that are never changed are kept here (big.js never changes a value in place).
 */
const keptTexts = new WeakMap<Big, string>();
for (const n of smallInts) keptTexts.set(n, n.toFixed());

/** An integer as a decimal; the small ones (quantities, counts) come from a table built once. */
export function intDec(n: number): Big {
  return Number.isInteger(n) && n >= 0 && n < smallInts.length ? smallInts[n]! : D(n);
}

/** A decimal given as a string ('5.5', '4.19') or a JS number (read through its shortest decimal string). */
export type Decimalish = string | number;

/**
 * Decimals read from text kept once parsed (rates, volumes, ABV, percents: the same few texts on every line);
 * shared safely, as no big.js value is changed in place. Bounded: past its size the table starts again.
 */
const parsed = new Map<string, Big>();
const PARSED_KEPT = 4096;

/** Parses a decimal input; numbers must be finite. Throws INVALID_DECIMAL. */
export function dec(value: Decimalish | Big, label = 'value'): Big {
  if (value instanceof Big) return D(value);
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new PricingError('INVALID_DECIMAL', `${label} is not a finite number`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const kept = parsed.get(text);
  if (kept !== undefined) return kept;
  try {
    const parsedValue = D(text);
    if (parsed.size >= PARSED_KEPT) parsed.clear();
    parsed.set(text, parsedValue);
    keptTexts.set(parsedValue, parsedValue.toFixed());
    return parsedValue;
  } catch {
    throw new PricingError('INVALID_DECIMAL', `${label} is not a decimal: ${JSON.stringify(value)}`);
  }
}

/** The smaller of two decimals. */
export function min(a: Big, b: Big): Big {
  return a.lt(b) ? a : b;
}

/** The larger of two decimals. */
export function max(a: Big, b: Big): Big {
  return a.gt(b) ? a : b;
}

/** Never below zero: the floor every price passes through after a discount. */
export function nonNegative(a: Big): Big {
  return a.s < 0 && !isZero(a) ? ZERO : a;
}

/** Whether a decimal is zero (big.js keeps zero as the single digit 0, whatever its sign). */
export function isZero(a: Big): boolean {
  return a.c[0] === 0;
}

/** Canonical text of a decimal (no trailing zeros, never exponent notation): '20', '5.5'. */
export function decText(a: Big): string {
  return keptTexts.get(a) ?? a.toFixed();
}
