import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { PriceGridRow } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { formatPrices, formats, products } from './db/schema';
import { referenceItem } from './references/reference-index';
import { foldSearch } from './search-text';

/** 'Bouteille 75 cl', 'Unité' — a format as a producer names it. */
export function formatLabelOf(f: { container: string; unity: string; unityValue: string }): string {
  const container = referenceItem('containers', f.container)?.label ?? f.container;
  const volume = referenceItem('units', f.unity)?.volumeUnit ? ` ${Number(f.unityValue)} ${f.unity}` : '';
  return `${container}${volume}`;
}

/** Price grids (settings 'matchGrids'): every format of a shop against one typology. */
export function priceGridRepo(db: Db) {
  return {
    async page(shopId: number, typology: string, query: { search?: string | undefined; page: number; limit: number }) {
      const conds = [eq(products.shopId, shopId)];
      const folded = query.search ? foldSearch(query.search).replace(/[\\%_]/g, (c) => `\\${c}`) : '';
      if (folded) conds.push(like(products.searchText, `%${folded}%`));
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select({ p: { id: products.id, name: products.name, status: products.status }, f: formats, grid: formatPrices }).from(formats)
          .innerJoin(products, eq(products.id, formats.productId))
          .leftJoin(formatPrices, and(eq(formatPrices.formatId, formats.id), eq(formatPrices.typology, typology)))
          .where(where).orderBy(asc(products.name), asc(products.id), asc(formats.position), asc(formats.id))
          .limit(query.limit).offset(offsetOf(query.page, query.limit)),
        db.select({ n: count() }).from(formats).innerJoin(products, eq(products.id, formats.productId)).where(where),
      ]);
      const items: PriceGridRow[] = rows.map(({ p, f, grid }) => ({
        productId: p.id, productName: p.name, productStatus: p.status, formatId: f.id, formatLabel: formatLabelOf(f),
        basePriceCents: f.priceCents, priceCents: grid?.priceCents ?? null, visible: grid?.visible ?? true,
      }));
      return { items, total: total?.n ?? 0, page: query.page, limit: query.limit };
    },

    /** Upserts the prices in one statement; formats of other shops are refused before (see the route). */
    async set(typology: string, prices: Array<{ formatId: number; priceCents: number | null; visible: boolean }>): Promise<number> {
      if (prices.length === 0) return 0;
      await db.insert(formatPrices).values(prices.map((p) => ({ formatId: p.formatId, typology, priceCents: p.priceCents, visible: p.visible })))
        .onConflictDoUpdate({ target: [formatPrices.formatId, formatPrices.typology], set: { priceCents: sql`excluded.price_cents`, visible: sql`excluded.visible` } });
      return prices.length;
    },
  };
}
export type PriceGridRepo = ReturnType<typeof priceGridRepo>;
