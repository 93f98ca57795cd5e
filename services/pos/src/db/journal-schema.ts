import { bigint, index, integer, jsonb, pgSchema, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Same schema object name as schema.ts: drizzle keys tables by their schema, and one pgSchema('pos') per file is fine.
const pos = pgSchema('pos');

/**
 * The cash register's inalterable journal (docs/decisions/cash-register-journal.md): one gapless, hash-chained,
 * signed sequence per sales point. Append-only: triggers refuse UPDATE, DELETE and TRUNCATE.
 */
export const journalEntries = pos.table('journal_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  salesPointId: integer('sales_point_id').notNull(),
  sequence: integer('sequence').notNull(),
  kind: text('kind').notNull(),
  reference: text('reference').notNull(),
  userId: integer('user_id'),
  recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }).notNull(),
  /** Signed amount incl. VAT of the entry (ticket, cancellation < 0, payment, closing total), 0 for the others. */
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** Perpetual grand totals after this entry: the signed sum of sales and the sum of their absolute values. */
  grandTotalCents: bigint('grand_total_cents', { mode: 'number' }).notNull(),
  grandTotalAbsCents: bigint('grand_total_abs_cents', { mode: 'number' }).notNull(),
  /** What is specific to the kind (lines, VAT per rate, payments, closing totals, event detail). */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  previousHash: text('previous_hash').notNull(),
  hash: text('hash').notNull(),
  signature: text('signature').notNull(),
  keyId: text('key_id').notNull(),
}, (t) => [
  unique('journal_entries_point_sequence_key').on(t.salesPointId, t.sequence),
  index('journal_entries_shop_idx').on(t.shopId, t.salesPointId),
  index('journal_entries_point_day_idx').on(t.salesPointId, t.recordedAt),
]);

/** Public keys that signed journal entries (the key id is the start of the key's SHA-256). Append-only too. */
export const journalKeys = pos.table('journal_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Daily (Z), monthly and yearly closings of a sales point: once written, never changed (triggers). */
export const closings = pos.table('closings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  salesPointId: integer('sales_point_id').notNull(),
  period: text('period').notNull(),
  /** '2026-11-27', '2026-11' or '2026': the French calendar period. */
  periodKey: text('period_key').notNull(),
  /** Journal sequences of the sales covered: (after the previous closing of this period kind, lastSequence]. */
  firstSequence: integer('first_sequence'),
  lastSequence: integer('last_sequence').notNull(),
  ticketCount: integer('ticket_count').notNull(),
  cancellationCount: integer('cancellation_count').notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  totals: jsonb('totals').$type<Record<string, unknown>>().notNull(),
  grandTotalCents: bigint('grand_total_cents', { mode: 'number' }).notNull(),
  grandTotalAbsCents: bigint('grand_total_abs_cents', { mode: 'number' }).notNull(),
  /** The closing's own journal entry. */
  journalSequence: integer('journal_sequence').notNull(),
  hash: text('hash').notNull(),
  signature: text('signature').notNull(),
  /** Who took it; null when the end-of-period job did. */
  takenBy: integer('taken_by'),
  takenAt: timestamp('taken_at', { withTimezone: true, precision: 3 }).notNull(),
}, (t) => [
  unique('closings_point_period_key').on(t.salesPointId, t.period, t.periodKey),
  index('closings_shop_idx').on(t.shopId, t.salesPointId),
]);
