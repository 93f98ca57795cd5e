import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CatalogTypology } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { formatPrices, formats, products, typologies } from './db/schema';
import type { PricedTypology } from './viewer-price';

type TypologyRow = typeof typologies.$inferSelect;
export const pricedTypologyOf = (t: TypologyRow): PricedTypology => ({ key: t.key, name: t.name, ttc: t.ttc, globalDiscount: t.globalDiscount, allRulesInEq75: t.allRulesInEq75 });

export interface TypologyFields { name: string; public: boolean; ttc: boolean; globalDiscount: string; allRulesInEq75: boolean }

/** Typologies of the shops (settings 'typos'); one public grid per shop. */
export function typologiesRepo(db: Db) {
  async function pricedCounts(shopId: number): Promise<Map<string, number>> {
    const rows = await db.select({ key: formatPrices.typology, n: count() }).from(formatPrices)
      .innerJoin(formats, eq(formats.id, formatPrices.formatId)).innerJoin(products, eq(products.id, formats.productId))
      .where(and(eq(products.shopId, shopId), sql`${formatPrices.priceCents} is not null`)).groupBy(formatPrices.typology);
    return new Map(rows.map((r) => [r.key, r.n]));
  }
  const toApi = (t: TypologyRow, priced: number): CatalogTypology => ({
    key: t.key, name: t.name, public: t.isPublic, ttc: t.ttc, globalDiscount: String(Number(t.globalDiscount)), allRulesInEq75: t.allRulesInEq75, pricedFormats: priced,
  });

  return {
    async ofShops(shopIds: number[]): Promise<TypologyRow[]> {
      if (shopIds.length === 0) return [];
      return db.select().from(typologies).where(inArray(typologies.shopId, shopIds)).orderBy(asc(typologies.key));
    },
    async list(shopId: number): Promise<CatalogTypology[]> {
      const [rows, priced] = await Promise.all([db.select().from(typologies).where(eq(typologies.shopId, shopId)).orderBy(asc(typologies.name)), pricedCounts(shopId)]);
      return rows.map((t) => toApi(t, priced.get(t.key) ?? 0));
    },
    async one(shopId: number, key: string): Promise<CatalogTypology | null> {
      const row = (await db.select().from(typologies).where(and(eq(typologies.shopId, shopId), eq(typologies.key, key))))[0];
      return row ? toApi(row, (await pricedCounts(shopId)).get(key) ?? 0) : null;
    },
    /** Creates (key absent) or updates one typology; a public one makes the others non-public. Returns false when `create` finds the key taken. */
    async save(shopId: number, key: string, fields: TypologyFields, mode: 'create' | 'update'): Promise<'ok' | 'exists' | 'missing'> {
      return db.transaction(async (tx) => {
        const existing = (await tx.select().from(typologies).where(and(eq(typologies.shopId, shopId), eq(typologies.key, key))))[0];
        if (mode === 'create' && existing) return 'exists';
        if (mode === 'update' && !existing) return 'missing';
        if (fields.public) await tx.update(typologies).set({ isPublic: false }).where(and(eq(typologies.shopId, shopId), ne(typologies.key, key)));
        const values = { name: fields.name, isPublic: fields.public, ttc: fields.ttc, globalDiscount: fields.globalDiscount, allRulesInEq75: fields.allRulesInEq75 };
        if (existing) await tx.update(typologies).set(values).where(and(eq(typologies.shopId, shopId), eq(typologies.key, key)));
        else await tx.insert(typologies).values({ shopId, key, ...values });
        return 'ok';
      });
    },
    /** Removes a typology and its prices; refused ('public') for the shop's public grid. */
    async remove(shopId: number, key: string): Promise<'ok' | 'public'> {
      return db.transaction(async (tx) => {
        const existing = (await tx.select().from(typologies).where(and(eq(typologies.shopId, shopId), eq(typologies.key, key))))[0];
        if (!existing) return 'ok';
        if (existing.isPublic) return 'public';
        const shopFormats = tx.select({ id: formats.id }).from(formats).innerJoin(products, eq(products.id, formats.productId)).where(eq(products.shopId, shopId));
        await tx.delete(formatPrices).where(and(eq(formatPrices.typology, key), inArray(formatPrices.formatId, shopFormats)));
        await tx.delete(typologies).where(and(eq(typologies.shopId, shopId), eq(typologies.key, key)));
        return 'ok';
      });
    },
  };
}
export type TypologiesRepo = ReturnType<typeof typologiesRepo>;
