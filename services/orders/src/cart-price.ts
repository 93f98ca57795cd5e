import type { CartPriceBody, ProductPrices, SellerCartPrice, ShopSalesSettings } from '@vendange/contracts';
import { InternalCallError, type InternalCall } from '@vendange/service-kit';
import { priceOrder } from './price-order';

/**
 * POST /v1/orders/get-cart-price: each seller's part of a cart priced by the server, for the buyer
 * (their typology) or a visitor (the public one), with the same engine input as placing the order.
 * A seller whose cart cannot be priced gets its reason instead of a price; the others are priced.
 */
export async function priceCart(internal: InternalCall, userId: number | undefined, body: CartPriceBody, date: Date): Promise<SellerCartPrice[]> {
  return Promise.all(body.orders.filter((o) => o.products.length > 0).map(async (order): Promise<SellerCartPrice> => {
    const sellerId = order.seller.id;
    const lines = order.products.map((p) => ({ productId: p.id, quantity: p.quantity, ...(p.chosenFormat ? { formatId: p.chosenFormat.id } : {}) }));
    const refused = (code: string, message: string, line = 0): SellerCartPrice => ({ sellerId, price: null, lines: [], error: { code, message, line } });
    let shop: ShopSalesSettings;
    try {
      shop = await internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${sellerId}/sales-settings`);
    } catch (error) {
      if (error instanceof InternalCallError && error.statusCode === 404) return refused('UNKNOWN_SHOP', "Cette boutique n'existe pas.");
      throw error;
    }
    const catalog = await internal<ProductPrices>('catalog', 'POST', '/v1/internal/products/prices', {
      shopId: shop.id, ...(userId === undefined ? {} : { userId }), lines: lines.map(({ quantity: _q, ...l }) => l),
    });
    const priced = priceOrder({ lines, catalog, shop, date });
    if (!priced.ok) return refused(priced.refusal.code, priced.refusal.message, priced.refusal.line);
    const sum = priced.order;
    return {
      sellerId, error: null,
      price: { totalHT: sum.totalHtCents, tva: sum.vatCents, totalTTC: sum.totalTtcCents, shipping: 0 },
      lines: sum.lines.map((l) => ({ productId: l.productId, formatId: l.formatId, quantity: l.quantity, unitTtcCents: l.unitTtcCents, lineTtcCents: l.lineTtcCents })),
    };
  }));
}
