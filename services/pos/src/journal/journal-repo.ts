import { and, asc, count, desc, eq, gt, gte, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { Closing, ClosingPeriod, JournalEntry, JournalEntryKind } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { closings, journalEntries, journalKeys } from '../db/journal-schema';
import { salesPoints } from '../db/schema';
import type { JournalClosingTotals } from './journal-entry';
import type { SealedEntry } from './journal-seal';

type EntryRow = typeof journalEntries.$inferSelect;
type ClosingRow = typeof closings.$inferSelect;

/** The instant a French calendar day starts (midnight in Paris), for SQL. */
export const parisMidnight = (day: string): SQL => sql`((${day})::date)::timestamp at time zone 'Europe/Paris'`;

export const toSealed = (r: EntryRow): SealedEntry => ({
  shopId: r.shopId, salesPointId: r.salesPointId, sequence: r.sequence, kind: r.kind as SealedEntry['kind'], reference: r.reference, userId: r.userId,
  recordedAt: r.recordedAt.toISOString(), amountCents: r.amountCents, grandTotalCents: r.grandTotalCents, grandTotalAbsCents: r.grandTotalAbsCents,
  payload: r.payload, keyId: r.keyId, previousHash: r.previousHash, hash: r.hash, signature: r.signature,
});

function detailOf(r: EntryRow): string | null {
  const p = r.payload;
  if (r.kind === 'event' && typeof p.event === 'string') return p.event;
  if (r.kind === 'cancellation' && typeof p.cancels === 'string') return p.cancels;
  if (r.kind === 'duplicate' && typeof p.copyNumber === 'number') return `#${p.copyNumber}`;
  return null;
}

const toEntry = (r: EntryRow): JournalEntry => ({
  sequence: r.sequence, kind: r.kind as JournalEntryKind, reference: r.reference, userId: r.userId, recordedAt: r.recordedAt.toISOString(),
  amountCents: r.amountCents, grandTotalCents: r.grandTotalCents, grandTotalAbsCents: r.grandTotalAbsCents, detail: detailOf(r), hash: r.hash, keyId: r.keyId,
});

export const toClosing = (r: ClosingRow): Closing => {
  const t = r.totals as Pick<JournalClosingTotals, 'vat' | 'payments'>;
  return {
    id: r.id, salesPointId: r.salesPointId, period: r.period as ClosingPeriod, periodKey: r.periodKey, firstSequence: r.firstSequence, lastSequence: r.lastSequence,
    ticketCount: r.ticketCount, cancellationCount: r.cancellationCount, totalCents: r.totalCents, vat: t.vat, payments: t.payments,
    grandTotalCents: r.grandTotalCents, grandTotalAbsCents: r.grandTotalAbsCents, journalSequence: r.journalSequence, hash: r.hash, signature: r.signature,
    takenBy: r.takenBy, takenAt: r.takenAt.toISOString(),
  };
};

export function journalRepo(db: Db) {
  return {
    /** The sales point when it is the shop's (its name for the archive). */
    async point(shopId: number, id: number) {
      const [row] = await db.select({ id: salesPoints.id, shopId: salesPoints.shopId, name: salesPoints.name }).from(salesPoints)
        .where(and(eq(salesPoints.id, id), eq(salesPoints.shopId, shopId)));
      return row ?? null;
    },

    /** A page of the journal, newest first. */
    async list(salesPointId: number, q: { page: number; limit: number; kind?: JournalEntryKind | undefined }) {
      const where = and(eq(journalEntries.salesPointId, salesPointId), q.kind ? eq(journalEntries.kind, q.kind) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(journalEntries).where(where).orderBy(desc(journalEntries.sequence)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(journalEntries).where(where),
      ]);
      return { items: rows.map(toEntry), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** Every entry of a sales point, or those recorded within [from, to) instants (French days), in sequence order. */
    async sealed(salesPointId: number, range: { fromDay?: string | undefined; toDayAfter?: string | undefined } = {}): Promise<SealedEntry[]> {
      const rows = await db.select().from(journalEntries).where(and(
        eq(journalEntries.salesPointId, salesPointId),
        range.fromDay ? gte(journalEntries.recordedAt, parisMidnight(range.fromDay)) : undefined,
        range.toDayAfter ? lt(journalEntries.recordedAt, parisMidnight(range.toDayAfter)) : undefined,
      )).orderBy(asc(journalEntries.sequence));
      return rows.map(toSealed);
    },

    /** Public keys by key id: every key that ever signed here. */
    async keys(): Promise<Record<string, string>> {
      const rows = await db.select().from(journalKeys);
      return Object.fromEntries(rows.map((r) => [r.keyId, r.publicKey]));
    },

    async closings(salesPointId: number, q: { page: number; limit: number; period?: ClosingPeriod | undefined }) {
      const where = and(eq(closings.salesPointId, salesPointId), q.period ? eq(closings.period, q.period) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(closings).where(where).orderBy(desc(closings.takenAt), desc(closings.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(closings).where(where),
      ]);
      return { items: rows.map(toClosing), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** Every closing of a sales point whose journal entry lies in [first, last] (all when no bounds). */
    async closingsBetween(salesPointId: number, first?: number, last?: number) {
      const rows = await db.select().from(closings).where(and(
        eq(closings.salesPointId, salesPointId),
        first !== undefined ? gte(closings.journalSequence, first) : undefined,
        last !== undefined ? lte(closings.journalSequence, last) : undefined,
      )).orderBy(asc(closings.journalSequence));
      return rows.map(toClosing);
    },

    /** Sales points with sales no closing of `period` kind covers yet, recorded before `beforeDay` (Paris). */
    async pointsWithOpenSales(period: ClosingPeriod, beforeDay: string) {
      const closed = db.select({ salesPointId: closings.salesPointId, last: max(closings.lastSequence).as('last') }).from(closings)
        .where(eq(closings.period, period)).groupBy(closings.salesPointId).as('closed');
      const rows = await db.select({ salesPointId: journalEntries.salesPointId, shopId: journalEntries.shopId, firstAt: sql<string>`min(${journalEntries.recordedAt})`.mapWith(String) })
        .from(journalEntries).leftJoin(closed, eq(closed.salesPointId, journalEntries.salesPointId))
        .where(and(
          sql`${journalEntries.kind} in ('ticket', 'cancellation')`,
          gt(journalEntries.sequence, sql`coalesce(${closed.last}, 0)`),
          lt(journalEntries.recordedAt, parisMidnight(beforeDay)),
        ))
        .groupBy(journalEntries.salesPointId, journalEntries.shopId);
      return rows.map((r) => ({ salesPointId: r.salesPointId, shopId: r.shopId, firstAt: new Date(r.firstAt) }));
    },
  };
}
export type JournalRepo = ReturnType<typeof journalRepo>;
