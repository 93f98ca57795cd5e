import { and, asc, count, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ProductDetail, ProductListQuery, ProductSummary } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { boxBuilders, formatPrices, formats, nutrition, nutritionTexts, packings, productCounts, productImages, products, typologies, vintages } from './db/schema';
import { foldSearch } from './search-text';
import { pricesHiddenFor, type ShopSettingsOf } from './shop-settings';
import { pricedTypologyOf } from './typologies-repo';
import { viewerOfferOf } from './viewer-offer';
import { frenchToday, viewerPriceOf, type PricedTypology } from './viewer-price';
import { PUBLIC_STATUSES, type ShopView } from './visibility';

type ProductRow = typeof products.$inferSelect;
type VintageRow = typeof vintages.$inferSelect;
type FormatRow = typeof formats.$inferSelect;
type TypologyRow = typeof typologies.$inferSelect;

function filterConditions(filter: ProductListQuery['filter']): SQL[] {
  const conds: SQL[] = [];
  if (filter?.productType?.eq) conds.push(eq(products.productType, filter.productType.eq));
  if (filter?.productType?.ne) conds.push(ne(products.productType, filter.productType.ne));
  if (filter?.status?.eq) conds.push(eq(products.status, filter.status.eq));
  if (filter?.status?.ne !== undefined) conds.push(ne(products.status, filter.status.ne as never));
  if (filter?.gamme?.eq) conds.push(eq(products.gamme, filter.gamme.eq));
  if (filter?.color?.eq) conds.push(eq(products.color, filter.color.eq));
  return conds;
}

/**
 * The total of a list the per-shop counts answer (shop, status and type filters), without reading its
 * rows; null when a filter they do not keep (search, range, colour) asks for a real count.
 */
function countedTotal(db: Db, views: ShopView[], query: ProductListQuery): Promise<number> | null {
  const filter = query.filter;
  if (query.search || filter?.gamme?.eq || filter?.color?.eq) return null;
  const conds: SQL[] = [or(...views.map((v) => (v.staff ? eq(productCounts.shopId, v.shopId) : and(eq(productCounts.shopId, v.shopId), inArray(productCounts.status, [...PUBLIC_STATUSES]))!)))!];
  if (filter?.productType?.eq) conds.push(eq(productCounts.productType, filter.productType.eq));
  if (filter?.productType?.ne) conds.push(ne(productCounts.productType, filter.productType.ne));
  if (filter?.status?.eq) conds.push(eq(productCounts.status, filter.status.eq));
  if (filter?.status?.ne !== undefined) conds.push(ne(productCounts.status, filter.status.ne as never));
  return db.select({ n: sql<number>`coalesce(sum(${productCounts.n}), 0)::int` }).from(productCounts).where(and(...conds)).then((r) => r[0]?.n ?? 0);
}

const sorts = {
  name: [asc(products.name), asc(products.id)],
  '-name': [desc(products.name), desc(products.id)],
  createdAt: [asc(products.createdAt), asc(products.id)],
  '-createdAt': [desc(products.createdAt), desc(products.id)],
  status: [asc(products.status), asc(products.name), asc(products.id)],
  '-status': [desc(products.status), asc(products.name), asc(products.id)],
} as const;

export const fileUrl = (storageKey: string) => `/v1/files/${storageKey}`;
const decimalText = (v: string | null) => (v === null ? null : String(Number(v)));
const isPublicStatus = (status: string) => (PUBLIC_STATUSES as readonly string[]).includes(status);

/** The typology a view is priced with: the one asked/assigned when it exists at the shop, else the public one. */
export function typologyForView(view: ShopView, shopTypologies: TypologyRow[]): TypologyRow | null {
  const own = shopTypologies.filter((t) => t.shopId === view.shopId);
  return (view.typology ? own.find((t) => t.key === view.typology) : undefined) ?? own.find((t) => t.isPublic) ?? null;
}

/** A page's row: the product, its first picture and whether it composes (both read with the page). */
interface PageRow { p: ProductRow; image: string | null; hasBuilder: boolean }

