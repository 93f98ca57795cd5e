import { index, integer, numeric, pgSchema, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const ordersSchema = pgSchema('orders');

export const orders = ordersSchema.table('orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  reference: text('reference').notNull(),
  buyerId: integer('buyer_id'),
  /** Snapshot of the client's name when the order was placed. */
  clientName: text('client_name').notNull(),
  status: text('status', { enum: ['draft', 'pending', 'validated', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error'] }).notNull(),
  /** Totals as priced when placed (null on orders imported without the detail). */
  totalHtCents: integer('total_ht_cents'),
  vatCents: integer('vat_cents'),
  totalTtcCents: integer('total_ttc_cents').notNull(),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('orders_shop_reference').on(t.shopId, t.reference), index('orders_shop_created_idx').on(t.shopId, t.createdAt), index('orders_buyer_idx').on(t.buyerId)]);

/** The lines of an order as priced when placed: a snapshot, so later catalogue changes never alter it. */
export const orderLines = ordersSchema.table('order_lines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull(),
  formatId: integer('format_id').notNull(),
  label: text('label').notNull(),
  quantity: integer('quantity').notNull(),
  unitHtCents: integer('unit_ht_cents').notNull(),
  unitTtcCents: integer('unit_ttc_cents').notNull(),
  /** VAT rate in percent as decimal text ('20', '5.5'). */
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  lineHtCents: integer('line_ht_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  lineTtcCents: integer('line_ttc_cents').notNull(),
}, (t) => [index('order_lines_order_idx').on(t.orderId)]);

/** Last reference number given per shop and year (CMD-<year>-<number>), taken under a row lock. */
export const orderSequences = ordersSchema.table('order_sequences', {
  shopId: integer('shop_id').notNull(),
  year: integer('year').notNull(),
  last: integer('last').notNull(),
}, (t) => [primaryKey({ columns: [t.shopId, t.year] })]);
