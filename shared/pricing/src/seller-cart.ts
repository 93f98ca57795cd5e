import { HUNDRED, ZERO, dec, type Dec, type Decimalish } from './decimal';
import { PricingError } from './errors';
import { assertCents, centsToEuros, roundToCents, sumCents, type Cents } from './money';
import { priceLine, type PricedLine } from './price-line';
import { sumText } from './scaled';
import { shippingFor, type ShippingInput, type ShippingResult } from './shipping';
import type { LineInput, OrderFacts, PricingContext } from './types';
import { countedQuantityOf, listUnitOf } from './unit-price';
import { vatInTtc } from './ttc-shown';
import { allocateVat, vatOfBase, type VatGroup } from './vat-allocation';
import { multiplierOfRate, vatRatePercent } from './vat';

/** A discount on the whole seller cart (a promo code): a percent of the goods, or an amount, never more than the goods. */
export interface OrderDiscount {
  percent?: Decimalish | null;
  /** Cents excl. VAT. */
  amount?: Cents | null;
}

export interface SellerCartInput {
  sellerId?: string | number;
  lines: readonly LineInput[];
  context: PricingContext;
  shipping?: ShippingInput | null;
  discount?: OrderDiscount | null;
}

/** The discount in cents on goods worth `goods` cents excl. VAT and duties. */
export function discountCentsOf(discount: OrderDiscount | null | undefined, goods: Cents): Cents {
  if (!discount) return 0;
  if (discount.percent !== undefined && discount.percent !== null) {
    const percent = dec(discount.percent, 'discount percent');
    if (percent.lt(ZERO) || percent.gt(HUNDRED)) throw new PricingError('INVALID_QUANTITY', 'discount percent must be between 0 and 100');
    return Math.min(goods, roundToCents(centsToEuros(goods).times(percent).div(HUNDRED)));
  }
  if (discount.amount !== undefined && discount.amount !== null) return Math.min(goods, assertCents(discount.amount, 'discount amount'));
  return 0;
}

