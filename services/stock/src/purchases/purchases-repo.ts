import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { calendarDate } from '@vendange/pricing';
import {
  crdLabelOf, purchaseMessages, purchaseReference, purchaseStatusNames, purchaseTotals, type Purchase, type PurchaseInput, type PurchaseLine, type PurchaseStatus, type PurchaseSummary,
} from '@vendange/contracts';
import { HttpError, likePattern, offsetOf, type Db } from '@vendange/service-kit';
import type { FormatFacts } from '../ledger-repo';
import { crdCapsules, purchaseLines, purchases, suppliers } from '../db/schema';
import { noSupplier } from './suppliers-repo';

type PurchaseRow = typeof purchases.$inferSelect;
type LineRow = typeof purchaseLines.$inferSelect;

export const noPurchase = () => new HttpError(404, 'PURCHASE_NOT_FOUND', purchaseMessages.purchaseUnknown);

const toLine = (l: LineRow): PurchaseLine => ({
  id: l.id, formatId: l.formatId, productId: l.productId, crdCapsuleId: l.crdCapsuleId, label: l.label, quantity: l.quantity, received: l.received,
  unitPriceCents: l.unitPriceCents, vatRate: l.vatRate as PurchaseLine['vatRate'], totalExclCents: l.quantity * l.unitPriceCents,
});

const toSummary = (r: PurchaseRow, supplierName: string): PurchaseSummary => ({
  id: r.id, shopId: r.shopId, reference: r.reference, supplierId: r.supplierId, supplierName, status: r.status,
  expectedOn: r.expectedOn, totalExclCents: r.totalExclCents, totalInclCents: r.totalInclCents, createdAt: r.createdAt.toISOString(),
});

/** Reads a purchase order with its lines (in `tx` when inside a transaction). */
export async function purchaseOf(tx: Db, shopId: number, id: number): Promise<Purchase> {
  const [found] = await tx.select({ p: purchases, supplierName: suppliers.name }).from(purchases).innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(and(eq(purchases.id, id), eq(purchases.shopId, shopId)));
  if (!found) throw noPurchase();
  const lines = await tx.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, id)).orderBy(asc(purchaseLines.position), asc(purchaseLines.id));
  return {
    ...toSummary(found.p, found.supplierName), notes: found.p.notes, orderedAt: found.p.orderedAt?.toISOString() ?? null,
    lines: lines.map(toLine), totals: purchaseTotals(lines),
  };
}

/**
 * The lines as stored: a catalogue format takes its label from catalog (an unknown format is refused); CRD capsules
 * take their capsule line's label (colour, CRD type, wine type, size), the description typed added after it.
 */
function storedLines(input: PurchaseInput, formats: ReadonlyMap<number, FormatFacts>, capsules: ReadonlyMap<number, string>) {
  return input.lines.map((l, position) => {
    if (l.crdCapsuleId !== null) {
      const label = capsules.get(l.crdCapsuleId);
      if (label === undefined) throw new HttpError(400, 'CRD_CAPSULE_UNKNOWN', purchaseMessages.crdUnknown);
      return {
        position, formatId: null, productId: null, crdCapsuleId: l.crdCapsuleId, label: l.description ? `Capsules CRD ${label} — ${l.description}` : `Capsules CRD ${label}`,
        quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate,
      };
    }
    if (l.formatId === null) return { position, formatId: null, productId: null, crdCapsuleId: null, label: l.description!, quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate };
    const facts = formats.get(l.formatId);
    if (!facts) throw new HttpError(400, 'FORMAT_UNKNOWN', "Ce conditionnement n'existe pas dans votre catalogue : choisissez un produit et un format de la liste.");
    return { position, formatId: l.formatId, productId: facts.productId, crdCapsuleId: null, label: facts.label, quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate };
  });
}

