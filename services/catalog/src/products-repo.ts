import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { ProductListQuery, ProductSummary } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { formatPrices, formats, products, typologies, vintages } from './db/schema';
import { PUBLIC_STATUSES, type ShopView } from './visibility';

type ProductRow = typeof products.$inferSelect;

function filterConditions(filter: ProductListQuery['filter']): SQL[] {
  const conds: SQL[] = [];
  if (filter?.productType?.eq) conds.push(eq(products.productType, filter.productType.eq));
  if (filter?.productType?.ne) conds.push(ne(products.productType, filter.productType.ne));
  if (filter?.status?.eq) conds.push(eq(products.status, filter.status.eq));
  if (filter?.status?.ne !== undefined) conds.push(ne(products.status, filter.status.ne as never));
  return conds;
}

const sorts = {
  name: [asc(products.name), asc(products.id)],
  '-name': [desc(products.name), desc(products.id)],
  createdAt: [asc(products.createdAt), asc(products.id)],
  '-createdAt': [desc(products.createdAt), desc(products.id)],
} as const;

export function productsRepo(db: Db) {
  /** Public typology key per shop, used where a viewer has no typology of their own. */
  async function publicTypologies(shopIds: number[]): Promise<Map<number, string>> {
    const rows = await db.select({ shopId: typologies.shopId, key: typologies.key }).from(typologies)
      .where(and(inArray(typologies.shopId, shopIds), eq(typologies.isPublic, true))).orderBy(typologies.key);
    const map = new Map<number, string>();
    for (const r of rows) if (!map.has(r.shopId)) map.set(r.shopId, r.key);
    return map;
  }

  /** Vintages and formats (with the viewer's price) of a page of products, in two queries. */
  async function hydrate(rows: ProductRow[], views: ShopView[]): Promise<ProductSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const publicKeys = await publicTypologies([...new Set(rows.map((r) => r.shopId))]);
    const typologyOf = (shopId: number) => views.find((v) => v.shopId === shopId)?.typology ?? publicKeys.get(shopId) ?? null;
    const [vintageRows, formatRows] = await Promise.all([
      db.select().from(vintages).where(inArray(vintages.productId, ids)).orderBy(desc(vintages.name)),
      db.select({ f: formats, price: formatPrices }).from(formats)
        .leftJoin(formatPrices, eq(formatPrices.formatId, formats.id))
        .where(inArray(formats.productId, ids)).orderBy(asc(formats.id)),
    ]);
    return rows.map((p) => {
      const typology = typologyOf(p.shopId);
      const byFormat = new Map<number, ProductSummary['formats'][number]>();
      for (const { f, price } of formatRows) {
        if (f.productId !== p.id) continue;
        const entry = byFormat.get(f.id) ?? { id: f.id, container: f.container, unity: f.unity, unityValue: Number(f.unityValue), eq75: Number(f.eq75), priceCents: null };
        if (price && price.typology === typology && price.visible) entry.priceCents = price.priceCents;
        byFormat.set(f.id, entry);
      }
      return {
        id: p.id, shopId: p.shopId, name: p.name, precision: p.precision, productType: p.productType, color: p.color, status: p.status,
        vintages: vintageRows.filter((v) => v.productId === p.id).map((v) => ({ id: v.id, name: v.name })),
        formats: [...byFormat.values()],
      };
    });
  }

  return {
    async list(query: ProductListQuery, views: ShopView[]) {
      const shopConds = views.map((v) => (v.staff ? eq(products.shopId, v.shopId) : and(eq(products.shopId, v.shopId), inArray(products.status, [...PUBLIC_STATUSES]))!));
      const conds = [or(...shopConds)!, ...filterConditions(query.filter)];
      if (query.search) conds.push(or(ilike(products.name, likePattern(query.search)), ilike(products.precision, likePattern(query.search)))!);
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(products).where(where).orderBy(...sorts[query.sort]).limit(query.limit).offset(offsetOf(query.page, query.limit)),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { items: await hydrate(rows, views), total: total?.n ?? 0, page: query.page, limit: query.limit };
    },

    async byId(id: number, viewFor: (shopId: number) => ShopView): Promise<ProductSummary | null> {
      const row = (await db.select().from(products).where(eq(products.id, id)).limit(1))[0];
      if (!row) return null;
      const view = viewFor(row.shopId);
      if (!view.staff && !(PUBLIC_STATUSES as readonly string[]).includes(row.status)) return null;
      return (await hydrate([row], [view]))[0] ?? null;
    },
  };
}
export type ProductsRepo = ReturnType<typeof productsRepo>;
