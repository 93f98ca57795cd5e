import { intDec, isZero, nonNegative, type Dec } from './decimal';
import { centsToEuros, roundToCents, type Cents } from './money';
import { addScaled, roundedQuotient, scaledOf, timesScaled, timesToCents } from './scaled';
import type { PricingContext } from './types';
import { vatInTtc } from './ttc-shown';
import { vatOfBase } from './vat-allocation';
import { unitPrice, type UnitExact, type UnitPrice, type UnitPriceInput } from './unit-price';

export interface LineDuties {
  /** Excise duty, rounded once per line. */
  excise: Cents;
  /** Social-security levy (> 18 % ABV), rounded once per line. */
  css: Cents;
  /** Custom tax of the vintage (when added), rounded once per line. */
  customTax: Cents;
  total: Cents;
}

export interface PricedLine extends Omit<UnitPrice, 'exact'> {
  id?: string | number;
  quantity: number;
  /** Goods excl. VAT and excl. duties. */
  goodsHT: Cents;
  duties: LineDuties;
  /** Everything excl. VAT: goodsHT + duties.total. */
  lineHT: Cents;
  /** The part of lineHT subject to VAT (goods, excise, CSS, custom tax when customTaxVat). */
  vatBase: Cents;
  /** VAT of the line: alone, base × rate; in a seller cart, its share of the VAT of its rate. */
  vat: Cents;
  lineTTC: Cents;
  /** lineTTC when the typology displays TTC, else lineHT. */
  lineDisplay: Cents;
  /** Goods HT removed by the promotion (informative: already out of goodsHT). */
  promoAmount: Cents;
  /** Goods HT removed by tiers and the typology discount (negative for a surcharge). */
  discountAmount: Cents;
  /** Whether the line counts for parcels and the franco quantity. */
  ships: boolean;
}

/** Goods HT of `quantity` units whose entered unit price is `entered` (see README, "HT from TTC"). */
function goodsHTOf(entered: Dec, exact: UnitExact, duties: LineDuties, quantity: number, context: PricingContext): Cents {
  if ((context.typology.priceEntry ?? 'ht') === 'ht') return centsOfTimes(nonNegative(entered), quantity);
  // Entered TTC: derive from the line's TTC target with the duties as rounded on this line, so the
  // line's TTC is as close as VAT rounding allows to unit TTC × quantity.
  const inBase = duties.excise + duties.css + (exact.customTaxInVatBase ? duties.customTax : 0);
  const outside = exact.customTaxInVatBase ? 0 : duties.customTax;
  return goodsFromTtcCents(entered, quantity, outside, inBase, exact.multiplier)
    ?? roundToCents(nonNegative(entered.times(intDec(quantity)).minus(centsToEuros(outside)).div(exact.multiplier).minus(centsToEuros(inBase))));
}

/**
 * round(max(0, (entered × quantity − outside) / multiplier − inBase)) in cents as one exact fraction, in integers.
 * big.js divided at 20 places first: the same cents, since a quotient that is not a tie lies at least 1 / (2 × its
 * denominator) cents from one, and the denominator is kept below 10^15 (as vatInTtc). Null: big.js computes.
 */
export function goodsFromTtcCents(entered: Dec, quantity: number, outside: Cents, inBase: Cents, multiplier: Dec): Cents | null {
  const e = scaledOf(entered);
  const mu = scaledOf(multiplier);
  if (e === null || mu === null || mu.m <= 0) return null;
  const line = timesScaled(e, { m: quantity, k: 0 });
  const target = line && addScaled(line, { m: -outside, k: 2 });
  if (target === null || target.k + mu.k > 15) return null;
  // cents = (target.m × 10^(mu.k + 2) − inBase × 10^target.k × mu.m) / (10^target.k × mu.m)
  const denominator = timesScaled({ m: 10 ** target.k, k: 0 }, { m: mu.m, k: 0 });
  const numerator = timesScaled({ m: target.m, k: 0 }, { m: 10 ** (mu.k + 2), k: 0 });
  const taken = denominator && timesScaled({ m: inBase, k: 0 }, denominator);
  const difference = numerator && taken && addScaled(numerator, { m: -taken.m, k: 0 });
  if (!denominator || !difference || Math.abs(difference.m) > Number.MAX_SAFE_INTEGER - denominator.m) return null;
  return difference.m <= 0 ? 0 : roundedQuotient(difference.m, denominator.m);
}

