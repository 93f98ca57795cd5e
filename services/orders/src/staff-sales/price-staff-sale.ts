import type { ClientSummary, ProductPrices, ShopSalesSettings, StaffSaleBody, StaffSalePrice } from '@vendange/contracts';
import { HttpError, InternalCallError, type InternalCall, type ShopSettingsOf } from '@vendange/service-kit';
import { priceOrder, type PriceOrderResult } from '../price-order';

/** What pricing a sale entered by the producer reads. */
export interface StaffSaleReads { internal: InternalCall; shopSettings: ShopSettingsOf }

export interface PricedStaffSale {
  shop: ShopSalesSettings;
  client: ClientSummary;
  catalog: ProductPrices;
  result: PriceOrderResult;
}

const clientUnknown = () => new HttpError(400, 'UNKNOWN_CLIENT', "Ce client n'existe pas dans votre fichier clients : choisissez-en un autre.");

/**
 * Prices a sale for a client of the shop's CRM: the client's price grid (their typology, else the shop's
 * public one), the producer's price or discount on a line, the delivery chosen; the same engine as the shop.
 */
export async function priceStaffSale({ internal, shopSettings }: StaffSaleReads, body: StaffSaleBody, date: Date): Promise<PricedStaffSale> {
  const [shop, client] = await Promise.all([
    shopSettings(body.shopId),
    internal<ClientSummary>('crm', 'GET', `/v1/internal/shops/${body.shopId}/clients/${body.clientId}`).catch((error: unknown) => {
      if (error instanceof InternalCallError && error.statusCode === 404) throw clientUnknown();
      throw error;
    }),
  ]);
  const catalog = await internal<ProductPrices>('catalog', 'POST', '/v1/internal/products/prices', {
    shopId: shop.id, ...(client.typology ? { typology: client.typology } : {}),
    lines: body.lines.map((l) => ({ productId: l.productId, ...(l.formatId ? { formatId: l.formatId } : {}), ...(l.vintageId ? { vintageId: l.vintageId } : {}) })),
  });
  const result = priceOrder({
    lines: body.lines, catalog, shop, date, shipping: body.shipping ?? null,
    adjustments: body.lines.map((l) => ({ fixedUnit: l.unitPriceCents ?? null, discountPercent: l.discountPercent ?? null })),
  });
  return { shop, client, catalog, result };
}

/** The preview's answer: each line with the grid's price beside what is charged, the totals, or why it cannot be priced. */
export function salePriceOf(body: StaffSaleBody, priced: PricedStaffSale): StaffSalePrice {
  const { catalog, result } = priced;
  // Grids are entered excl. VAT (the engine prices them so: price-order.ts); a TTC grid only shows prices incl. VAT.
  const priceEntry = 'ht' as const;
  if (!result.ok) {
    return { lines: [], totalHtCents: 0, vatCents: 0, totalTtcCents: 0, shippingCents: 0, priceEntry, typology: catalog.typology?.key ?? null, error: result.refusal };
  }
  const { order } = result;
  return {
    lines: order.lines.map((l, i) => {
      const asked = body.lines[i]!;
      const found = catalog.lines[i];
      return {
        productId: l.productId, formatId: l.formatId, label: l.label, quantity: l.quantity,
        listUnitCents: found?.found ? found.priceCents ?? 0 : 0,
        unitHtCents: l.unitHtCents, unitTtcCents: l.unitTtcCents, vatRate: l.vatRate, lineHtCents: l.lineHtCents, lineTtcCents: l.lineTtcCents, exciseCents: l.exciseCents,
        unitPriceCents: asked.unitPriceCents ?? null, discountPercent: asked.discountPercent ?? null, reason: asked.reason ?? null,
      };
    }),
    totalHtCents: order.totalHtCents, vatCents: order.vatCents, totalTtcCents: order.totalTtcCents, shippingCents: order.shippingCents,
    priceEntry, typology: catalog.typology?.key ?? null, error: null,
  };
}
