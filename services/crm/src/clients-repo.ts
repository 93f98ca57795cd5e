import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { ClientSummary } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { clients } from './db/schema';

type Row = typeof clients.$inferSelect;
const toSummary = (r: Row): ClientSummary => ({
  id: r.id, shopId: r.shopId, name: r.name, email: r.email, typology: r.typology, city: r.city, isPro: r.isPro, createdAt: r.createdAt.toISOString(),
});

export function clientsRepo(db: Db) {
  return {
    /** One client of one shop; null when it is not that shop's. */
    async byId(shopId: number, id: number): Promise<ClientSummary | null> {
      const [row] = await db.select().from(clients).where(and(eq(clients.id, id), eq(clients.shopId, shopId)));
      return row ? toSummary(row) : null;
    },
    async list(shopId: number, q: { page: number; limit: number; search?: string | undefined }) {
      const conds = [eq(clients.shopId, shopId)];
      if (q.search) conds.push(or(ilike(clients.name, likePattern(q.search)), ilike(clients.email, likePattern(q.search)), ilike(clients.city, likePattern(q.search)))!);
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(clients).where(where).orderBy(asc(clients.name), asc(clients.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(clients).where(where),
      ]);
      return { items: rows.map(toSummary), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
  };
}
export type ClientsRepo = ReturnType<typeof clientsRepo>;
