import type { ProductPrice, ShopSalesSettings } from '@vendange/contracts';
import { priceSellerCart, type LineInput } from '@vendange/pricing';
import { shippingOf, type PricedOrder, type PricedOrderLine, type ShippingChoice } from '../price-order';

type Found = Extract<ProductPrice, { found: true }>;

/** A primeur line: units of a catalogue format at a price incl. VAT and duties set by the campaign's tranches. */
export interface PrimeurLine { found: Found; quantity: number; unitTtcCents: number; label: string; perEquivalent?: boolean }

/**
 * Prices primeur lines with the shop's own engine, as a grid entered incl. VAT (the tranche prices are): the
 * engine derives each line's amount excl. VAT, its excise and CSS and its VAT from the price incl. VAT, so a
 * line costs exactly units × price; the delivery chosen is priced as for any order. A line counted per 75 cl
 * equivalent (before bottling) is priced as a bottle, whatever format it rides on.
 */
export function pricePrimeur(shop: ShopSalesSettings, lines: readonly PrimeurLine[], shipping: ShippingChoice | null, date: Date): PricedOrder {
  const cartLines: LineInput[] = lines.map((l, i) => {
    // Built by catalog's pricingLineOf (an internal, trusted answer); without a grid price, the format's volume alone.
    // The grid's prices, tiers and promotions play no part: the tranche's price is the price.
    const pricing = (l.found.pricing ?? { format: { unity: l.found.unity, unityValue: String(l.found.unityValue), eq75: String(l.found.eq75) }, product: { vatType: l.found.vatType, productType: l.found.productType } }) as unknown as Omit<LineInput, 'quantity'>;
    const format = l.perEquivalent ? { ...pricing.format, eq75: '1', unity: 'cl', unityValue: '75', packingQuantity: 1 } : pricing.format;
    return { ...pricing, id: i, quantity: l.quantity, format: { ...format, id: l.found.formatId!, price: l.unitTtcCents, typologies: null, discountPrice: null, discountAdd: null, promotions: null }, fixedUnit: l.unitTtcCents, discountPercent: null };
  });
  const ship = shippingOf(shop.rules, shipping);
  const cart = priceSellerCart({
    sellerId: shop.id, lines: cartLines, shipping: ship.input,
    context: { typology: { key: 'primeur', ttc: true, priceEntry: 'ttc', globalDiscount: null }, shop: { hasTVA: shop.hasTVA, allRulesInEq75: shop.allRulesInEq75 }, date },
  });
  const priced = cart.lines.map((c, i): PricedOrderLine => {
    const l = lines[i]!;
    return {
      productId: l.found.productId, formatId: l.found.formatId!, vintageId: l.found.vintageId, vintage: l.found.vintage, label: l.label, quantity: c.quantity,
      unitHtCents: c.unitHT, unitTtcCents: c.unitTTC, vatRate: c.vatRate, lineHtCents: c.lineHT, vatCents: c.vat, lineTtcCents: c.lineTTC,
      exciseCents: c.duties.excise, cssCents: c.duties.css, boxKey: null, productType: l.found.productType,
    };
  });
  return {
    lines: priced, facts: cart.lines.map((c) => ({ minQuantity: null, maxQuantity: null, counted: c.ships ? Number(c.countedQuantity) : 0 })),
    totalHtCents: cart.price.totalHT, vatCents: cart.price.tva, totalTtcCents: cart.price.totalTTC,
    goodsHtCents: cart.price.totalHT - cart.price.shipping + cart.price.discount, promoAmountCents: cart.price.promoAmount, shippingCents: cart.price.shipping,
    discountCents: cart.price.discount, promo: null, shipping: ship.resolved, nbrPackages: cart.nbrPackages, franco: cart.franco, francoPercent: cart.francoPercent,
    amountBeforeFranco: cart.amountBeforeFranco, amountBeforeBottleFranco: cart.amountBeforeBottleFranco,
  };
}
