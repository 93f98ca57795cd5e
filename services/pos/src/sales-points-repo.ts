import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { PaymentType, SalesPoint, SalesPointBody, SalesPointSummary } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { salesPoints } from './db/schema';

export type SalesPointRow = typeof salesPoints.$inferSelect;
const toSummary = (r: SalesPointRow): SalesPointSummary => ({ id: r.id, shopId: r.shopId, name: r.name, location: r.location, active: r.active });
export const toSalesPoint = (r: SalesPointRow): SalesPoint => ({
  id: r.id, shopId: r.shopId, name: r.name, location: r.location, active: r.active, warehouseId: r.warehouseId, priceList: r.priceList,
  paymentTypes: r.paymentTypes as PaymentType[], receiptHeader: r.receiptHeader, displayDevice: r.displayDevice, lastTicketNumber: r.lastTicketNumber,
  wrapping: r.wrappingName && r.wrappingTtcCents !== null && r.wrappingVatRate ? { name: r.wrappingName, priceTtcCents: r.wrappingTtcCents, vatRate: r.wrappingVatRate } : null,
});

const columnsOf = (body: SalesPointBody) => ({
  name: body.name, location: body.location ?? null, active: body.active ?? true, warehouseId: body.warehouseId ?? null, priceList: body.priceList ?? null,
  paymentTypes: body.paymentTypes, receiptHeader: body.receiptHeader || null, displayDevice: body.displayDevice || null,
  wrappingName: body.wrapping?.name ?? null, wrappingTtcCents: body.wrapping?.priceTtcCents ?? null, wrappingVatRate: body.wrapping?.vatRate ?? null,
});

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

    /** A sales point of the shop, or null (another shop's is nobody's business here). */
    async row(shopId: number, id: number): Promise<SalesPointRow | null> {
      const [row] = await db.select().from(salesPoints).where(and(eq(salesPoints.id, id), eq(salesPoints.shopId, shopId)));
      return row ?? null;
    },

    async create(body: SalesPointBody): Promise<SalesPointRow> {
      const [row] = await db.insert(salesPoints).values({ shopId: body.shopId, ...columnsOf(body) }).returning();
      return row!;
    },

    /** Its ticket series is never touched by an edit. */
    async update(shopId: number, id: number, body: SalesPointBody): Promise<SalesPointRow | null> {
      const [row] = await db.update(salesPoints).set(columnsOf(body)).where(and(eq(salesPoints.id, id), eq(salesPoints.shopId, shopId))).returning();
      return row ?? null;
    },
  };
}
export type SalesPointsRepo = ReturnType<typeof salesPointsRepo>;