/** The shop's capsule lines a purchase names, with their labels (another shop's is not found). */
async function capsulesOf(db: Db, shopId: number, input: PurchaseInput): Promise<Map<number, string>> {
  const ids = [...new Set(input.lines.flatMap((l) => (l.crdCapsuleId === null ? [] : [l.crdCapsuleId])))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(crdCapsules).where(and(eq(crdCapsules.shopId, shopId), inArray(crdCapsules.id, ids)));
  return new Map(rows.map((r) => [r.id, crdLabelOf(r)]));
}

async function activeSupplier(tx: Db, shopId: number, supplierId: number, allowArchived: boolean) {
  const [s] = await tx.select({ active: suppliers.active }).from(suppliers).where(and(eq(suppliers.id, supplierId), eq(suppliers.shopId, shopId)));
  if (!s) throw noSupplier();
  if (!s.active && !allowArchived) throw new HttpError(409, 'SUPPLIER_ARCHIVED', purchaseMessages.supplierInactive);
}

/** Which status a person may move a purchase order to, from which one (receptions make the others). */
const MOVES: Record<'ordered' | 'cancelled', readonly PurchaseStatus[]> = { ordered: ['draft'], cancelled: ['draft', 'ordered'] };

/** The shop's purchase orders (the ledger's side of a reception is in purchase-receptions.ts). */
export function purchasesRepo(db: Db) {
  return {
    async list(shopId: number, q: { page: number; limit: number; search?: string | undefined; status?: PurchaseStatus | undefined; supplierId?: number | undefined }) {
      const conds: SQL[] = [eq(purchases.shopId, shopId)];
      if (q.status) conds.push(eq(purchases.status, q.status));
      if (q.supplierId) conds.push(eq(purchases.supplierId, q.supplierId));
      if (q.search) conds.push(or(ilike(purchases.reference, likePattern(q.search)), ilike(suppliers.name, likePattern(q.search)))!);
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select({ p: purchases, supplierName: suppliers.name }).from(purchases).innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
          .where(where).orderBy(desc(purchases.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: sql<number>`count(*)::int` }).from(purchases).innerJoin(suppliers, eq(suppliers.id, purchases.supplierId)).where(where),
      ]);
      return { items: rows.map((r) => toSummary(r.p, r.supplierName)), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    byId: (shopId: number, id: number) => purchaseOf(db, shopId, id),

    /** A draft purchase order; its reference takes the shop's next PO number of the year, under a lock per shop and year. */
    async create(shopId: number, input: PurchaseInput, formats: ReadonlyMap<number, FormatFacts>, at = new Date()): Promise<Purchase> {
      const lines = storedLines(input, formats, await capsulesOf(db, shopId, input));
      const totals = purchaseTotals(lines);
      return db.transaction(async (tx) => {
        await activeSupplier(tx, shopId, input.supplierId, false);
        const year = Number(calendarDate(at).slice(0, 4));
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchases:${shopId}:${year}`}))`);
        const pattern = `^PO-${year}-(\\d+)$`;
        const [last] = await tx.select({ n: sql<number>`coalesce(max(substring(${purchases.reference} from ${pattern})::integer), 0)` }).from(purchases).where(eq(purchases.shopId, shopId));
        const [row] = await tx.insert(purchases).values({
          shopId, reference: purchaseReference(year, (last?.n ?? 0) + 1), supplierId: input.supplierId, expectedOn: input.expectedOn, notes: input.notes,
          totalExclCents: totals.exclCents, totalInclCents: totals.inclCents, createdAt: at,
        }).returning();
        await tx.insert(purchaseLines).values(lines.map((l) => ({ ...l, purchaseId: row!.id })));
        return purchaseOf(tx, shopId, row!.id);
      });
    },

    /** Edits a draft (its lines replaced as typed); an ordered one is refused. */
    async update(shopId: number, id: number, input: PurchaseInput, formats: ReadonlyMap<number, FormatFacts>): Promise<Purchase> {
      const lines = storedLines(input, formats, await capsulesOf(db, shopId, input));
      const totals = purchaseTotals(lines);
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(purchases).where(and(eq(purchases.id, id), eq(purchases.shopId, shopId))).for('update');
        if (!current) throw noPurchase();
        if (current.status !== 'draft') throw new HttpError(409, 'PURCHASE_NOT_DRAFT', purchaseMessages.notDraft);
        await activeSupplier(tx, shopId, input.supplierId, input.supplierId === current.supplierId);
        await tx.update(purchases).set({
          supplierId: input.supplierId, expectedOn: input.expectedOn, notes: input.notes, totalExclCents: totals.exclCents, totalInclCents: totals.inclCents,
        }).where(eq(purchases.id, id));
        // A draft has received nothing: its lines are simply those typed now.
        await tx.delete(purchaseLines).where(eq(purchaseLines.purchaseId, id));
        await tx.insert(purchaseLines).values(lines.map((l) => ({ ...l, purchaseId: id })));
        return purchaseOf(tx, shopId, id);
      });
    },

    /** Orders a draft or cancels what has received nothing; asking for the status it has already changes nothing. */
    async setStatus(shopId: number, id: number, status: 'ordered' | 'cancelled'): Promise<Purchase> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(purchases).where(and(eq(purchases.id, id), eq(purchases.shopId, shopId))).for('update');
        if (!current) throw noPurchase();
        if (current.status === status) return purchaseOf(tx, shopId, id);
        if (!MOVES[status].includes(current.status)) {
          throw new HttpError(409, 'PURCHASE_STATUS', purchaseMessages.statusMove(purchaseStatusNames[current.status], purchaseStatusNames[status]));
        }
        await tx.update(purchases).set({ status, ...(status === 'ordered' ? { orderedAt: new Date() } : {}) }).where(eq(purchases.id, id));
        return purchaseOf(tx, shopId, id);
      });
    },

    /** The format lines' ids of a purchase order, for the catalogue's labels at reception. */
    async formatIdsOf(shopId: number, id: number, lineIds: number[]): Promise<number[]> {
      if (lineIds.length === 0) return [];
      const rows = await db.select({ formatId: purchaseLines.formatId }).from(purchaseLines).innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
        .where(and(eq(purchases.id, id), eq(purchases.shopId, shopId), inArray(purchaseLines.id, lineIds)));
      return rows.flatMap((r) => (r.formatId === null ? [] : [r.formatId]));
    },
  };
}
export type PurchasesRepo = ReturnType<typeof purchasesRepo>;
