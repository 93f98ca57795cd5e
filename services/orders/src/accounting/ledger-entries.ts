import type { Db } from '@vendange/service-kit';
import type { ReceivedPaymentsRepo } from '../received-payments/received-payments-repo';
import type { AccountingCodesRepo } from './accounting-codes-repo';
import { documentEntry, paymentEntry, paymentReversalEntry, type Entry } from './fec-entries';
import { compareEntries, entryNumbering, type NumberedEntry } from './fec-file';
import { documentIdsIssuedIn, documentsByIds } from './ledger-repo';

export interface LedgerDeps { db: Db; payments: ReceivedPaymentsRepo; codes: AccountingCodesRepo }

/** Documents and payments read at a time: what the ledger holds in memory, whatever the period. */
const PAGE = 1000;

/** The entries of `ids` read page by page, in their order: one page in memory at a time, each read when it is needed. */
async function* paged<K, T>(ids: readonly K[], load: (ids: readonly K[]) => Promise<T[]>, entryOf: (row: T) => Entry): AsyncGenerator<Entry> {
  for (let i = 0; i < ids.length; i += PAGE) {
    for (const row of await load(ids.slice(i, i + PAGE))) yield entryOf(row);
  }
}

/** An iterator one can look ahead in. */
async function peekable(source: AsyncIterator<Entry>) {
  let head = await source.next();
  return {
    peek: () => (head.done ? null : head.value),
    async take() { const value = head.value as Entry; head = await source.next(); return value; },
  };
}

/**
 * The entries of documents and payments (each in date order) merged into the file's order, a day at a time:
 * the day's documents, then its payments, sorted as numberedEntries sorts a whole period (a stable sort), so the
 * streamed file is the in-memory one. `onDay` hears how many entries are through.
 */
export async function* inFileOrder(documents: AsyncIterable<Entry>, payments: AsyncIterable<Entry>, onDay?: (done: number) => Promise<void> | void): AsyncGenerator<NumberedEntry> {
  const docs = await peekable(documents[Symbol.asyncIterator]());
  const pays = await peekable(payments[Symbol.asyncIterator]());
  const numbered = entryNumbering();
  let done = 0;
  for (;;) {
    const day = [docs.peek()?.date, pays.peek()?.date].filter((d): d is string => !!d).sort()[0];
    if (!day) return;
    const ofDay: Entry[] = [];
    while (docs.peek()?.date === day) ofDay.push(await docs.take());
    while (pays.peek()?.date === day) ofDay.push(await pays.take());
    for (const entry of ofDay.sort(compareEntries)) yield numbered(entry);
    done += ofDay.length;
    await onDay?.(done);
  }
}

export interface Ledger {
  /** How many documents and payments the period holds: the file is done when `onEntry` has counted them all. */
  total: number;
  /** The period's entries in the file's order (date, journal, piece), numbered within each journal. */
  entries: AsyncIterable<NumberedEntry>;
}

/**
 * Every entry of a shop's period, on its accounting codes: the documents issued and the payments received, read by
 * pages and merged by day (both come in date order), so one page and one day are in memory at a time. The FEC
 * routes and the background export both write from it (docs/decisions/accounting.md).
 */
export async function ledgerEntries({ db, payments, codes }: LedgerDeps, shopId: number, from: string, to: string, onEntry?: (done: number) => Promise<void> | void): Promise<Ledger> {
  const [documentIds, paymentEvents, accounts] = await Promise.all([documentIdsIssuedIn(db, shopId, from, to), payments.paymentEventsIn(shopId, from, to), codes.of(shopId)]);
  const entries = inFileOrder(
    paged(documentIds, (ids) => documentsByIds(db, ids), (d) => documentEntry(d, accounts)),
    paged(paymentEvents, async (events) => {
      const rows = new Map((await payments.receivedByIds(events.map((e) => e.id))).map((r) => [r.id, r]));
      return events.flatMap((e) => { const row = rows.get(e.id); return row ? [{ ...e, row }] : []; });
    }, ({ reversal, row }) => (reversal && row.reversedOn ? paymentReversalEntry({ ...row, reversedOn: row.reversedOn }, accounts) : paymentEntry(row, accounts))),
    onEntry,
  );
  return { total: documentIds.length + paymentEvents.length, entries };
}
