import { boolean, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { agentInvitations, agentProfiles } from '../agents/agents-schema';
import { rolePresets } from '../presets/presets-schema';
import { outboxTable } from '@vendange/service-kit/outbox-table';
import type { Address } from '@vendange/contracts';

export const identity = pgSchema('identity');

/** Jobs announced by this service's state changes, committed with them (docs/decisions/durable-work.md). */
export const outbox = outboxTable(identity);

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
  /** False for an account made for someone (invited collaborator, client added by a producer) until they choose a password: their profile is incomplete. */
  passwordSet: boolean('password_set').notNull().default(true),
  business: jsonb('business').$type<{ name: string | null; siret: string | null } | null>(),
  /** Who brought this user (the refId of the register link), kept for commissions later. */
  referrer: text('referrer'),
  deliveryAddress: jsonb('delivery_address').$type<Address>(),
  billingAddress: jsonb('billing_address').$type<Address>(),
  cart: jsonb('cart').$type<{ orders: Record<string, unknown>[]; lastUpdated: string | null; version?: number }>().notNull().default({ orders: [], lastUpdated: null }),
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

/** Single-use links sent by mail (confirm an address, choose a new password, change the address); only a hash is stored. */
export const userTokens = identity.table('user_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['validate', 'reset', 'email'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** For an address change ('email'): the new address, which replaces the account's only once the link is opened. */
  newEmail: text('new_email'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Login and mail-sending counters (login-limiter.ts), in the database so that every identity process counts
 * the same attempts: a second process must not double the guesses an address may make. Shaped for
 * rate-limiter-flexible's drizzle store (key, points, expire).
 */
export const attemptCounters = identity.table('attempt_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

export { agentInvitations, agentProfiles, rolePresets };
