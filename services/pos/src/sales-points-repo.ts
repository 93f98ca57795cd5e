import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { SalesPointSummary } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { salesPoints } from './db/schema';

const toSummary = (r: typeof salesPoints.$inferSelect): SalesPointSummary => ({ id: r.id, shopId: r.shopId, name: r.name, location: r.location, active: r.active });

export function salesPointsRepo(db: Db) {
  return {
    async list(shopId: number, q: { page: number; limit: number; search?: string | undefined }) {
      const conds = [eq(salesPoints.shopId, shopId)];
      if (q.search) conds.push(ilike(salesPoints.name, likePattern(q.search)));
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(salesPoints).where(where).orderBy(asc(salesPoints.name)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(salesPoints).where(where),
      ]);
      return { items: rows.map(toSummary), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
  };
}
export type SalesPointsRepo = ReturnType<typeof salesPointsRepo>;