export function productsRepo(db: Db, shopSettings: ShopSettingsOf) {
  const newestVintage = (rows: VintageRow[], productId: number) => rows.filter((v) => v.productId === productId).sort((a, b) => b.name.localeCompare(a.name))[0];

  // A list's reads after its page, built once and prepared: one array parameter whatever the page size.
  const typologiesOfShops = db.select().from(typologies).where(sql`${typologies.shopId} = any(${sql.placeholder('shopIds')}::int[])`).prepare('catalog_list_typologies');
  const vintagesOfPage = db.select().from(vintages).where(sql`${vintages.productId} = any(${sql.placeholder('ids')}::int[])`).prepare('catalog_list_vintages');
  // Formats come with their grid prices of the viewers' typologies in the same query.
  const formatsOfPage = db.select({ f: formats, grid: formatPrices }).from(formats)
    .leftJoin(formatPrices, and(eq(formatPrices.formatId, formats.id), sql`${formatPrices.typology} = any(${sql.placeholder('keys')}::text[])`))
    .where(sql`${formats.productId} = any(${sql.placeholder('ids')}::int[])`).orderBy(asc(formats.position), asc(formats.id)).prepare('catalog_list_formats');
  // The page's first pictures and builders come with its rows (correlated reads on their indexes). The page's
  // product is named in full: drizzle writes a column of a one-table select unqualified ("id"), which inside the
  // subquery would be the subquery's own column. (Vintages and formats read the same way, as JSON, measured a
  // third slower than the two prepared reads below: docs/decisions/api-performance.md.)
  const pageProductId = sql`"catalog"."products"."id"`;
  const pageColumns = {
    p: products,
    image: sql<string | null>`(select ${productImages.storageKey} from ${productImages} where ${productImages.productId} = ${pageProductId} order by ${productImages.position}, ${productImages.id} limit 1)`,
    hasBuilder: sql<boolean>`exists (select 1 from ${boxBuilders} where ${boxBuilders.productId} = ${pageProductId})`,
  };

  /**
   * Vintages, formats and the viewer's grid prices of a page of products: two prepared queries whatever the
   * page size. A visitor (not logged in) of a shop reserving its prices to members gets none.
   */
  async function hydrate(rows: PageRow[], views: ShopView[], shopTypologies: TypologyRow[], visitor: boolean): Promise<ProductSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.p.id);
    const shopIds = [...new Set(rows.map((r) => r.p.shopId))];
    const typologyByShop = new Map(shopIds.map((id) => [id, typologyForView(views.find((v) => v.shopId === id) ?? { shopId: id, staff: false, typology: null }, shopTypologies)]));
    const keys = [...new Set([...typologyByShop.values()].filter((t): t is TypologyRow => t !== null).map((t) => t.key))];
    const [vintageRows, formatJoin, settings] = await Promise.all([
      vintagesOfPage.execute({ ids }),
      formatsOfPage.execute({ ids, keys }),
      Promise.all(shopIds.map(async (id) => [id, await shopSettings(id)] as const)).then((pairs) => new Map(pairs)),
    ]);
    const formatRows = [...new Map(formatJoin.map((r) => [r.f.id, r.f])).values()];
    const priceRows = formatJoin.flatMap((r) => (r.grid ? [r.grid] : []));
    const date = frenchToday();
    return rows.map(({ p, image, hasBuilder }) => {
      const typology = typologyByShop.get(p.shopId) ?? null;
      const vintage = newestVintage(vintageRows, p.id);
      const shop = settings.get(p.shopId)!;
      const hidden = pricesHiddenFor(visitor, shop);
      return {
        id: p.id, shopId: p.shopId, name: p.name, precision: p.precision, productType: p.productType, color: p.color, status: p.status,
        gamme: p.gamme, vatType: p.vatType, minQuantity: p.minQuantity, maxQuantity: p.maxQuantity, hasBuilder,
        imageUrl: image ? fileUrl(image) : null,
        typology: typology ? { key: typology.key, name: typology.name, ttc: typology.ttc } : null,
        vintages: vintageRows.filter((v) => v.productId === p.id).sort((a, b) => b.name.localeCompare(a.name)).map((v) => ({ id: v.id, name: v.name })),
        formats: formatRows.filter((f) => f.productId === p.id).map((f) => {
          const grid = typology ? priceRows.find((r) => r.formatId === f.id && r.typology === typology.key) : undefined;
          const price = typology && !hidden ? viewerPriceOf({ format: f, grid, product: p, vintage, typology: pricedTypologyOf(typology), shop, date }) : null;
          return {
            id: f.id, container: f.container, unity: f.unity, unityValue: decimalText(f.unityValue)!, eq75: decimalText(f.eq75)!, type: f.type,
            priceCents: price?.htCents ?? null, priceTtcCents: price?.ttcCents ?? null, displayCents: price?.displayCents ?? null, stock: f.stock,
          };
        }),
      };
    });
  }

  type PricedDetail = Pick<ProductDetail['formats'][number], 'price' | 'tiers' | 'priceBeforePromotion'>;
  /** A format as the viewer may read it; `priced` null: prices reserved to members, none of them is sent. */
  function formatDetail(f: FormatRow, grids: Array<typeof formatPrices.$inferSelect>, priced: PricedDetail | null): ProductDetail['formats'][number] {
    const hidden = priced === null;
    return {
      id: f.id, gtin: f.gtin, container: f.container, unity: f.unity, unityValue: decimalText(f.unityValue)!, type: f.type, packingQuantity: f.packingQuantity,
      weight: decimalText(f.weight), eq75: decimalText(f.eq75)!, priceCents: hidden ? null : f.priceCents, discountPrice: hidden ? {} : f.discountPrice,
      discountAdd: hidden ? {} : f.discountAdd, discountGlobal: f.discountGlobal, promotions: hidden ? [] : f.promotions, visuals: f.visuals, stock: f.stock,
      stockFromLedger: f.stockFromLedger, price: priced?.price ?? null, tiers: priced?.tiers ?? [], priceBeforePromotion: priced?.priceBeforePromotion ?? null,
      typologies: hidden ? {} : Object.fromEntries(grids.filter((g) => g.formatId === f.id).map((g) => [g.typology, { visible: g.visible, priceCents: g.priceCents }])),
    };
  }

  return {
    /** `visitor`: the caller is not logged in (members-only prices). */
    async list(query: ProductListQuery, views: ShopView[], visitor = false) {
      const shopConds = views.map((v) => (v.staff ? eq(products.shopId, v.shopId) : and(eq(products.shopId, v.shopId), inArray(products.status, [...PUBLIC_STATUSES]))!));
      const conds = [or(...shopConds)!, ...filterConditions(query.filter)];
      const folded = query.search ? foldSearch(query.search).replace(/[\\%_]/g, (c) => `\\${c}`) : '';
      if (folded) conds.push(like(products.searchText, `%${folded}%`));
      const where = and(...conds);
      // Page and total apart: a window count would read and sort every matching row before the limit,
      // while the page alone walks the sort index and stops after offset + limit rows.
      // The total comes from the shops' counts when the filters allow (a constant cost at any catalogue size).
      const [rows, total, shopTypologies] = await Promise.all([
        db.select(pageColumns).from(products).where(where).orderBy(...sorts[query.sort]).limit(query.limit).offset(offsetOf(query.page, query.limit)),
        countedTotal(db, views, query) ?? db.select({ n: count() }).from(products).where(where).then((r) => r[0]?.n ?? 0),
        typologiesOfShops.execute({ shopIds: views.map((v) => v.shopId) }),
      ]);
      return { items: await hydrate(rows, views, shopTypologies, visitor), total, page: query.page, limit: query.limit };
    },

    async byId(id: number, viewFor: (shopId: number) => ShopView, visitor = false): Promise<ProductDetail | null> {
      const row = (await db.select().from(products).where(eq(products.id, id)).limit(1))[0];
      if (!row) return null;
      const view = viewFor(row.shopId);
      if (!view.staff && !isPublicStatus(row.status)) return null;
      const [vintageRows, formatRows, packingRows, nutritionRow, textRows, imageRows, shopTypologies, shop, builder] = await Promise.all([
        // Newest vintage first, as in the list.
        db.select().from(vintages).where(eq(vintages.productId, id)).orderBy(desc(vintages.name), asc(vintages.id)),
        db.select().from(formats).where(eq(formats.productId, id)).orderBy(asc(formats.position), asc(formats.id)),
        db.select().from(packings).where(eq(packings.productId, id)).orderBy(asc(packings.position), asc(packings.id)),
        db.select().from(nutrition).where(eq(nutrition.productId, id)).then((r) => r[0]),
        db.select().from(nutritionTexts).where(eq(nutritionTexts.productId, id)),
        db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position), asc(productImages.id)),
        db.select().from(typologies).where(eq(typologies.shopId, row.shopId)),
        shopSettings(row.shopId),
        db.select().from(boxBuilders).where(eq(boxBuilders.productId, id)).then((r) => r[0]),
      ]);
      const typology = typologyForView(view, shopTypologies);
      const allGrids = formatRows.length ? await db.select().from(formatPrices).where(inArray(formatPrices.formatId, formatRows.map((f) => f.id))) : [];
      // Buyers learn nothing of the other grids.
      const grids = view.staff ? allGrids : allGrids.filter((g) => g.typology === typology?.key);
      const vintage = newestVintage(vintageRows, id);
      const date = frenchToday();
      const priced = (typology ? pricedTypologyOf(typology) : null) satisfies PricedTypology | null;
      const hidden = pricesHiddenFor(visitor, shop);
      const pricedFormat = (f: FormatRow): PricedDetail | null => {
        if (hidden) return null;
        if (!priced) return { price: null, tiers: [], priceBeforePromotion: null };
        const input = { format: f, grid: allGrids.find((g) => g.formatId === f.id && g.typology === priced.key), product: row, vintage, typology: priced, shop, date };
        return { price: viewerPriceOf(input), ...viewerOfferOf(input) };
      };
      return {
        id: row.id, shopId: row.shopId, productType: row.productType, name: row.name, precision: row.precision, type: row.type, color: row.color,
        gamme: row.gamme, vatType: row.vatType, status: row.status, minQuantity: row.minQuantity, maxQuantity: row.maxQuantity,
        wrappingPriceCents: row.wrappingPriceCents, labels: row.labels, quality: row.quality, wineCategory: row.wineCategory, growingZone: row.growingZone,
        description: row.description, createdAt: row.createdAt.toISOString(),
        vintages: vintageRows.map((v) => ({
          id: v.id, name: v.name,
          legal: {
            da: v.da, css: v.css, typeDA: v.typeDA, exciseCode: v.exciseCode, customTaxName: v.customTaxName,
            customTaxAmountPerHL: decimalText(v.customTaxAmountPerHl), customTaxFamilies: v.customTaxFamilies, customTaxAdded: v.customTaxAdded, customTaxVat: v.customTaxVat,
          },
          advanced: { alcool: { value: decimalText(v.alcohol) } },
          grapeVarieties: v.grapeVarieties,
        })),
        formats: formatRows.map((f) => formatDetail(f, grids, pricedFormat(f))),
        packings: packingRows.map((p) => ({ id: p.id, packing: p.packing, packingQuantity: p.packingQuantity, weight: decimalText(p.weight) })),
        nutrition: nutritionRow ? {
          appellation: nutritionRow.appellation, category: nutritionRow.category, colour: nutritionRow.colour, quality: nutritionRow.quality,
          vintage: nutritionRow.vintage, grapeVariety: nutritionRow.grapeVariety, alcoholDegree: decimalText(nutritionRow.alcoholDegree), format: nutritionRow.format,
          energyKcal: decimalText(nutritionRow.energyKcal), energyKj: decimalText(nutritionRow.energyKj), fat: decimalText(nutritionRow.fat),
          saturatedFat: decimalText(nutritionRow.saturatedFat), carbohydrates: decimalText(nutritionRow.carbohydrates), sugars: decimalText(nutritionRow.sugars),
          proteins: decimalText(nutritionRow.proteins), salt: decimalText(nutritionRow.salt), allergenCodes: nutritionRow.allergenCodes,
          owner: nutritionRow.owner, brand: nutritionRow.brand, country: nutritionRow.country,
          texts: Object.fromEntries(textRows.map((t) => [t.language, { ingredients: t.ingredients, allergens: t.allergens, otherMentions: t.otherMentions }])),
        } : null,
        images: imageRows.map((i) => ({ id: i.id, url: fileUrl(i.storageKey), contentType: i.contentType, size: i.size, position: i.position })),
        builder: builder ? { size: builder.size, discountPercent: decimalText(builder.discountPercent)!, eligibleFormatIds: builder.eligibleFormatIds } : null,
        typology: typology ? { key: typology.key, name: typology.name, ttc: typology.ttc } : null,
      };
    },

    /** The shop of a product, for the permission check before a write; null when it does not exist. */
    async shopOf(id: number): Promise<number | null> {
      return (await db.select({ shopId: products.shopId }).from(products).where(eq(products.id, id)))[0]?.shopId ?? null;
    },
  };
}
export type ProductsRepo = ReturnType<typeof productsRepo>;
