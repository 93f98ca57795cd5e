import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { drmMessages, exitDocumentMessages, type DrmAnnex, type DrmAnnexDocument, type DrmFormat, type DrmMonthStatus, type DrmReturn } from '@vendange/contracts';
import { HttpError, type Db } from '@vendange/service-kit';
import { drmReturns, exitDocuments, movements, warehouses } from '../db/schema';
import { computeDrm, type MonthSum, type OpeningSum, type Regime, type TransferRow } from './drm-compute';
import { crdMoved } from '../crd/crd-account';
import { crdAccountOf } from '../crd/crd-repo';
import { dueDateOf, lastDayOf, monthsUpTo, nextMonth, parisMonthOf } from './drm-months';

/** What catalog says of formats for the DRM (volume, DRM product, duties). */
export type DrmFormatsOf = (shopId: number, formatIds: number[]) => Promise<Map<number, DrmFormat>>;

const parisStart = (month: string) => sql`(${`${month}-01`}::date)::timestamp at time zone 'Europe/Paris'`;

const annexColumns = {
  id: exitDocuments.id, type: exitDocuments.type, number: exitDocuments.number,
  issuedOn: sql<string>`to_char(${exitDocuments.issuedAt} at time zone 'Europe/Paris', 'YYYY-MM-DD')`,
  destination: exitDocuments.destination, recipientExciseNumber: exitDocuments.recipientExciseNumber,
  dischargedAt: sql<string | null>`to_char(${exitDocuments.dischargedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/**
 * The month's annex: the documents issued in it, and every DAE issued before its end whose receipt was not confirmed
 * by then (a DAE discharged later still counts as not discharged on this month's return).
 */
async function annexOf(db: Db, shopId: number, start: ReturnType<typeof sql>, end: ReturnType<typeof sql>): Promise<DrmAnnex> {
  const [documents, undischarged] = await Promise.all([
    db.select(annexColumns).from(exitDocuments)
      .where(and(eq(exitDocuments.shopId, shopId), sql`${exitDocuments.issuedAt} >= ${start}`, sql`${exitDocuments.issuedAt} < ${end}`)).orderBy(exitDocuments.issuedAt, exitDocuments.id),
    db.select(annexColumns).from(exitDocuments)
      .where(and(eq(exitDocuments.shopId, shopId), eq(exitDocuments.type, 'DAE'), sql`${exitDocuments.issuedAt} < ${end}`,
        sql`(${exitDocuments.dischargedAt} is null or ${exitDocuments.dischargedAt} >= ${end})`)).orderBy(exitDocuments.issuedAt, exitDocuments.id),
  ]);
  return { documents, undischarged };
}

/** Marks a DAE « apuré »: its recipient confirmed receipt (in GAMMA). Once; again answers it as it is. */
export async function dischargeExitDocument(db: Db, shopId: number, id: number): Promise<DrmAnnexDocument> {
  const where = and(eq(exitDocuments.shopId, shopId), eq(exitDocuments.id, id));
  const [found] = await db.select({ type: exitDocuments.type }).from(exitDocuments).where(where);
  if (!found) throw new HttpError(404, 'EXIT_DOCUMENT_NOT_FOUND', exitDocumentMessages.unknown);
  if (found.type !== 'DAE') throw new HttpError(409, 'EXIT_DOCUMENT_NOT_DAE', exitDocumentMessages.notDae);
  await db.update(exitDocuments).set({ dischargedAt: sql`now()` }).where(and(where, sql`${exitDocuments.dischargedAt} is null`));
  const [row] = await db.select(annexColumns).from(exitDocuments).where(where);
  return row!;
}

/** The monthly return from the ledger (docs/decisions/drm.md): sums in SQL, one pass over the month's transfers. */
export function drmRepo(db: Db, formatsOf: DrmFormatsOf, now: () => Date = () => new Date()) {
  async function filed(shopId: number, month: string) {
    const [row] = await db.select().from(drmReturns).where(and(eq(drmReturns.shopId, shopId), eq(drmReturns.month, month)));
    return row ?? null;
  }

  async function compute(shopId: number, month: string): Promise<DrmReturn> {
    const start = parisStart(month);
    const end = parisStart(nextMonth(month));
    const regime = sql<Regime>`${warehouses.regime}`;
    const [openings, sums, transfers, [count], [bonded]] = await Promise.all([
      db.select({ regime, formatId: movements.formatId, units: sql<number>`sum(${movements.quantity})::int` })
        .from(movements).innerJoin(warehouses, eq(warehouses.id, movements.warehouseId))
        .where(and(eq(movements.shopId, shopId), sql`${movements.createdAt} < ${start}`)).groupBy(warehouses.regime, movements.formatId),
      db.select({ regime, formatId: movements.formatId, reason: movements.reason, destination: movements.destination, units: sql<number>`sum(${movements.quantity})::int` })
        .from(movements).innerJoin(warehouses, eq(warehouses.id, movements.warehouseId))
        .where(and(eq(movements.shopId, shopId), sql`${movements.createdAt} >= ${start}`, sql`${movements.createdAt} < ${end}`, sql`${movements.kind} <> 'transfer'`))
        // Entries and exits of one reason are summed apart: an inventory may find more of one line and less of another.
        .groupBy(warehouses.regime, movements.formatId, movements.reason, movements.destination, sql`sign(${movements.quantity})`),
      db.select({ batchId: movements.batchId, regime, formatId: movements.formatId, vintage: movements.vintage, lot: movements.lot, units: movements.quantity })
        .from(movements).innerJoin(warehouses, eq(warehouses.id, movements.warehouseId))
        .where(and(eq(movements.shopId, shopId), sql`${movements.createdAt} >= ${start}`, sql`${movements.createdAt} < ${end}`, eq(movements.kind, 'transfer'))),
      db.select({ n: sql<number>`count(*)::int` }).from(movements)
        .where(and(eq(movements.shopId, shopId), sql`${movements.createdAt} >= ${start}`, sql`${movements.createdAt} < ${end}`)),
      db.select({ exciseNumber: warehouses.exciseNumber }).from(warehouses)
        .where(and(eq(warehouses.shopId, shopId), eq(warehouses.regime, 'suspended'), sql`${warehouses.exciseNumber} is not null`)).orderBy(warehouses.id).limit(1),
    ]);
    const formatIds = [...new Set([...openings, ...sums, ...transfers].map((r) => r.formatId))];
    const formats = formatIds.length > 0 ? await formatsOf(shopId, formatIds) : new Map<number, DrmFormat>();
    const [crd, annex] = await Promise.all([crdAccountOf(db, shopId, month), annexOf(db, shopId, start, end)]);
    const lines = computeDrm({ openings: openings as OpeningSum[], month: sums as MonthSum[], transfers: transfers as TransferRow[], formats, lastDay: lastDayOf(month) });
    const movementsOfMonth = count?.n ?? 0;
    return {
      shopId, month, exciseNumber: bonded?.exciseNumber ?? null, status: 'draft', nil: movementsOfMonth === 0 && !crdMoved(crd), lines, crd, annex,
      dutyCents: lines.reduce((s, l) => s + l.dutyCents, 0), cssCents: lines.reduce((s, l) => s + l.cssCents, 0),
      movements: movementsOfMonth, filedAt: null, dueDate: dueDateOf(month),
    };
  }

  /** The Paris month the shop's ledger starts: its first warehouse or its first movement, whichever came first. */
  async function ledgerStart(shopId: number): Promise<string | null> {
    const [[house], [moved]] = await Promise.all([
      db.select({ at: sql<string | Date | null>`min(${warehouses.createdAt})` }).from(warehouses).where(eq(warehouses.shopId, shopId)),
      db.select({ at: sql<string | Date | null>`min(${movements.createdAt})` }).from(movements).where(eq(movements.shopId, shopId)),
    ]);
    const firsts = [house?.at, moved?.at].filter((at): at is string | Date => at != null).map((at) => new Date(at).getTime());
    return firsts.length > 0 ? parisMonthOf(new Date(Math.min(...firsts))) : null;
  }

  const refuseFuture = (month: string) => {
    if (month > parisMonthOf(now())) throw new HttpError(400, 'DRM_FUTURE', drmMessages.future);
  };

  return {
    /** The return of a month: as filed when it was, else computed now from the ledger. */
    async ofMonth(shopId: number, month: string): Promise<DrmReturn> {
      refuseFuture(month);
      const done = await filed(shopId, month);
      if (done) return { ...(done.snapshot as unknown as DrmReturn), status: 'filed', filedAt: done.filedAt.toISOString() };
      return compute(shopId, month);
    },

    /** Files an ended month: its return is kept as computed now; a month filed stays so. */
    async file(shopId: number, month: string, userId: number | null): Promise<DrmReturn> {
      refuseFuture(month);
      if (month >= parisMonthOf(now())) throw new HttpError(409, 'DRM_MONTH_OPEN', drmMessages.notEnded(month));
      const start = await ledgerStart(shopId);
      if (start === null || month < start) throw new HttpError(409, 'DRM_BEFORE_LEDGER', drmMessages.beforeLedger(month));
      const computed = await compute(shopId, month);
      const rows = await db.insert(drmReturns).values({ shopId, month, snapshot: computed as unknown as Record<string, unknown>, filedById: userId })
        .onConflictDoNothing().returning({ filedAt: drmReturns.filedAt });
      if (rows.length === 0) throw new HttpError(409, 'DRM_FILED', drmMessages.alreadyFiled(month));
      return { ...computed, status: 'filed', filedAt: rows[0]!.filedAt.toISOString() };
    },

    /**
     * The last twelve months, newest first: open (the current one), to file, filed, or before the ledger (a month
     * before the shop's first warehouse and first movement: the ledger cannot speak for it, so nothing is due here).
     */
    async months(shopId: number): Promise<DrmMonthStatus[]> {
      const current = parisMonthOf(now());
      const list = monthsUpTo(current, 12);
      const [done, start] = await Promise.all([
        db.select({ month: drmReturns.month, filedAt: drmReturns.filedAt }).from(drmReturns)
          .where(and(eq(drmReturns.shopId, shopId), inArray(drmReturns.month, list))).orderBy(desc(drmReturns.month)),
        ledgerStart(shopId),
      ]);
      const filedAt = new Map(done.map((d) => [d.month, d.filedAt.toISOString()]));
      return list.map((month) => ({
        month, dueDate: dueDateOf(month), filedAt: filedAt.get(month) ?? null,
        status: filedAt.has(month) ? 'filed' : month === current ? 'open' : start === null || month < start ? 'before' : 'draft',
      }));
    },
  };
}
export type DrmRepo = ReturnType<typeof drmRepo>;
