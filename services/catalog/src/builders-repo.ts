import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BuilderDetail, BuilderSummary, BuilderWine, ViewerPrice } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { boxBuilders, formatPrices, formats, productImages, products, typologies, vintages } from './db/schema';
import { fileUrl, typologyForView } from './products-repo';
import { pricesHiddenFor, type ShopSettingsOf } from './shop-settings';
import { pricedTypologyOf } from './typologies-repo';
import { frenchToday, viewerPriceOf } from './viewer-price';
import type { ShopView } from './visibility';

type ProductRow = typeof products.$inferSelect;
type BuilderRow = typeof boxBuilders.$inferSelect;

const decimalText = (v: string) => String(Number(v));

/** Sum of prices (the cheapest full box): every figure in cents, the typology of the first. */
function addPrices(a: ViewerPrice, b: ViewerPrice, times = 1): ViewerPrice {
  return { typology: a.typology, htCents: a.htCents + b.htCents * times, ttcCents: a.ttcCents + b.ttcCents * times, displayCents: a.displayCents + b.displayCents * times };
}

/**
 * Box builders on the storefront: the shop's online box products with a composition rule, their
 * packaging price and the eligible wines priced as they will be in the box, for one viewer (their
 * typology; no price to a visitor when the shop keeps prices for members).
 */
export function buildersRepo(db: Db, shopSettings: ShopSettingsOf) {
  async function describe(shopId: number, boxes: Array<{ p: ProductRow; b: BuilderRow }>, view: ShopView, visitor: boolean, withWines: boolean): Promise<BuilderDetail[]> {
    if (boxes.length === 0) return [];
    const eligible = [...new Set(boxes.flatMap((x) => x.b.eligibleFormatIds))];
    const boxIds = boxes.map((x) => x.p.id);
    const [shopTypologies, shop, boxFormats, wineRows] = await Promise.all([
      db.select().from(typologies).where(eq(typologies.shopId, shopId)),
      shopSettings(shopId),
      db.select().from(formats).where(inArray(formats.productId, boxIds)).orderBy(asc(formats.position), asc(formats.id)),
      eligible.length === 0 ? [] : db.select({ f: formats, p: products }).from(formats).innerJoin(products, eq(products.id, formats.productId))
        .where(and(inArray(formats.id, eligible), eq(products.shopId, shopId), eq(products.status, 'online'))).orderBy(asc(products.name), asc(formats.position)),
    ]);
    const productIds = [...new Set([...boxIds, ...wineRows.map((w) => w.p.id)])];
    const formatIds = [...boxFormats.map((f) => f.id), ...wineRows.map((w) => w.f.id)];
    const typology = typologyForView(view, shopTypologies);
    const [vintageRows, grids, images] = await Promise.all([
      db.select().from(vintages).where(inArray(vintages.productId, productIds)),
      typology && formatIds.length ? db.select().from(formatPrices).where(and(inArray(formatPrices.formatId, formatIds), eq(formatPrices.typology, typology.key))) : [],
      db.selectDistinctOn([productImages.productId], { productId: productImages.productId, storageKey: productImages.storageKey }).from(productImages)
        .where(inArray(productImages.productId, productIds)).orderBy(productImages.productId, asc(productImages.position), asc(productImages.id)),
    ]);
    const hidden = pricesHiddenFor(visitor, shop);
    const priced = typology && !hidden ? pricedTypologyOf(typology) : null;
    const date = frenchToday();
    const newest = (productId: number) => vintageRows.filter((v) => v.productId === productId).sort((a, b) => b.name.localeCompare(a.name))[0];
    const imageOf = (productId: number) => { const i = images.find((x) => x.productId === productId); return i ? fileUrl(i.storageKey) : null; };
    const priceOf = (f: typeof formats.$inferSelect, p: ProductRow, boxPercent?: string) => (priced
      ? viewerPriceOf({ format: f, grid: grids.find((g) => g.formatId === f.id), product: p, vintage: newest(p.id), typology: priced, shop, date }, boxPercent)
      : null);

    return boxes.map(({ p, b }) => {
      const percent = decimalText(b.discountPercent);
      const boxFormat = boxFormats.find((f) => f.productId === p.id);
      const boxPrice = boxFormat ? priceOf(boxFormat, p) : null;
      const wines: BuilderWine[] = wineRows.filter((w) => b.eligibleFormatIds.includes(w.f.id)).map(({ f, p: wine }) => {
        const vintage = newest(wine.id);
        return {
          productId: wine.id, formatId: f.id, name: wine.name, precision: wine.precision, color: wine.color,
          vintage: vintage ? { id: vintage.id, name: vintage.name } : null, imageUrl: imageOf(wine.id),
          container: f.container, unity: f.unity, unityValue: decimalText(f.unityValue), stock: f.stock,
          price: priceOf(f, wine, percent), priceBefore: priceOf(f, wine),
        };
      });
      const cheapest = wines.map((w) => w.price).filter((x): x is ViewerPrice => x !== null).sort((x, y) => x.displayCents - y.displayCents)[0];
      const summary: BuilderSummary = {
        id: p.id, shopId: p.shopId, name: p.name, precision: p.precision, description: p.description, imageUrl: imageOf(p.id),
        size: b.size, discountPercent: percent, boxFormatId: boxFormat?.id ?? null, boxPrice,
        fromPrice: boxPrice && cheapest ? addPrices(boxPrice, cheapest, b.size) : null,
        typology: typology ? { key: typology.key, name: typology.name, ttc: typology.ttc } : null,
      };
      return { ...summary, wines: withWines ? wines : [] };
    });
  }

  const online = (shopId: number) => and(eq(products.shopId, shopId), eq(products.status, 'online'), eq(products.productType, 'box'));

  return {
    async list(shopId: number, view: ShopView, visitor: boolean): Promise<BuilderSummary[]> {
      const rows = await db.select({ p: products, b: boxBuilders }).from(products).innerJoin(boxBuilders, eq(boxBuilders.productId, products.id))
        .where(online(shopId)).orderBy(asc(products.name), asc(products.id)).limit(100);
      return (await describe(shopId, rows, view, visitor, false)).map(({ wines: _w, ...summary }) => summary);
    },
    /** One builder with its wines; null when unknown, not a composable box, or not online. */
    async byId(builderId: number, viewFor: (shopId: number) => ShopView, visitor: boolean): Promise<BuilderDetail | null> {
      const found = await db.select({ p: products, b: boxBuilders }).from(products).innerJoin(boxBuilders, eq(boxBuilders.productId, products.id))
        .where(eq(products.id, builderId)).limit(1);
      const row = found[0];
      if (!row || row.p.status !== 'online' || row.p.productType !== 'box') return null;
      return (await describe(row.p.shopId, [row], viewFor(row.p.shopId), visitor, true))[0] ?? null;
    },
  };
}
export type BuildersRepo = ReturnType<typeof buildersRepo>;
