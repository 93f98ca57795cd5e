import { boolean, index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const crm = pgSchema('crm');

export const clients = crm.table('clients', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  typology: text('typology'),
  city: text('city'),
  isPro: boolean('is_pro').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('clients_shop_name_idx').on(t.shopId, t.name)]);
