import { HUNDRED, ONE, ZERO, dec, intDec, decText, nonNegative, type Dec } from './decimal';
import { hasTiers, tierAt, type TierHit } from './degressive';
import { eq75Exact, volumeHlExact } from './eq75';
import { PricingError } from './errors';
import { exciseExact } from './excise';
import { assertCents, centsToEuros, roundToCents, type Cents } from './money';
import { addScaled, scaledOf, scaledToCents, timesScaled } from './scaled';
import { percentLeft } from './percent-left';
import { bestPromotion, type Promotion } from './promotions';
import type { LineInput, OrderFacts, PricingContext, PricingTypology } from './types';
import { multiplierOfRate, vatRatePercent } from './vat';

export interface UnitPriceInput {
  line: LineInput;
  context: PricingContext;
  /** The seller cart, for global tiers and order-level promotions; default: this line alone. */
  order?: OrderFacts | null;
}

/** Exact per-unit values, in euros, kept for line computations (never shown). */
export interface UnitExact {
  /** Unit price in the entry basis after tiers, typology discount and promotion. */
  entered: Dec;
  /** Same, before the promotion. */
  enteredBeforePromo: Dec;
  /** Excl. VAT and duties. */
  ht: Dec;
  dutyPerUnit: Dec;
  cssPerUnit: Dec;
  customTaxPerUnit: Dec;
  customTaxInVatBase: boolean;
  multiplier: Dec;
}

export interface UnitPrice {
  /** List price of the grid (entry basis), cents. */
  listUnit: Cents;
  /** Unit price excl. VAT and excl. duties, rounded for display. */
  unitHT: Cents;
  /** Unit price incl. duties and VAT, rounded for display. A price entered TTC comes back unchanged. */
  unitTTC: Cents;
  /** unitTTC when the typology displays TTC, else unitHT. */
  unitDisplay: Cents;
  /** VAT rate in percent ('20', '5.5', '0'). */
  vatRate: string;
  /** 75 cl equivalents in one sold unit. */
  eq75: string;
  /** Quantity used by quantity rules (× eq75 when allRulesInEq75). */
  countedQuantity: string;
  tier: { discountPrice: TierHit | null; discountAdd: TierHit | null };
  promotion: Promotion | null;
  exact: UnitExact;
}

/** Whether rules count in 75 cl equivalents: the typology's flag, else the shop's. */
export function countsInEq75(context: PricingContext): boolean {
  return context.typology.allRulesInEq75 ?? context.shop?.allRulesInEq75 ?? false;
}

/** The pricing typology entry of a format for the context's typology (may be absent). */
export function pricingTypologyOf(line: LineInput, context: PricingContext): PricingTypology | undefined {
  return line.format.typologies?.[context.typology.key];
}

/** List unit price (cents, entry basis) of a line; throws NOT_VISIBLE or NO_PRICE. */
export function listUnitOf(line: LineInput, context: PricingContext): Cents {
  const pt = pricingTypologyOf(line, context);
  if (pt?.visible === false) throw new PricingError('NOT_VISIBLE', `format ${String(line.format.id ?? '')} is not sold to typology ${context.typology.key}`);
  const price = pt?.price ?? line.format.price;
  if (price === undefined || price === null) throw new PricingError('NO_PRICE', `format ${String(line.format.id ?? '')} has no price for typology ${context.typology.key}`);
  return assertCents(price, 'price');
}

/** Checks a quantity: a positive safe integer. */
export function assertQuantity(quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new PricingError('INVALID_QUANTITY', `quantity must be a positive integer, got ${String(quantity)}`);
  return quantity;
}

/** Counted quantity of a line for quantity rules (pass the format's eq75 when already known). */
export function countedQuantityOf(line: LineInput, context: PricingContext, eq75: Dec | null = null): Dec {
  const q = intDec(assertQuantity(line.quantity));
  return countsInEq75(context) ? q.times(eq75 ?? eq75Exact(line.format)) : q;
}

