import { count, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INT4_MAX, isReservedShopAddress, modules, type PublicShop, type HeaderStyle, type PublicShopSales, type Shop, type ShopSalesRulesOutput, type StoredShopSales, withSalesDefaults } from '@vendange/contracts';
import { changeFeedCache, changeKeys, dropCacheOnWrites, offsetOf, sharedAnswer, type ChangeFeedCache, type Db } from '@vendange/service-kit';
import { shops } from './db/schema';
import { nameMatches } from './name-search';
import { tabsWithContent } from './shop-tabs';
import { codeOf, nextCandidate, slugOf } from './shop-naming';

type Row = typeof shops.$inferSelect;

export const toPublicShop = (r: Row): PublicShop => ({
  id: r.id, code: r.code, name: r.name, urlShop: r.urlShop, color: r.color, logo: r.logo, banner: r.banner,
  editedShop: { color: r.color, banner: r.banner, logo: r.logo }, tabs: tabsWithContent(r.tabs), integration: r.integration,
  headerStyle: r.headerStyle, sales: publicSalesOf(withSalesDefaults(r.sales)),
});

const publicSalesOf = ({ bank: _bank, banks: _banks, promoCodes: _codes, ...rules }: ShopSalesRulesOutput): PublicShopSales => rules;

export const toShop = (r: Row): Shop => ({ ...toPublicShop(r), contactEmail: r.contactEmail, ownerId: r.ownerId, settings: r.settings, sales: withSalesDefaults(r.sales) });

/** The shop as visitors read it, shaped once per row read (every storefront page asks for it). Read-only. */
const publicViews = new WeakMap<Row, PublicShop>();
export function publicViewOf(r: Row): PublicShop {
  let view = publicViews.get(r);
  if (!view) publicViews.set(r, (view = sharedAnswer(toPublicShop(r))));
  return view;
}

/** The shop as its staff read it, shaped once per row read: a kept row answers every dashboard request with it. */
const staffViews = new WeakMap<Row, { full: Shop; withoutBanks: Shop }>();
/**
 * GET /shops/me's answer: the banks are the producer's payments, sent only to whom holds seeAllPayment
 * (docs/decisions/agent-rights.md). Read-only: the same object answers every request on that row.
 */
export function staffViewOf(r: Row, seesPayments: boolean): Shop {
  let views = staffViews.get(r);
  if (!views) {
    const full = toShop(r);
    // Serialized once each for as long as the row is kept (sharedAnswer).
    views = { full: sharedAnswer(full), withoutBanks: sharedAnswer({ ...full, sales: { ...full.sales, banks: [], bank: null } }) };
    staffViews.set(r, views);
  }
  return seesPayments ? views.full : views.withoutBanks;
}

/**
 * `rows`: where the reads of one shop are kept (cachedShopRows); without, every read goes to the database.
 */
/**
 * A shop's row kept per process (docs/decisions/api-performance.md): every storefront page, dashboard screen
 * and other service's settings read asks for it. Dropped when the row changes (`shop:<id>`, the trigger of
 * migration 0007, every process); a write answered by this process drops them all before its answer leaves.
 */
export function cachedShopRows(app: FastifyInstance, db: Db): ChangeFeedCache<Row | null> {
  const rows = changeFeedCache<Row | null>({ db, ttlMs: 60_000, maxEntries: 2000 });
  dropCacheOnWrites(app, rows);
  return rows;
}

