import Big from 'big.js';
import { D, type Dec } from './decimal';
import { PricingError } from './errors';

/** An amount of money in integer euro cents (a safe integer). Every amount crossing the API is one. */
export type Cents = number;

/** Checks that a number is a safe integer amount of cents. Throws INVALID_CENTS. */
export function assertCents(value: number, label = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new PricingError('INVALID_CENTS', `${label} must be integer cents, got ${String(value)}`);
  }
  return value;
}

const ONE_CENT = D('0.01');

/** Cents to exact euros (1234 → 12.34). */
export function centsToEuros(cents: Cents, label?: string): Dec {
  return ONE_CENT.times(assertCents(cents, label));
}

/**
 * The one rounding helper: euros to integer cents, half up to 2 decimals. "Half up" is big.js's
 * roundHalfUp: a tie goes away from zero, so 0.005 → 1 cent, 2.675 → 268 cents and -2.675 → -268
 * cents (symmetric, the commercial convention). Throws OUT_OF_RANGE past Number.MAX_SAFE_INTEGER cents.
 */
export function roundToCents(euros: Dec | string): Cents {
  const cents = (typeof euros === 'string' ? D(euros) : euros).round(2, Big.roundHalfUp).times(100);
  const n = Number(cents.toFixed(0)) || 0; // -0 → 0
  if (!Number.isSafeInteger(n)) throw new PricingError('OUT_OF_RANGE', `amount ${cents.toFixed()} cents is too large`);
  return n;
}

/** Sum of cents, exact (safe integers added stay exact while the total is safe). */
export function sumCents(values: readonly Cents[]): Cents {
  const total = values.reduce((acc, v) => acc + v, 0);
  return assertCents(total, 'sum');
}