/**
 * Unit price of a line: list price → degressive tiers (discountPrice replaces, then discountAdd
 * adds) → typology globalDiscount % → best active promotion; never below zero at any step. Then
 * split into HT (excl. VAT and duties) and TTC (incl. both) per the typology's entry basis.
 */
export function unitPrice(input: UnitPriceInput): UnitPrice {
  const { line, context } = input;
  const pt = pricingTypologyOf(line, context);
  const listUnit = listUnitOf(line, context);
  const quantity = assertQuantity(line.quantity);
  const eq75 = eq75Exact(line.format);
  const counted = countedQuantityOf(line, context, eq75);
  const order = input.order ?? { lineCount: 1, countedQuantity: counted.toFixed(), listAmount: listUnit * quantity };
  const global = line.format.discountGlobal === true;
  const tierCount = global ? intDec(order.lineCount) : counted;
  const floorCount = global ? ONE : countsInEq75(context) ? eq75 : ONE;

  let unit = centsToEuros(listUnit);
  // A price the producer set for this sale replaces the grid and everything the grid brings.
  const fixed = line.fixedUnit !== undefined && line.fixedUnit !== null ? assertCents(line.fixedUnit, 'fixedUnit') : null;
  const replace = fixed !== null ? null : tierAt(hasTiers(pt?.discountPrice) ? pt.discountPrice : line.format.discountPrice, tierCount, { floorCount, baseValue: listUnit });
  if (replace) unit = nonNegative(centsToEuros(replace.value));
  const add = fixed !== null ? null : tierAt(hasTiers(pt?.discountAdd) ? pt.discountAdd : line.format.discountAdd, tierCount, { floorCount, baseValue: 0 });
  if (add) unit = nonNegative(unit.plus(centsToEuros(add.value)));
  if (fixed !== null) unit = nonNegative(centsToEuros(fixed));
  const globalDiscount = fixed !== null ? null : context.typology.globalDiscount;
  if (globalDiscount !== undefined && globalDiscount !== null && globalDiscount !== '') {
    const g = dec(globalDiscount, 'globalDiscount');
    if (g.gt(HUNDRED)) throw new PricingError('OUT_OF_RANGE', 'globalDiscount must be at most 100');
    unit = nonNegative(unit.times(percentLeft(g)));
  }
  const enteredBeforePromo = unit;
  // The order's facts are checked on every line; their decimals are built only for a line with promotions.
  const orderCount = dec(order.countedQuantity, 'order countedQuantity');
  const orderListAmount = assertCents(order.listAmount, 'order listAmount');
  const promotions = line.format.promotions;
  const promo = fixed !== null || !promotions || promotions.length === 0 ? null : bestPromotion(unit, promotions, {
    lineCount: counted,
    lineListAmount: intDec(listUnit).times(intDec(quantity)),
    orderCount,
    orderListAmount: intDec(orderListAmount),
  });
  if (promo) unit = promo.unit;
  unit = lineDiscounted(unit, line.discountPercent);

  const vatRate = vatRatePercent({ vatType: pt?.vatType ?? line.product?.vatType, tva: pt?.tva, disableVAT: pt?.disableVAT }, context.shop ?? {});
  const multiplier = multiplierOfRate(vatRate);
  const taxes = unitTaxes(line, context);
  const exact: UnitExact = { entered: unit, enteredBeforePromo, ...taxes, multiplier, ht: htOf(unit, taxes, multiplier, context) };
  const unitHT = roundToCents(exact.ht);
  const unitTTC = ttcCentsOf(exact.ht, taxes, multiplier);
  return {
    listUnit, unitHT, unitTTC, unitDisplay: context.typology.ttc ? unitTTC : unitHT, vatRate,
    eq75: decText(eq75), countedQuantity: decText(counted),
    tier: { discountPrice: replace, discountAdd: add }, promotion: promo?.promotion ?? null, exact,
  };
}

/** The unit after a producer's line discount (percent, 0 to 100). */
function lineDiscounted(unit: Dec, percent: LineInput['discountPercent']): Dec {
  if (percent === undefined || percent === null || percent === '') return unit;
  const p = dec(percent, 'discountPercent');
  if (p.lt(ZERO) || p.gt(HUNDRED)) throw new PricingError('OUT_OF_RANGE', 'a line discount must be between 0 and 100 percent');
  return nonNegative(unit.times(HUNDRED.minus(p)).div(HUNDRED));
}

