import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TicketLine, TicketPayment, TicketVatLine } from '@vendange/contracts';
import { outboxTable } from '@vendange/service-kit/outbox-table';

const pos = pgSchema('pos');

/** Work announced with a change of the till (a receipt to mail), relayed to the job queue (docs/decisions/durable-work.md). */
export const outbox = outboxTable(pos);

/**
 * A ticket of a till: a sale, or the cancellation of one (its amounts negative, never an edit of the sale). Both
 * take the next number of the sales point's one gapless series. `key` is the till's idempotency key (a UUID made
 * when the sale was rung up): a retry or an offline replay finds the ticket already there.
 */
export const tickets = pos.table('tickets', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  salesPointId: integer('sales_point_id').notNull(),
  number: integer('number').notNull(),
  kind: text('kind', { enum: ['sale', 'cancellation'] }).notNull(),
  key: uuid('key').notNull().unique('tickets_key_unique'),
  /** The sale a cancellation cancels; on the sale, the cancellation that cancelled it. */
  cancelsTicketId: integer('cancels_ticket_id'),
  cancelledByTicketId: integer('cancelled_by_ticket_id'),
  cancelReason: text('cancel_reason'),
  orderId: integer('order_id').notNull(),
  orderReference: text('order_reference').notNull(),
  clientId: integer('client_id'),
  clientName: text('client_name'),
  clientEmail: text('client_email'),
  /** When the till rang it up (an offline sale keeps its own moment), and when the server recorded it. */
  soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  soldBy: integer('sold_by'),
  soldByName: text('sold_by_name'),
  totalTtcCents: integer('total_ttc_cents').notNull(),
  totalHtCents: integer('total_ht_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  discountCents: integer('discount_cents').notNull().default(0),
  ticketDiscountPercent: text('ticket_discount_percent'),
  ticketDiscountReason: text('ticket_discount_reason'),
  tipsCents: integer('tips_cents').notNull().default(0),
  tenderedCents: integer('tendered_cents').notNull(),
  changeCents: integer('change_cents').notNull().default(0),
  lines: jsonb('lines').$type<TicketLine[]>().notNull(),
  vatLines: jsonb('vat_lines').$type<TicketVatLine[]>().notNull(),
  payments: jsonb('payments').$type<TicketPayment[]>().notNull(),
  /** How many duplicates were printed (each one journalled). */
  duplicates: integer('duplicates').notNull().default(0),
}, (t) => [
  unique('tickets_number_unique').on(t.salesPointId, t.number),
  index('tickets_point_day_idx').on(t.salesPointId, t.soldAt),
  check('tickets_number_positive', sql`${t.number} > 0`),
]);
