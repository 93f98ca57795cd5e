import { D, decText } from './decimal';
import { sumCents, type Cents } from './money';
import { priceLine, type PricedLine } from './price-line';
import { shippingFor, type ShippingInput, type ShippingResult } from './shipping';
import type { LineInput, OrderFacts, PricingContext } from './types';
import { countedQuantityOf, listUnitOf } from './unit-price';
import { allocateVat, type VatGroup } from './vat-allocation';
import { vatRatePercent } from './vat';

export interface SellerCartInput {
  sellerId?: string | number;
  lines: readonly LineInput[];
  context: PricingContext;
  shipping?: ShippingInput | null;
}

/** Shape close to the spec's cart order price; all amounts in cents. */
export interface SellerCartPrice {
  /** Goods HT removed by promotions (informative: already out of totalHT). */
  promoAmount: Cents;
  /** Shipping excl. VAT. */
  shipping: Cents;
  /** Σ lineHT + shipping. */
  totalHT: Cents;
  /** Σ VAT of every rate. */
  tva: Cents;
  /** totalHT + tva. */
  totalTTC: Cents;
}

export interface PricedSellerCart extends Omit<ShippingResult, 'shipping'> {
  sellerId?: string | number;
  /** Lines, with `vat` their share of the VAT of their rate (Σ lineTTC + shippingTTC = totalTTC). */
  lines: PricedLine[];
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

  const shippingRate = vatRatePercent({ vatType: 'standard' }, context.shop ?? {});
  const members = [...priced.map((l) => ({ rate: l.vatRate, base: l.vatBase })), { rate: shippingRate, base: ship.shipping }];
  const { groups, shares } = allocateVat(members);
  const lines = priced.map((l, i) => {
    const vat = shares[i]!;
    const lineTTC = l.lineHT + vat;
    return { ...l, vat, lineTTC, lineDisplay: context.typology.ttc ? lineTTC : l.lineHT };
  });
  const shippingVat = shares[priced.length]!;
  const vat = groups.filter((g) => g.base !== 0 || g.vat !== 0);
  const totalHT = goodsHT + ship.shipping;
  const tva = sumCents(vat.map((g) => g.vat));
  const { shipping, ...shipRest } = ship;
  return {
    sellerId: input.sellerId,
    lines,
    price: { promoAmount: sumCents(lines.map((l) => l.promoAmount)), shipping, totalHT, tva, totalTTC: totalHT + tva },
    vat,
    shippingLine: { rate: shippingRate, base: shipping, vat: shippingVat, ttc: shipping + shippingVat },
    countedQuantity: String(order.countedQuantity),
    amountForFranco,
    ...shipRest,
  };
}
