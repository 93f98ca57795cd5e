import { index, integer, pgSchema, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const ordersSchema = pgSchema('orders');

export const orders = ordersSchema.table('orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  reference: text('reference').notNull(),
  buyerId: integer('buyer_id'),
  /** Snapshot of the client's name when the order was placed. */
  clientName: text('client_name').notNull(),
  status: text('status', { enum: ['draft', 'pending', 'validated', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error'] }).notNull(),
  totalTtcCents: integer('total_ttc_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('orders_shop_reference').on(t.shopId, t.reference), index('orders_shop_created_idx').on(t.shopId, t.createdAt), index('orders_buyer_idx').on(t.buyerId)]);
