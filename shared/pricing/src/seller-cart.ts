import { D, dec, decText, type Decimalish } from './decimal';
import { PricingError } from './errors';
import { assertCents, centsToEuros, roundToCents, sumCents, type Cents } from './money';
import { priceLine, type PricedLine } from './price-line';
import { shippingFor, type ShippingInput, type ShippingResult } from './shipping';
import type { LineInput, OrderFacts, PricingContext } from './types';
import { countedQuantityOf, listUnitOf } from './unit-price';
import { allocateVat, type VatGroup } from './vat-allocation';
import { vatRatePercent } from './vat';

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
    if (percent.lt(0) || percent.gt(100)) throw new PricingError('INVALID_QUANTITY', 'discount percent must be between 0 and 100');
    return Math.min(goods, roundToCents(centsToEuros(goods).times(percent).div(100)));
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
  /** Goods amount compared with the franco amount (display basis), cents. */
  amountForFranco: Cents;
}

/** Order-level facts (line count, counted quantity, list amount) of a seller cart. */
export function orderFactsOf(lines: readonly LineInput[], context: PricingContext): OrderFacts {
  let counted = D(0);
  let listAmount = 0;
  for (const line of lines) {
    counted = counted.plus(countedQuantityOf(line, context));
    listAmount += listUnitOf(line, context) * line.quantity;
  }
  return { lineCount: lines.length, countedQuantity: decText(counted), listAmount: sumCents([listAmount]) };
}

/**
 * Prices the cart of one seller: each line with the order's facts, shipping (parcels, franco),
 * VAT per rate on the sum of bases (shipping at the standard rate), VAT shared back to lines, totals.
 */
export function priceSellerCart(input: SellerCartInput): PricedSellerCart {
  const { context } = input;
  const order = orderFactsOf(input.lines, context);
  const priced = input.lines.map((line) => priceLine({ line, context, order }));

  const shipCount = priced.reduce((acc, l) => (l.ships ? acc.plus(l.countedQuantity) : acc), D(0));
  const goodsVat = allocateVat(priced.map((l) => ({ rate: l.vatRate, base: l.vatBase }))).groups;
  const goodsHT = sumCents(priced.map((l) => l.lineHT));
  const amountForFranco = context.typology.ttc ? goodsHT + sumCents(goodsVat.map((g) => g.vat)) : goodsHT;
  const ship = shippingFor({ ...(input.shipping ?? {}), count: shipCount.toFixed(), amount: amountForFranco });

  // The cart's discount comes off the goods (never the duties), shared to lines by their goods, before VAT.
  const discount = discountCentsOf(input.discount, sumCents(priced.map((l) => l.goodsHT)));
  const lineDiscounts = shareCents(discount, priced.map((l) => l.goodsHT));
  const shippingRate = vatRatePercent({ vatType: 'standard' }, context.shop ?? {});
  const members = [...priced.map((l, i) => ({ rate: l.vatRate, base: l.vatBase - lineDiscounts[i]! })), { rate: shippingRate, base: ship.shipping }];
  const { groups, shares } = allocateVat(members);
  const lines = priced.map((l, i) => {
    const vat = shares[i]!;
    const lineTTC = l.lineHT - lineDiscounts[i]! + vat;
    return { ...l, cartDiscount: lineDiscounts[i]!, vat, lineTTC, lineDisplay: context.typology.ttc ? lineTTC : l.lineHT - lineDiscounts[i]! };
  });
  const shippingVat = shares[priced.length]!;
  const vat = groups.filter((g) => g.base !== 0 || g.vat !== 0);
  const totalHT = goodsHT - discount + ship.shipping;
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
