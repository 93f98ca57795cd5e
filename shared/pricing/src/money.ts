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

/**
 * Euros of the amounts met most (prices, lines, totals of a cart) kept once built: a big.js value is never
 * changed in place, and building one from a number is a string parse (docs/decisions/cart-price-performance.md).
 * Bounded: past its size the table starts again.
 */
const ONE_CENT = D('0.01');
const eurosOf = new Map<Cents, Dec>();
const EUROS_KEPT = 4096;

/** Cents to exact euros (1234 → 12.34). */
export function centsToEuros(cents: Cents, label?: string): Dec {
  const kept = eurosOf.get(cents);
  if (kept !== undefined) return kept;
  const euros = ONE_CENT.times(assertCents(cents, label));
  if (eurosOf.size >= EUROS_KEPT) eurosOf.clear();
  eurosOf.set(cents, euros);
  return euros;
}

/**
 * The one rounding helper: euros to integer cents, half up to 2 decimals. "Half up" is big.js's
 * roundHalfUp: a tie goes away from zero, so 0.005 → 1 cent, 2.675 → 268 cents and -2.675 → -268
 * cents (symmetric, the commercial convention). Throws OUT_OF_RANGE past Number.MAX_SAFE_INTEGER cents.
 */
export function roundToCents(euros: Dec | string): Cents {
  const value = typeof euros === 'string' ? D(euros) : euros;
  // Read the cents from the value's own digits (coefficient c, exponent e: 12.345 is [1,2,3,4,5], 1), as big.js's
  // round(2, roundHalfUp) decides: the digits of euros × 100, plus one when the next digit is 5 or more (on the
  // magnitude: a tie goes away from zero). No rounded copy built, no decimal string (cart-price-performance.md).
  const c = value.c;
  const digits = value.e + 3;
  let n = 0;
  for (let k = 0; k < digits; k++) n = n * 10 + (c[k] ?? 0);
  if (digits >= 0 && (c[digits] ?? 0) >= 5) n += 1;
  if (value.s < 0) n = -n;
  n = n || 0; // -0 → 0
  if (!Number.isSafeInteger(n)) throw new PricingError('OUT_OF_RANGE', `amount ${value.round(2, Big.roundHalfUp).times(100).toFixed()} cents is too large`);
  return n;
}

/** Sum of cents, exact (safe integers added stay exact while the total is safe). */
export function sumCents(values: readonly Cents[]): Cents {
  const total = values.reduce((acc, v) => acc + v, 0);
  return assertCents(total, 'sum');
}
