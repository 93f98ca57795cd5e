import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { OrderStatus, OrderSummary } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { orders } from './db/schema';

type Row = typeof orders.$inferSelect;
const toSummary = (r: Row): OrderSummary => ({
  id: r.id, shopId: r.shopId, reference: r.reference, clientName: r.clientName, status: r.status, totalTtcCents: r.totalTtcCents, createdAt: r.createdAt.toISOString(),
});

export interface OrderScope { shopId?: number; buyerId?: number }

export function ordersRepo(db: Db) {
  return {
    /** Newest first, within one shop (staff) or one buyer's orders. */
    async list(scope: OrderScope, q: { page: number; limit: number; search?: string | undefined; status?: OrderStatus | undefined }) {
      const conds: SQL[] = [];
      if (scope.shopId !== undefined) conds.push(eq(orders.shopId, scope.shopId));
      if (scope.buyerId !== undefined) conds.push(eq(orders.buyerId, scope.buyerId));
      if (q.status) conds.push(eq(orders.status, q.status));
      if (q.search) conds.push(or(ilike(orders.reference, likePattern(q.search)), ilike(orders.clientName, likePattern(q.search)))!);
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { items: rows.map(toSummary), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
