import { and, asc, desc, eq, gt, inArray, lt, lte, max, sql } from 'drizzle-orm';
import type { Closing, ClosingPeriod } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { closings, journalEntries } from '../db/journal-schema';
import { closingReference, dayAfterPeriod } from './closing-period';
import { closingSumsOf } from './closing-totals';
import { appendJournalEntry, journalLockKey, journalSigner } from './journal-append';
import type { JournalClosingTotals, JournalSale } from './journal-entry';
import { parisMidnight, toClosing } from './journal-repo';
import type { JournalSigner } from './journal-signer';

export interface ClosingRequest {
  shopId: number;
  salesPointId: number;
  period: ClosingPeriod;
  /** '2026-11-27', '2026-11', '2026'. */
  periodKey: string;
  /** The user who takes it; null for the end-of-period job. */
  takenBy: number | null;
}

/**
 * Takes a closing (docs/decisions/cash-register-journal.md): under the sales point's journal lock, it covers the
 * sales after the last closing of the same kind up to the end of its period (or now, for the current one), sums
 * them, writes its signed entry to the journal and its row, both for ever. A second closing of the same period
 * answers the first one (`created: false`): the job and the owner may race, only one is written.
 */
export async function takeClosing(db: Db, req: ClosingRequest, signer: JournalSigner = journalSigner()): Promise<{ created: boolean; closing: Closing }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${journalLockKey(req.salesPointId)}))`);
    const [existing] = await tx.select().from(closings)
      .where(and(eq(closings.salesPointId, req.salesPointId), eq(closings.period, req.period), eq(closings.periodKey, req.periodKey)));
    if (existing) return { created: false, closing: toClosing(existing) };

    const [previous] = await tx.select({ last: max(closings.lastSequence) }).from(closings)
      .where(and(eq(closings.salesPointId, req.salesPointId), eq(closings.period, req.period)));
    const after = previous?.last ?? 0;
    const [bound] = await tx.select({ last: max(journalEntries.sequence) }).from(journalEntries)
      .where(and(eq(journalEntries.salesPointId, req.salesPointId), lt(journalEntries.recordedAt, parisMidnight(dayAfterPeriod(req.period, req.periodKey)))));
    const lastSequence = Math.max(after, bound?.last ?? 0);
    const rows = lastSequence > after
      ? await tx.select({ sequence: journalEntries.sequence, kind: journalEntries.kind, payload: journalEntries.payload }).from(journalEntries)
        .where(and(eq(journalEntries.salesPointId, req.salesPointId), gt(journalEntries.sequence, after), lte(journalEntries.sequence, lastSequence), inArray(journalEntries.kind, ['ticket', 'cancellation'])))
        .orderBy(asc(journalEntries.sequence))
      : [];
    const sums = closingSumsOf(rows.map((r) => ({ kind: r.kind as 'ticket' | 'cancellation', sale: r.payload.sale as JournalSale })));
    const [head] = await tx.select({ grandTotalCents: journalEntries.grandTotalCents, grandTotalAbsCents: journalEntries.grandTotalAbsCents }).from(journalEntries)
      .where(eq(journalEntries.salesPointId, req.salesPointId)).orderBy(desc(journalEntries.sequence)).limit(1);
    const totals: JournalClosingTotals = {
      period: req.period, periodKey: req.periodKey, firstSequence: rows[0]?.sequence ?? null, lastSequence, ...sums,
      grandTotalCents: head?.grandTotalCents ?? 0, grandTotalAbsCents: head?.grandTotalAbsCents ?? 0,
    };
    const entry = await appendJournalEntry(tx, {
      kind: 'closing', shopId: req.shopId, salesPointId: req.salesPointId, reference: closingReference(req.period, req.periodKey), userId: req.takenBy, closing: totals,
    }, signer);
    const [row] = await tx.insert(closings).values({
      shopId: req.shopId, salesPointId: req.salesPointId, period: req.period, periodKey: req.periodKey, firstSequence: totals.firstSequence, lastSequence,
      ticketCount: sums.ticketCount, cancellationCount: sums.cancellationCount, totalCents: sums.totalCents, totals: { vat: sums.vat, payments: sums.payments },
      grandTotalCents: totals.grandTotalCents, grandTotalAbsCents: totals.grandTotalAbsCents, journalSequence: entry.sequence, hash: entry.hash,
      signature: entry.signature, takenBy: req.takenBy, takenAt: entry.recordedAt,
    }).returning();
    return { created: true, closing: toClosing(row!) };
  });
}
