import { boolean, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const identity = pgSchema('identity');

export const users = identity.table('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  role: text('role', { enum: ['buyer', 'owner', 'iam', 'agent', 'admin'] }).notNull(),
  isPro: boolean('is_pro').notNull().default(false),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  emailValidated: boolean('email_validated').notNull().default(false),
  cart: jsonb('cart').$type<{ orders: Record<string, unknown>[]; lastUpdated: string | null }>().notNull().default({ orders: [], lastUpdated: null }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's link to a shop (spec point 3 User.shops); the owner link is what makes an owner. */
export const userShops = identity.table('user_shops', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull(),
  relation: text('relation', { enum: ['owner', 'iam', 'agent', 'buyer'] }).notNull(),
  typology: text('typology'),
  blocked: boolean('blocked').notNull().default(false),
  authorizations: jsonb('authorizations').$type<Record<string, boolean> | null>(),
}, (t) => [primaryKey({ columns: [t.userId, t.shopId] })]);

/** Accounts a master account may act as. */
export const masterLinks = identity.table('master_links', {
  masterId: integer('master_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.masterId, t.accountId] })]);