/** round(d × quantity) to the cent: in integers on d's digits, in big.js past the safe integers (the same cents). */
function centsOfTimes(d: Dec, quantity: number): Cents {
  if (isZero(d)) return 0;
  return timesToCents(d, quantity) ?? roundToCents(d.times(intDec(quantity)));
}

/** Prices one line: unit prices, duties (rounded once per line), goods, VAT base, VAT alone, totals. */
export function priceLine(input: UnitPriceInput): PricedLine {
  const { line, context } = input;
  const unit = unitPrice(input);
  const { exact } = unit;
  const q = line.quantity;
  const excise = centsOfTimes(exact.dutyPerUnit, q);
  const css = centsOfTimes(exact.cssPerUnit, q);
  const customTax = centsOfTimes(exact.customTaxPerUnit, q);
  const duties: LineDuties = { excise, css, customTax, total: excise + css + customTax };
  const goodsHT = goodsHTOf(exact.entered, exact, duties, q, context);
  const beforePromo = exact.enteredBeforePromo.eq(exact.entered) ? goodsHT : goodsHTOf(exact.enteredBeforePromo, exact, duties, q, context);
  const listEuros = centsToEuros(unit.listUnit);
  const list = listEuros.eq(exact.enteredBeforePromo) ? beforePromo : goodsHTOf(listEuros, exact, duties, q, context);
  const amounts = (context.typology.ttc ? ttcShownAmounts(unit.unitTTC * q, unit.vatRate, duties, exact.customTaxInVatBase) : null)
    ?? htShownAmounts(goodsHT, duties, exact);
  const productType = line.product?.productType;
  // Each field named (no rest or spread): a line is priced on every cart price (docs/decisions/cart-price-performance.md).
  return {
    listUnit: unit.listUnit, unitHT: unit.unitHT, unitTTC: unit.unitTTC, unitDisplay: unit.unitDisplay, vatRate: unit.vatRate,
    eq75: unit.eq75, countedQuantity: unit.countedQuantity, tier: unit.tier, promotion: unit.promotion,
    id: line.id, quantity: q, duties,
    goodsHT: amounts.goodsHT, lineHT: amounts.lineHT, vatBase: amounts.vatBase, vat: amounts.vat, lineTTC: amounts.lineTTC,
    lineDisplay: context.typology.ttc ? amounts.lineTTC : amounts.lineHT,
    promoAmount: beforePromo - goodsHT, discountAmount: list - beforePromo,
    ships: line.ships ?? (productType !== 'prestation' && productType !== 'touristTax'),
  };
}


type LineAmounts = Pick<PricedLine, 'goodsHT' | 'lineHT' | 'vatBase' | 'vat' | 'lineTTC'>;

/** Price list shown HT (docs/decisions/rounding.md): goods HT rounded once per line, VAT on the line's base. */
function htShownAmounts(goodsHT: Cents, duties: LineDuties, exact: UnitExact): LineAmounts {
  const vatBase = goodsHT + duties.excise + duties.css + (exact.customTaxInVatBase ? duties.customTax : 0);
  const lineHT = goodsHT + duties.total;
  const vat = vatOfBase(vatBase, exact.multiplier);
  return { goodsHT, lineHT, vatBase, vat, lineTTC: lineHT + vat };
}

/**
 * Price list shown TTC (docs/decisions/rounding.md): line TTC = unit TTC shown × quantity exactly;
 * VAT derived from it (custom tax outside the VAT base aside), HT = TTC − VAT, goods = HT − duties.
 * Null when the goods would come out negative (goods worth less than the rounding of their duties,
 * such as a free bottle carrying duties): that line keeps the HT rule.
 */
export function ttcShownAmounts(lineTTC: Cents, vatRate: string, duties: LineDuties, customTaxInVatBase: boolean): LineAmounts | null {
  const outside = customTaxInVatBase ? 0 : duties.customTax;
  const vat = vatInTtc(lineTTC - outside, vatRate);
  const lineHT = lineTTC - vat;
  const goodsHT = lineHT - duties.total;
  if (goodsHT < 0) return null;
  return { goodsHT, lineHT, vatBase: lineHT - outside, vat, lineTTC };
}