export function shopsRepo(db: Db, rows?: ChangeFeedCache<Row | null>) {
  const kept = (key: string, load: () => Promise<Row | null>) => (rows ? rows.get(key, (r) => (r ? [changeKeys.shop(r.id)] : null), load) : load());
  // The reads of every shop page and dashboard screen, built once and prepared.
  const byIdQuery = db.select().from(shops).where(eq(shops.id, sql.placeholder('id'))).limit(1).prepare('shops_by_id');
  const byKeyQuery = db.select().from(shops)
    .where(or(eq(shops.code, sql.placeholder('code')), eq(shops.urlShop, sql.placeholder('urlShop')), eq(shops.id, sql.placeholder('id')))).limit(1).prepare('shops_by_key');
  return {
    async byId(id: number): Promise<Row | null> {
      return kept(`id:${id}`, async () => (await byIdQuery.execute({ id }))[0] ?? null);
    },
    /** A shop by numeric id, public code (case-insensitive) or URL name. */
    async byKey(key: string): Promise<Row | null> {
      // A number beyond PostgreSQL's integer is no id: it can still be a code or an address.
      const numeric = /^\d+$/.test(key) && Number(key) <= INT4_MAX ? Number(key) : null;
      // No id asked: null matches no row.
      return kept(`key:${key}`, async () => (await byKeyQuery.execute({ code: key.toUpperCase(), urlShop: key.toLowerCase(), id: numeric }))[0] ?? null);
    },
    /** A new shop for a seller who just registered: unique code and URL name, every module on, one tab. */
    async create(input: { name: string; ownerId: number; contactEmail: string }): Promise<Row> {
      const code = codeOf(input.name);
      const slug = slugOf(input.name);
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const candidate = { code: nextCandidate(code, attempt, ''), urlShop: nextCandidate(slug, attempt, '-') };
        // A platform address (/admin, /cart, /dashboard…) is never a shop's: the next candidate is tried.
        if (isReservedShopAddress(candidate.urlShop)) continue;
        const taken = await db.select({ id: shops.id }).from(shops)
          .where(or(eq(shops.code, candidate.code), eq(shops.urlShop, candidate.urlShop))).limit(1);
        if (taken.length > 0) continue;
        const [row] = await db.insert(shops).values({
          ...candidate, name: input.name, ownerId: input.ownerId, contactEmail: input.contactEmail,
          integration: Object.fromEntries(modules.map((m) => [m, { active: true }])),
          tabs: [{ id: 'vins', name: 'Nos vins', order: 0, exists: true, children: [] }],
        }).returning();
        if (row) return row;
      }
      throw new Error(`no free code or URL name for the shop "${input.name}"`);
    },
    /**
     * The shops of a seller registration identity undid (its account is gone: nobody can use them). Called by a
     * retried job, so removing nothing is an answer too.
     */
    async removeAbandoned(ownerId: number): Promise<number> {
      return (await db.delete(shops).where(eq(shops.ownerId, ownerId)).returning({ id: shops.id })).length;
    },
    /** The shop's sales rules; every process's caches of the shop drop it once committed (shops' trigger, migration 0007). */
    async updateSales(id: number, sales: StoredShopSales): Promise<Row | null> {
      // A form that does not send the expiry delay keeps the one saved (the jsonb on the right wins). Nothing else of
      // the old rules is kept: a single `bank` of before gives way to the `banks` sent.
      const merged = sql`jsonb_strip_nulls(jsonb_build_object('pendingExpiryDays', ${shops.sales} -> 'pendingExpiryDays')) || ${JSON.stringify(sales)}::jsonb`;
      return (await db.update(shops).set({ sales: merged }).where(eq(shops.id, id)).returning())[0] ?? null;
    },
    async updateTabs(id: number, tabs: Row['tabs']): Promise<Row | null> {
      return (await db.update(shops).set({ tabs }).where(eq(shops.id, id)).returning())[0] ?? null;
    },
    async updateHeaderStyle(id: number, headerStyle: HeaderStyle): Promise<Row | null> {
      return (await db.update(shops).set({ headerStyle }).where(eq(shops.id, id)).returning())[0] ?? null;
    },
    /** The public directory, by name; `search` matches anywhere in the name, accents and case aside. */
    async list(page: number, limit: number, search?: string) {
      const where = search ? nameMatches(shops.name, search) : undefined;
      const [items, [total]] = await Promise.all([
        db.select().from(shops).where(where).orderBy(shops.name).limit(limit).offset(offsetOf(page, limit)),
        db.select({ n: count() }).from(shops).where(where),
      ]);
      return { items: items.map(toPublicShop), total: total?.n ?? 0, page, limit };
    },
  };
}
export type ShopsRepo = ReturnType<typeof shopsRepo>;
