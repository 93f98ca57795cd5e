import { HUNDRED, HUNDREDTH, type Dec } from './decimal';

/**
 * What a percent off leaves of a price, (100 − p) / 100, kept per percent (the decimals `dec` keeps are shared, so
 * one lookup serves every line): the typology's discount and a promotion's percent were a subtraction and two
 * multiplications a line (cart-price-performance.md). big.js multiplies exactly and drops trailing zeros, so
 * price × ((100 − p) × 0.01) is the very decimal price × (100 − p) × 0.01 was.
 */
const left = new WeakMap<Dec, Dec>();

export function percentLeft(percent: Dec): Dec {
  const kept = left.get(percent);
  if (kept !== undefined) return kept;
  const factor = HUNDRED.minus(percent).times(HUNDREDTH);
  left.set(percent, factor);
  return factor;
}
