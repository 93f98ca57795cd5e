import { count, eq, ilike, or } from 'drizzle-orm';
import type { PublicShop, Shop } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { shops } from './db/schema';

type Row = typeof shops.$inferSelect;

export const toPublicShop = (r: Row): PublicShop => ({
  id: r.id, code: r.code, name: r.name, urlShop: r.urlShop, color: r.color, logo: r.logo, banner: r.banner,
  editedShop: { color: r.color, banner: r.banner, logo: r.logo }, tabs: r.tabs, integration: r.integration,
});

export const toShop = (r: Row): Shop => ({ ...toPublicShop(r), contactEmail: r.contactEmail, ownerId: r.ownerId, settings: r.settings });

export function shopsRepo(db: Db) {
  return {
    async byId(id: number): Promise<Row | null> {
      return (await db.select().from(shops).where(eq(shops.id, id)).limit(1))[0] ?? null;
    },
    /** A shop by numeric id, public code (case-insensitive) or URL name. */
    async byKey(key: string): Promise<Row | null> {
      const numeric = /^\d+$/.test(key) ? Number(key) : null;
      const conds = [eq(shops.code, key.toUpperCase()), eq(shops.urlShop, key.toLowerCase())];
      if (numeric) conds.push(eq(shops.id, numeric));
      return (await db.select().from(shops).where(or(...conds)).limit(1))[0] ?? null;
    },
    async list(page: number, limit: number, search?: string) {
      const where = search ? ilike(shops.name, likePattern(search)) : undefined;
      const [items, [total]] = await Promise.all([
        db.select().from(shops).where(where).orderBy(shops.name).limit(limit).offset(offsetOf(page, limit)),
        db.select({ n: count() }).from(shops).where(where),
      ]);
      return { items: items.map(toPublicShop), total: total?.n ?? 0, page, limit };
    },
  };
}
export type ShopsRepo = ReturnType<typeof shopsRepo>;
