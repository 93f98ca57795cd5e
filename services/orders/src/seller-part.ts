import { shopsPricesPath, type CartBoxRef, type CartCheckSeller, type ProductPrices, type ShopSalesSettings, type ShopsPrices, type ShopsPricesBody } from '@vendange/contracts';
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

type PricedLines = Array<{ productId: number; quantity: number; formatId?: number; vintageId?: number; box: CartBoxRef | null }>;

export type PricedPart =
  | { found: false; sellerId: number }
  | { found: true; shop: ShopSalesSettings; result: PriceOrderResult; lines: Array<{ productId: number; quantity: number; formatId?: number; vintageId?: number }>; check: CartCheckSeller | null };

/** A format's units available for sale as the catalogue answered; null when not tracked. */
function stockOf(catalog: ProductPrices, formatId: number): number | null {
  for (const line of catalog.lines) if (line.found && line.formatId === formatId) return line.stock;
  return null;
}

type PricedLine = PricedLines[number];
type CatalogueLine = ShopsPricesBody['shops'][number]['lines'][number];

/**
 * A cart's line as the engine and the order read it. Ids are set only when chosen, one field at a time: a spread of
 * a literal that may be empty, or a rest, takes V8's slow generic copy, on every line of every cart price.
 */
function pricedLine(p: SellerPartInput['products'][number]): PricedLine {
  const line: PricedLine = { productId: p.id, quantity: p.quantity, box: p.box ?? null };
  if (p.chosenFormat) line.formatId = p.chosenFormat.id;
  if (p.chosenVintage) line.vintageId = p.chosenVintage.id;
  return line;
}

/** What the catalogue is asked of a line: the product, and the format and vintage when chosen. */
function catalogueLine(l: PricedLine): CatalogueLine {
  const asked: CatalogueLine = { productId: l.productId };
  if (l.formatId !== undefined) asked.formatId = l.formatId;
  if (l.vintageId !== undefined) asked.vintageId = l.vintageId;
  return asked;
}

/** The shop's sales rules (the process's cache of them); null when there is no such shop. */
async function shopOf(shopSettings: ShopSettingsOf, sellerId: number): Promise<ShopSalesSettings | null> {
  try {
    return await shopSettings(sellerId);
  } catch (error) {
    if (error instanceof InternalCallError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Reads each seller's sales rules and, in one call for all of them, the catalogue's prices for this buyer (or a
 * visitor), prices each part with its delivery, and builds what the cart checks read. One path for the cart's price
 * and for the checkout, so the buyer is checked at checkout exactly as the cart page showed. A seller that does not
 * exist is `found: false`; the others are priced.
 */
export async function priceSellerParts({ internal, shopSettings }: SellerReads, userId: number | undefined, parts: readonly SellerPartInput[], date: Date): Promise<PricedPart[]> {
  const shops = await Promise.all(parts.map((part) => shopOf(shopSettings, part.sellerId)));
  // The vintage chosen goes with the line: its duties are priced and its name is kept on the order line.
  const lines = parts.map((part) => part.products.map(pricedLine));
  // One internal call for every seller of the cart (docs/decisions/cart-price-performance.md), not one each.
  const asked = parts.flatMap((_part, i) => (shops[i] ? [i] : []));
  const catalogs = new Map<number, ProductPrices>();
  if (asked.length > 0) {
    const answer = await internal<ShopsPrices>('catalog', 'POST', shopsPricesPath, {
      ...(userId === undefined ? {} : { userId }),
      shops: asked.map((i) => ({ shopId: shops[i]!.id, lines: lines[i]!.map(catalogueLine) })),
    } satisfies ShopsPricesBody);
    asked.forEach((i, k) => catalogs.set(i, answer.shops[k]!));
  }
  return parts.map((part, i): PricedPart => {
    const shop = shops[i];
    return shop ? pricedPart(shop, lines[i]!, catalogs.get(i)!, part, date) : { found: false, sellerId: part.sellerId };
  });
}

/** One seller's part priced from its shop's rules and the catalogue's answer. */
function pricedPart(shop: ShopSalesSettings, lines: PricedLines, catalog: ProductPrices, part: SellerPartInput, date: Date): PricedPart {
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
