import { boolean, index, integer, pgSchema, text } from 'drizzle-orm/pg-core';

export const pos = pgSchema('pos');

export const salesPoints = pos.table('sales_points', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  location: text('location'),
  active: boolean('active').notNull().default(true),
}, (t) => [index('sales_points_shop_idx').on(t.shopId)]);