/** Shares `total` cents among parts in proportion to their weights, by largest remainder (ties: first), exactly. */
export function shareCents(total: Cents, weights: readonly Cents[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const parts = weights.map((w, i) => {
    const numerator = BigInt(total) * BigInt(w);
    return { i, floor: Number(numerator / BigInt(sum)), rest: numerator % BigInt(sum) };
  });
  const shares = parts.map((p) => p.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const p of [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i))) {
    if (left <= 0) break;
    shares[p.i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Shape close to the spec's cart order price; all amounts in cents. */
export interface SellerCartPrice {
  /** Goods HT removed by promotions and the cart's discount (informative: already out of totalHT). */
  promoAmount: Cents;
  /** The cart's discount (promo code) excl. VAT, out of totalHT. */
  discount: Cents;
  /** Shipping excl. VAT. */
  shipping: Cents;
  /** Σ lineHT − discount + shipping. */
  totalHT: Cents;
  /** Σ VAT of every rate. */
  tva: Cents;
  /** totalHT + tva. */
  totalTTC: Cents;
}

export interface PricedSellerCart extends Omit<ShippingResult, 'shipping'> {
  sellerId?: string | number;
  /** Lines, with `vat` their share of the VAT of their rate and `cartDiscount` their share of the discount (Σ lineTTC + shippingTTC = totalTTC). */
  lines: Array<PricedLine & { cartDiscount: Cents }>;
  price: SellerCartPrice;
  /** VAT per rate, computed on the sum of bases of the rate (goods, duties and shipping). */
  vat: VatGroup[];
  shippingLine: { rate: string; base: Cents; vat: Cents; ttc: Cents };
  /** Σ counted quantity of all lines (eq75 when allRulesInEq75). */
  countedQuantity: string;
  /** Goods excl. VAT (duties included, before a promo code) compared with the franco amount, set excl. VAT; cents. */
  amountForFranco: Cents;
}

/** Order-level facts (line count, counted quantity, list amount) of a seller cart. */
export function orderFactsOf(lines: readonly LineInput[], context: PricingContext): OrderFacts {
  const counted: Dec[] = [];
  let listAmount = 0;
  for (const line of lines) {
    counted.push(countedQuantityOf(line, context));
    listAmount += listUnitOf(line, context) * line.quantity;
  }
  // sumText: the quantities added in integers (scaled.ts), the same text as big.js's sum.
  return { lineCount: lines.length, countedQuantity: counted.length === 0 ? '0' : sumText(counted), listAmount: sumCents([listAmount]) };
}

/**
 * Prices the cart of one seller: each line with the order's facts, shipping (parcels, franco),
 * VAT per rate (shipping at the standard rate) by the rule of the list's display basis
 * (docs/decisions/rounding.md), VAT shared back to lines, totals.
 */
export function priceSellerCart(input: SellerCartInput): PricedSellerCart {
  const { context } = input;
  const order = orderFactsOf(input.lines, context);
  const priced = input.lines.map((line) => priceLine({ line, context, order }));

  // dec: a line's counted quantity is one of a few texts, parsed once (cart-price-performance.md).
  const shipped: Dec[] = [];
  for (const l of priced) if (l.ships) shipped.push(dec(l.countedQuantity));
  const shipCount = shipped.length === 0 ? '0' : sumText(shipped);
  const goodsHT = sumCents(priced.map((l) => l.lineHT));
  // The franco amount is set excl. VAT (sales settings): it compares with the goods excl. VAT, whatever the list shows.
  const amountForFranco = goodsHT;
  const ship = shippingFor({ ...(input.shipping ?? {}), count: shipCount, amount: amountForFranco });

  // The cart's discount comes off the goods (never the duties), shared to lines by their goods, before VAT.
  const discount = discountCentsOf(input.discount, sumCents(priced.map((l) => l.goodsHT)));
  const lineDiscounts = shareCents(discount, priced.map((l) => l.goodsHT));
  const shippingRate = vatRatePercent({ vatType: 'standard' }, context.shop ?? {});
  const taxed = context.typology.ttc
    ? ttcShownCart(priced, lineDiscounts, shippingRate, ship.shipping)
    : htShownCart(priced, lineDiscounts, shippingRate, ship.shipping);
  const lines = priced.map((l, i) => withTaxes(l, taxed.lines[i]!, lineDiscounts[i]!, Boolean(context.typology.ttc)));
  const shippingVat = taxed.shippingVat;
  const vat = taxed.groups.filter((g) => g.base !== 0 || g.vat !== 0);
  const totalHT = sumCents(lines.map((l) => l.lineHT)) - discount + ship.shipping;
  const tva = sumCents(vat.map((g) => g.vat));
  const { shipping, ...shipRest } = ship;
  return {
    sellerId: input.sellerId,
    lines,
    price: { promoAmount: sumCents(lines.map((l) => l.promoAmount)) + discount, discount, shipping, totalHT, tva, totalTTC: totalHT + tva },
    vat,
    shippingLine: { rate: shippingRate, base: shipping, vat: shippingVat, ttc: shipping + shippingVat },
    countedQuantity: String(order.countedQuantity),
    amountForFranco,
    ...shipRest,
  };
}

/** A priced line with its share of the cart's VAT and discount (each field named: no spread on the hot path). */
function withTaxes(l: PricedLine, t: TaxedCart['lines'][number], cartDiscount: Cents, ttcShown: boolean): PricedLine & { cartDiscount: Cents } {
  return {
    listUnit: l.listUnit, unitHT: l.unitHT, unitTTC: l.unitTTC, unitDisplay: l.unitDisplay, vatRate: l.vatRate,
    eq75: l.eq75, countedQuantity: l.countedQuantity, tier: l.tier, promotion: l.promotion,
    id: l.id, quantity: l.quantity, duties: l.duties,
    goodsHT: t.goodsHT, lineHT: t.lineHT, vatBase: t.vatBase, vat: t.vat, lineTTC: t.lineTTC,
    lineDisplay: ttcShown ? t.lineTTC : l.lineHT - cartDiscount,
    promoAmount: l.promoAmount, discountAmount: l.discountAmount, ships: l.ships, cartDiscount,
  };
}

interface TaxedCart {
  /** Per line: its VAT and the amounts that follow from it. */
  lines: Array<Pick<PricedLine, 'goodsHT' | 'lineHT' | 'vatBase' | 'vat' | 'lineTTC'>>;
  groups: VatGroup[];
  shippingVat: Cents;
}

/**
 * Price list shown HT (docs/decisions/rounding.md): VAT per rate on the sum of the HT bases of the
 * rate (BR-CO-17), shipping included, shared back to the lines; line TTC = HT − discount + VAT.
 */
function htShownCart(priced: readonly PricedLine[], lineDiscounts: readonly Cents[], shippingRate: string, shipping: Cents): TaxedCart {
  const members = [...priced.map((l, i) => ({ rate: l.vatRate, base: l.vatBase - lineDiscounts[i]! })), { rate: shippingRate, base: shipping }];
  const { groups, shares } = allocateVat(members);
  return {
    lines: priced.map((l, i) => ({ goodsHT: l.goodsHT, lineHT: l.lineHT, vatBase: l.vatBase, vat: shares[i]!, lineTTC: l.lineHT - lineDiscounts[i]! + shares[i]! })),
    groups,
    shippingVat: shares[priced.length]!,
  };
}

/**
 * Price list shown TTC (docs/decisions/rounding.md): each line's TTC is its shown TTC (unit TTC ×
 * quantity), less its share of the cart's discount taken incl. VAT; shipping (priced HT) gets its VAT
 * alone; per rate, VAT = round((Σ TTC of the rate − custom tax outside the VAT base) × rate / (100 +
 * rate)) and HT = TTC − VAT. Each line keeps the VAT of its own TTC, and the cents by which the rate's
 * VAT (less the shipping's) differs go to its largest lines; each line's HT, goods and VAT base follow, so every sum the buyer sees adds up to the cent.
 */
function ttcShownCart(priced: readonly PricedLine[], lineDiscounts: readonly Cents[], shippingRate: string, shipping: Cents): TaxedCart {
  const outsideOf = (l: PricedLine) => l.lineHT - l.vatBase;
  const goodsOf = (l: PricedLine, i: number, ttc: Cents, vat: Cents) => ttc - vat + lineDiscounts[i]! - l.duties.total;
  const ttc = priced.map((l, i) => {
    if (lineDiscounts[i]! === 0) return l.lineTTC;
    // The discount incl. VAT, never taking the goods below zero (a 100 % code leaves the duties to pay).
    let off = Math.min(roundToCents(centsToEuros(lineDiscounts[i]!).times(multiplierOfRate(l.vatRate))), l.lineTTC - outsideOf(l));
    while (off > 0 && goodsOf(l, i, l.lineTTC - off, vatInTtc(l.lineTTC - off - outsideOf(l), l.vatRate)) < 0) off -= 1;
    return l.lineTTC - off;
  });
  // Each line's own VAT first; the few cents by which the rate's VAT differs go to the largest lines.
  const vats: Cents[] = priced.map((l, i) => vatInTtc(ttc[i]! - outsideOf(l), l.vatRate));
  const shippingVat = vatOfBase(shipping, multiplierOfRate(shippingRate));
  const rates = [...new Set([...priced.map((l) => l.vatRate), shippingRate])];
  const groups: VatGroup[] = rates.map((rate) => {
    const members = priced.flatMap((l, i) => (l.vatRate === rate ? [i] : [])).sort((a, b) => ttc[b]! - ttc[a]! || a - b);
    const shipped = rate === shippingRate && shipping > 0;
    const taxable = sumCents(members.map((i) => ttc[i]! - outsideOf(priced[i]!))) + (shipped ? shipping + shippingVat : 0);
    let vat = vatInTtc(taxable, rate);
    let left = vat - (shipped ? shippingVat : 0) - sumCents(members.map((i) => vats[i]!));
    // A cent more of VAT only where the goods can give it; a cent less where there is VAT to take it from.
    for (let moved = true; left !== 0 && moved;) {
      moved = false;
      for (const i of members) {
        if (left === 0) break;
        const l = priced[i]!;
        if (left > 0 && goodsOf(l, i, ttc[i]!, vats[i]! + 1) >= 0) { vats[i]! += 1; left -= 1; moved = true; }
        else if (left < 0 && vats[i]! > 0) { vats[i]! -= 1; left += 1; moved = true; }
      }
    }
    // Only goods-free lines (duties alone) were left to take a cent: the rate keeps the VAT of its lines (rounding.md, rule 8).
    vat -= left;
    return { rate, base: taxable - vat, vat };
  });
  groups.sort((a, b) => dec(b.rate).cmp(dec(a.rate)));
  return {
    lines: priced.map((l, i) => {
      const lineHT = ttc[i]! - vats[i]! + lineDiscounts[i]!;
      return { goodsHT: lineHT - l.duties.total, lineHT, vatBase: lineHT - outsideOf(l), vat: vats[i]!, lineTTC: ttc[i]! };
    }),
    groups,
    shippingVat,
  };
}
