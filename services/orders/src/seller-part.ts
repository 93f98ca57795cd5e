import type { CartBoxRef, CartCheckSeller, ProductPrices, ShopSalesSettings } from '@vendange/contracts';
import { InternalCallError, type InternalCall, type ShopSettingsOf } from '@vendange/service-kit';
import { priceOrder, type PriceOrderResult, type ShippingChoice } from './price-order';

/** One seller's part of a cart as the buyer sent it (no price: the server prices). */
export interface SellerPartInput {
  sellerId: number;
  products: Array<{ id: number; quantity: number; chosenFormat?: { id: number } | null | undefined; chosenVintage?: { id: number } | null | undefined; box?: CartBoxRef | null | undefined }>;
  shipping?: ShippingChoice | null | undefined;
  paymentType?: string | null | undefined;
  promoCode?: string | null | undefined;
}

/** What pricing a seller's part reads: the shop's settings (the process's cache of them) and the catalogue's prices. */
export interface SellerReads { internal: InternalCall; shopSettings: ShopSettingsOf }

export type PricedPart =
  | { found: false; sellerId: number }
  | { found: true; shop: ShopSalesSettings; result: PriceOrderResult; lines: Array<{ productId: number; quantity: number; formatId?: number; vintageId?: number }>; check: CartCheckSeller | null };

/** A format's units available for sale as the catalogue answered; null when not tracked. */
function stockOf(catalog: ProductPrices, formatId: number): number | null {
  for (const line of catalog.lines) if (line.found && line.formatId === formatId) return line.stock;
  return null;
}

/**
 * Reads the shop's sales rules and the catalogue's prices for this buyer (or a visitor), prices the
 * part with its delivery, and builds what the cart checks read. One path for the cart's price and
 * for the order, so the buyer is checked at checkout exactly as the cart page showed.
 */
export async function priceSellerPart({ internal, shopSettings }: SellerReads, userId: number | undefined, part: SellerPartInput, date: Date): Promise<PricedPart> {
  let shop: ShopSalesSettings;
  try {
    shop = await shopSettings(part.sellerId);
  } catch (error) {
    if (error instanceof InternalCallError && error.statusCode === 404) return { found: false, sellerId: part.sellerId };
    throw error;
  }
  // The vintage chosen goes with the line: its duties are priced and its name is kept on the order line.
  const lines = part.products.map((p) => ({
    productId: p.id, quantity: p.quantity, ...(p.chosenFormat ? { formatId: p.chosenFormat.id } : {}), ...(p.chosenVintage ? { vintageId: p.chosenVintage.id } : {}), box: p.box ?? null,
  }));
  const catalog = await internal<ProductPrices>('catalog', 'POST', '/v1/internal/products/prices', {
    shopId: shop.id, ...(userId === undefined ? {} : { userId }), lines: lines.map(({ quantity: _q, box: _b, ...l }) => l),
  });
  const result = priceOrder({ lines, catalog, shop, date, shipping: part.shipping ?? null, promoCode: part.promoCode ?? null });
  const check: CartCheckSeller | null = result.ok ? {
    sellerId: shop.id, sellerName: shop.name, rules: shop.rules, totalHtCents: result.order.goodsHtCents,
    products: result.order.lines.map((l, i) => ({
      label: l.label, quantity: l.quantity, minQuantity: result.order.facts[i]!.minQuantity, maxQuantity: result.order.facts[i]!.maxQuantity,
      // The format's units available for sale, shared by every line of that format (docs/decisions/stock-for-sale.md).
      stock: stockOf(catalog, l.formatId), formatId: l.formatId, counted: result.order.facts[i]!.counted,
    })),
    reservations: [],
    shipping: { type: part.shipping?.type ?? null, ref: part.shipping?.ref ?? null, collectionPointId: part.shipping?.collectionPointId ?? null },
    paymentType: part.paymentType ?? null,
    promo: result.order.promo,
  } : null;
  return { found: true, shop, result, lines, check };
}