type UnitTaxes = Pick<UnitExact, 'dutyPerUnit' | 'cssPerUnit' | 'customTaxPerUnit' | 'customTaxInVatBase'>;

/** Exact per-unit excise, CSS and custom tax (zero for a duty-suspended sale). */
export function unitTaxes(line: LineInput, context: PricingContext): UnitTaxes {
  const none: UnitTaxes = { dutyPerUnit: ZERO, cssPerUnit: ZERO, customTaxPerUnit: ZERO, customTaxInVatBase: true };
  if (context.dutySuspended) return none;
  const volumeHl = volumeHlExact(line.format);
  const excise = line.excise ? exciseExact(line.excise, volumeHl, context.date) : null;
  const custom = line.customTax && line.customTax.added !== false ? dec(line.customTax.amountPerHL, 'customTaxAmountPerHL').times(volumeHl) : ZERO;
  if (custom.lt(ZERO)) throw new PricingError('OUT_OF_RANGE', 'a custom tax must not be negative');
  return {
    dutyPerUnit: excise?.dutyPerUnit ?? ZERO,
    cssPerUnit: excise?.cssPerUnit ?? ZERO,
    customTaxPerUnit: custom,
    customTaxInVatBase: line.customTax?.vat !== false,
  };
}

/** Taxes inside the VAT base, and taxes outside it, per unit. */
export function splitTaxes(t: UnitTaxes): { inBase: Dec; outside: Dec } {
  const inBase = t.dutyPerUnit.plus(t.cssPerUnit).plus(t.customTaxInVatBase ? t.customTaxPerUnit : ZERO);
  return { inBase, outside: t.customTaxInVatBase ? ZERO : t.customTaxPerUnit };
}

/**
 * HT (excl. VAT and duties) of an entered unit price. Entered HT: itself. Entered TTC:
 * (TTC − taxes outside the VAT base) / VAT multiplier − taxes in the VAT base, at 20 decimals, so
 * that (HT + taxes in base) × multiplier + taxes outside gives the entered TTC back; never below 0.
 */
export function htOf(entered: Dec, t: UnitTaxes, multiplier: Dec, context: PricingContext): Dec {
  if ((context.typology.priceEntry ?? 'ht') === 'ht') return entered;
  const { inBase, outside } = splitTaxes(t);
  return nonNegative(entered.minus(outside).div(multiplier).minus(inBase));
}

/** TTC of an exact HT unit: (HT + taxes in the VAT base) × multiplier + taxes outside it. */
export function ttcOf(ht: Dec, t: UnitTaxes, multiplier: Dec): Dec {
  const { inBase, outside } = splitTaxes(t);
  return ht.plus(inBase).times(multiplier).plus(outside);
}

/**
 * ttcOf rounded to the cent, in integers on the decimals' digits: big.js adds and multiplies exactly, so the same
 * sum and product in integers give the same cents; past the safe integers big.js computes (cart-price-performance.md).
 */
export function ttcCentsOf(ht: Dec, t: UnitTaxes, multiplier: Dec): Cents {
  const h = scaledOf(ht);
  const duty = scaledOf(t.dutyPerUnit);
  const css = scaledOf(t.cssPerUnit);
  const custom = scaledOf(t.customTaxPerUnit);
  const mu = scaledOf(multiplier);
  if (h !== null && duty !== null && css !== null && custom !== null && mu !== null) {
    const withDuties = addScaled(h, duty);
    const withCss = withDuties && addScaled(withDuties, css);
    const base = withCss && (t.customTaxInVatBase ? addScaled(withCss, custom) : withCss);
    const taxed = base && timesScaled(base, mu);
    const ttc = taxed && (t.customTaxInVatBase ? taxed : addScaled(taxed, custom));
    const cents = ttc && scaledToCents(ttc);
    if (cents !== null) return cents;
  }
  return roundToCents(ttcOf(ht, t, multiplier));
}
