import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { crdInventoryMove, crdLabelOf, crdMessages, crdSignOf, type CrdAccountLine, type CrdCapsule, type CrdInventoryResult, type CrdMovement, type CrdReason } from '@vendange/contracts';
import { HttpError, offsetOf, type Db } from '@vendange/service-kit';
import { crdCapsules, crdMovements } from '../db/schema';
import { nextMonth } from '../drm/drm-months';
import { computeCrdAccount, type CrdMonthSum, type CrdOpening } from './crd-account';

type CapsuleRow = typeof crdCapsules.$inferSelect;
type By = { id: number | null; name: string | null };

export const noCapsule = () => new HttpError(404, 'CRD_CAPSULE_NOT_FOUND', crdMessages.unknown);

const toCapsule = (r: CapsuleRow): CrdCapsule => ({
  id: r.id, shopId: r.shopId, name: r.name, label: crdLabelOf(r), colour: r.colour, regime: r.regime, genre: r.genre, volumeMl: r.volumeMl,
  balance: r.balance, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

const parisStart = (month: string) => sql`(${`${month}-01`}::date)::timestamp at time zone 'Europe/Paris'`;

/**
 * One movement of capsules, in the caller's transaction (a bottling writes its capsules with its bottles). The
 * balance moves by one conditional update that returns the new figure under the row's lock: an exit that would
 * take it below zero matches nothing and is refused, so two exits racing for the last capsules never both pass.
 */
export async function writeCrdRow(tx: Db, w: {
  shopId: number; capsuleId: number; reason: CrdReason; quantity: number; note: string | null; stockBatchId: string | null; by: By;
  /** The purchase order whose reception brings the capsules in. */
  purchase?: { id: number; reference: string } | null;
}): Promise<CrdMovement> {
  const delta = crdSignOf(w.reason) * w.quantity;
  const [moved] = await tx.update(crdCapsules).set({ balance: sql`${crdCapsules.balance} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(crdCapsules.id, w.capsuleId), eq(crdCapsules.shopId, w.shopId), sql`${crdCapsules.balance} + ${delta} >= 0`))
    .returning();
  if (!moved) {
    const [found] = await tx.select().from(crdCapsules).where(and(eq(crdCapsules.id, w.capsuleId), eq(crdCapsules.shopId, w.shopId)));
    if (!found) throw noCapsule();
    throw new HttpError(409, 'CRD_SHORT', crdMessages.short(crdLabelOf(found), found.balance));
  }
  const [row] = await tx.insert(crdMovements).values({
    shopId: w.shopId, capsuleId: w.capsuleId, reason: w.reason, quantity: delta, balance: moved.balance, note: w.note,
    stockBatchId: w.stockBatchId, purchaseId: w.purchase?.id ?? null, purchaseRef: w.purchase?.reference ?? null, createdById: w.by.id, createdByName: w.by.name,
  }).returning();
  return toMovement(row!, moved);
}

const toMovement = (r: typeof crdMovements.$inferSelect, c: CapsuleRow): CrdMovement => ({
  id: r.id, capsuleId: r.capsuleId, label: crdLabelOf(c), colour: c.colour, reason: r.reason, quantity: r.quantity, balance: r.balance, note: r.note,
  stockBatchId: r.stockBatchId, purchase: r.purchaseId !== null ? { id: r.purchaseId, reference: r.purchaseRef ?? '' } : null,
  createdBy: r.createdByName, createdAt: r.createdAt.toISOString(),
});

/** A shop's CRD capsule lines and their account; another shop's line is unknown here. */
export function crdRepo(db: Db) {
  return {
    async capsules(shopId: number): Promise<CrdCapsule[]> {
      const rows = await db.select().from(crdCapsules).where(eq(crdCapsules.shopId, shopId)).orderBy(crdCapsules.colour, crdCapsules.regime, crdCapsules.genre, crdCapsules.volumeMl);
      return rows.map(toCapsule);
    },

    /** A new line at zero: its capsules come in by an entry (the account shows where they came from). */
    async create(shopId: number, input: Pick<CapsuleRow, 'name' | 'colour' | 'regime' | 'genre' | 'volumeMl'>): Promise<CrdCapsule> {
      const [row] = await db.insert(crdCapsules).values({ shopId, ...input }).onConflictDoNothing().returning();
      if (!row) throw new HttpError(409, 'CRD_CAPSULE_EXISTS', crdMessages.duplicate);
      return toCapsule(row);
    },

    async record(shopId: number, by: By, input: { capsuleId: number; reason: CrdReason; quantity: number; note: string | null }): Promise<CrdMovement> {
      return db.transaction((tx) => writeCrdRow(tx, { shopId, ...input, stockBatchId: null, by }));
    },

    /**
     * A capsule inventory: each counted line locked, in id order (two inventories never deadlock), and its difference
     * with the balance at that moment written as surplus or missing; all lines or none. An unknown line (or another
     * shop's) refuses the whole count.
     */
    async inventory(shopId: number, by: By, input: { counts: { capsuleId: number; counted: number }[]; note: string | null }): Promise<CrdInventoryResult> {
      return db.transaction(async (tx) => {
        const ids = input.counts.map((c) => c.capsuleId);
        const lines = await tx.select().from(crdCapsules).where(and(eq(crdCapsules.shopId, shopId), inArray(crdCapsules.id, ids))).orderBy(asc(crdCapsules.id)).for('update');
        if (lines.length !== ids.length) throw noCapsule();
        const counted = new Map(input.counts.map((c) => [c.capsuleId, c.counted]));
        const movements: CrdMovement[] = [];
        for (const line of lines) {
          const move = crdInventoryMove(line.balance, counted.get(line.id)!);
          if (move) movements.push(await writeCrdRow(tx, { shopId, capsuleId: line.id, ...move, note: input.note ?? 'Inventaire', stockBatchId: null, by }));
        }
        return { movements, unchanged: lines.length - movements.length };
      });
    },

    async movements(shopId: number, q: { page: number; limit: number; capsuleId?: number | undefined }) {
      const where = and(eq(crdMovements.shopId, shopId), q.capsuleId ? eq(crdMovements.capsuleId, q.capsuleId) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select({ m: crdMovements, c: crdCapsules }).from(crdMovements).innerJoin(crdCapsules, eq(crdCapsules.id, crdMovements.capsuleId))
          .where(where).orderBy(desc(crdMovements.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: sql<number>`count(*)::int` }).from(crdMovements).where(where),
      ]);
      return { items: rows.map((r) => toMovement(r.m, r.c)), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
  };
}
export type CrdRepo = ReturnType<typeof crdRepo>;

/** The month's CRD account (Paris month), for the DRM: sums in SQL, the arithmetic in computeCrdAccount. */
export async function crdAccountOf(db: Db, shopId: number, month: string): Promise<CrdAccountLine[]> {
  const start = parisStart(month);
  const end = parisStart(nextMonth(month));
  const [capsules, openings, sums] = await Promise.all([
    db.select().from(crdCapsules).where(eq(crdCapsules.shopId, shopId)),
    db.select({ capsuleId: crdMovements.capsuleId, units: sql<number>`sum(${crdMovements.quantity})::int` }).from(crdMovements)
      .where(and(eq(crdMovements.shopId, shopId), sql`${crdMovements.createdAt} < ${start}`)).groupBy(crdMovements.capsuleId),
    db.select({ capsuleId: crdMovements.capsuleId, reason: crdMovements.reason, units: sql<number>`sum(${crdMovements.quantity})::int` }).from(crdMovements)
      .where(and(eq(crdMovements.shopId, shopId), sql`${crdMovements.createdAt} >= ${start}`, sql`${crdMovements.createdAt} < ${end}`))
      .groupBy(crdMovements.capsuleId, crdMovements.reason),
  ]);
  return computeCrdAccount({ capsules, openings: openings as CrdOpening[], month: sums as CrdMonthSum[] });
}
