import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { purchaseMessages, type Supplier, type SupplierInput } from '@vendange/contracts';
import { HttpError, likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { suppliers } from '../db/schema';

type SupplierRow = typeof suppliers.$inferSelect;

export const noSupplier = () => new HttpError(404, 'SUPPLIER_NOT_FOUND', purchaseMessages.supplierUnknown);

export const toSupplier = (r: SupplierRow): Supplier => ({
  id: r.id, shopId: r.shopId, name: r.name, contactName: r.contactName, email: r.email, phone: r.phone, address: r.address,
  siret: r.siret, vatNumber: r.vatNumber, notes: r.notes, active: r.active, createdAt: r.createdAt.toISOString(),
});

/** A shop's suppliers; another shop's id is unknown here. */
export function suppliersRepo(db: Db) {
  return {
    async list(shopId: number, q: { page: number; limit: number; search?: string | undefined; active?: 'true' | 'false' | undefined }) {
      const conds: SQL[] = [eq(suppliers.shopId, shopId)];
      if (q.active) conds.push(eq(suppliers.active, q.active === 'true'));
      if (q.search) {
        const like = likePattern(q.search);
        conds.push(or(ilike(suppliers.name, like), ilike(suppliers.contactName, like), ilike(suppliers.email, like))!);
      }
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(suppliers).where(where).orderBy(sql`${suppliers.active} desc`, asc(sql`lower(${suppliers.name})`), asc(suppliers.id))
          .limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: sql<number>`count(*)::int` }).from(suppliers).where(where),
      ]);
      return { items: rows.map(toSupplier), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async byId(shopId: number, id: number): Promise<Supplier> {
      const [row] = await db.select().from(suppliers).where(and(eq(suppliers.id, id), eq(suppliers.shopId, shopId)));
      if (!row) throw noSupplier();
      return toSupplier(row);
    },

    async create(shopId: number, input: SupplierInput): Promise<Supplier> {
      const [row] = await db.insert(suppliers).values({ shopId, ...input }).returning();
      return toSupplier(row!);
    },

    async update(shopId: number, id: number, input: SupplierInput): Promise<Supplier> {
      const [row] = await db.update(suppliers).set(input).where(and(eq(suppliers.id, id), eq(suppliers.shopId, shopId))).returning();
      if (!row) throw noSupplier();
      return toSupplier(row);
    },
  };
}
export type SuppliersRepo = ReturnType<typeof suppliersRepo>;
