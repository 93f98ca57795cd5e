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

/** A decimal given as a string ('5.5', '4.19') or a JS number (read through its shortest decimal string). */
export type Decimalish = string | number;

/** Parses a decimal input; numbers must be finite. Throws INVALID_DECIMAL. */
export function dec(value: Decimalish | Big, label = 'value'): Big {
  if (value instanceof Big) return D(value);
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new PricingError('INVALID_DECIMAL', `${label} is not a finite number`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  try {
    return D(text);
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
  return a.lt(0) ? D(0) : a;
}

/** Canonical text of a decimal (no trailing zeros, never exponent notation): '20', '5.5'. */
export function decText(a: Big): string {
  return a.toFixed();
}
