import { HUNDRED, ZERO, dec, type Dec } from './decimal';
import { centsToEuros, roundToCents, type Cents } from './money';
import { roundedQuotient } from './scaled';

/**
 * VAT contained in an amount incl. VAT at `ratePercent`: round(TTC × rate / (100 + rate)), half up.
 * The rule of a price list shown incl. VAT (docs/decisions/rounding.md): the TTC the buyer sees is
 * the fact, and VAT and HT are derived from it, so TTC = HT + VAT holds by construction.
 */
export function vatInTtc(ttc: Cents, ratePercent: string): Cents {
  const rate = dec(ratePercent, 'VAT rate');
  if (rate.eq(ZERO) || ttc === 0) return 0;
  const fraction = rateFraction(ratePercent, rate);
  const numerator = ttc * fraction.p;
  if (fraction.denominator > 0 && Number.isSafeInteger(numerator)) return roundedQuotient(numerator, fraction.denominator);
  return roundToCents(centsToEuros(ttc).times(rate).div(rate.plus(HUNDRED)));
}

/**
 * A rate of p / 10^k percent as the fraction of a TTC that is VAT: p / (100 × 10^k + p), in integers. The
 * division big.js made (20 decimals, then half up to the cent) gives the same cents as the exact quotient: a
 * quotient that is not a tie lies at least 1 / (2 × denominator) cents from one, far beyond 20 decimals
 * (docs/decisions/cart-price-performance.md). Kept per rate text, as the decimals are (a few rates in all).
 */
const fractions = new Map<string, { p: number; denominator: number }>();

function rateFraction(text: string, rate: Dec): { p: number; denominator: number } {
  const kept = fractions.get(text);
  if (kept !== undefined) return kept;
  // big.js keeps a value as digits c and exponent e: 5.5 is [5, 5], 0; 20 is [2], 1.
  const decimals = Math.max(0, rate.c.length - 1 - rate.e);
  const digits = Number(rate.c.join('')) * 10 ** Math.max(0, rate.e - (rate.c.length - 1));
  const p = rate.s < 0 ? -digits : digits;
  const fraction = { p, denominator: 100 * 10 ** decimals + p };
  // A rate with too many digits for exact integers keeps big.js's path (denominator 0).
  const exact = Number.isSafeInteger(digits) && Number.isSafeInteger(fraction.denominator) && decimals <= 12;
  if (fractions.size >= 256) fractions.clear();
  const result = exact ? fraction : { p: 0, denominator: 0 };
  fractions.set(text, result);
  return result;
}
