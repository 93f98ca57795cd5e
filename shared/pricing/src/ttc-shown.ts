import { HUNDRED, ZERO, dec } from './decimal';
import { centsToEuros, roundToCents, type Cents } from './money';

/**
 * VAT contained in an amount incl. VAT at `ratePercent`: round(TTC × rate / (100 + rate)), half up.
 * The rule of a price list shown incl. VAT (docs/decisions/rounding.md): the TTC the buyer sees is
 * the fact, and VAT and HT are derived from it, so TTC = HT + VAT holds by construction.
 */
export function vatInTtc(ttc: Cents, ratePercent: string): Cents {
  const rate = dec(ratePercent, 'VAT rate');
  if (rate.eq(ZERO) || ttc === 0) return 0;
  return roundToCents(centsToEuros(ttc).times(rate).div(rate.plus(HUNDRED)));
}
