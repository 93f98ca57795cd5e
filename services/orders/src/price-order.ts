import type { PlaceOrderBody, ProductPrices, ShopSalesSettings } from '@vendange/contracts';
import { priceSellerCart, type LineInput } from '@vendange/pricing';

export interface PricedOrderLine {
  productId: number;
  formatId: number;
  label: string;
  quantity: number;
  unitHtCents: number;
  unitTtcCents: number;
  vatRate: string;
  lineHtCents: number;
  vatCents: number;
  lineTtcCents: number;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  totalHtCents: number;
  vatCents: number;
  totalTtcCents: number;
}

/** Why a line cannot be ordered: a stable code and the French message the buyer sees. */
export interface OrderRefusal {
  code: 'UNKNOWN_PRODUCT' | 'UNKNOWN_FORMAT' | 'PRODUCT_UNAVAILABLE' | 'NO_PRICE';
  message: string;
  line: number;
}

export type PriceOrderResult = { ok: true; order: PricedOrder } | { ok: false; refusal: OrderRefusal };

/**
 * Prices a buyer's order from the catalogue's answer (the server is authoritative: the client sends
 * no price). Every line must be a product visible to the buyer, online, in an existing format, with a
 * price in the buyer's grid. Each line's engine input (tiers, promotions, VAT type, excise and custom
 * tax) is the one the catalogue builds for its own price display, so the order costs what the shop
 * showed; the engine then applies quantities, cart-wide tiers and VAT per rate. No delivery yet.
 */
export function priceOrder(input: { lines: PlaceOrderBody['lines']; catalog: ProductPrices; shop: ShopSalesSettings; date: Date }): PriceOrderResult {
  const { catalog, shop } = input;
  const cartLines: LineInput[] = [];
  const described: Array<{ productId: number; formatId: number; label: string }> = [];
  for (const [i, line] of input.lines.entries()) {
    const refuse = (code: OrderRefusal['code'], message: string): PriceOrderResult => ({ ok: false, refusal: { code, message, line: i } });
    const found = catalog.lines[i];
    if (!found || !found.found || found.productId !== line.productId) return refuse('UNKNOWN_PRODUCT', 'Produit inexistant');
    if (found.formatId === null) return refuse('UNKNOWN_FORMAT', `Ce format n'existe pas pour « ${found.label} ».`);
    if (found.status === 'outofstock') return refuse('PRODUCT_UNAVAILABLE', `« ${found.label} » est en rupture de stock : retirez-le de votre commande.`);
    if (found.status !== 'online') return refuse('PRODUCT_UNAVAILABLE', `« ${found.label} » n'est plus en vente : retirez-le de votre commande.`);
    if (found.priceCents === null || !found.pricing || !catalog.typology) return refuse('NO_PRICE', `« ${found.label} » n'est pas proposé à votre tarif : retirez-le de votre commande ou contactez le producteur.`);
    // Built by catalog's pricingLineOf from the same @vendange/pricing types (an internal, trusted answer).
    const pricing = found.pricing as unknown as Omit<LineInput, 'quantity'>;
    cartLines.push({ ...pricing, id: i, quantity: line.quantity, format: { ...pricing.format, id: found.formatId } });
    described.push({ productId: found.productId, formatId: found.formatId, label: found.label });
  }
  const cart = priceSellerCart({
    sellerId: shop.id, lines: cartLines,
    context: { typology: { ...catalog.typology!, priceEntry: 'ht' }, shop: { hasTVA: shop.hasTVA, allRulesInEq75: shop.allRulesInEq75 }, date: input.date },
  });
  const lines = cart.lines.map((l, i): PricedOrderLine => ({
    ...described[i]!, quantity: l.quantity, unitHtCents: l.unitHT, unitTtcCents: l.unitTTC, vatRate: l.vatRate,
    lineHtCents: l.lineHT, vatCents: l.vat, lineTtcCents: l.lineTTC,
  }));
  return { ok: true, order: { lines, totalHtCents: cart.price.totalHT, vatCents: cart.price.tva, totalTtcCents: cart.price.totalTTC } };
}
