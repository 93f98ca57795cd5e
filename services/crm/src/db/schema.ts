import { sql } from 'drizzle-orm';
import { outboxTable } from '@vendange/service-kit/outbox-table';
import { boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const crm = pgSchema('crm');

/** An address as the contracts' `addressSchema` describes it (stored whole: a client has one of each kind). */
export type StoredAddress = Record<string, unknown>;

/**
 * A shop's clients and prospects (docs/decisions/crm-clients.md). `userId` is the buyer's account when the client
 * came from an order or a linked shop: one client per buyer per shop (partial unique index), so the upsert of the
 * order job is idempotent. `mergedIntoId` set = merged into another client: out of every list, kept for the links.
 */
export const clients = crm.table('clients', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  typology: text('typology'),
  city: text('city'),
  isPro: boolean('is_pro').notNull().default(false),
  /** 'client' or 'prospect' (spec: add?pipe=Prospect); prospection filters on it. */
  pipe: text('pipe', { enum: ['client', 'prospect'] }).notNull().default('client'),
  userId: integer('user_id'),
  source: text('source', { enum: ['staff', 'order', 'link', 'import', 'seed'] }).notNull().default('staff'),
  civility: text('civility'),
  firstname: text('firstname'),
  lastname: text('lastname'),
  businessName: text('business_name'),
  siret: text('siret'),
  siren: text('siren'),
  nic: text('nic'),
  vatNumber: text('vat_number'),
  phone: text('phone'),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
  /** French department code of the delivery (else billing) postcode, for prospection by area. */
  department: text('department'),
  deliveryAddress: jsonb('delivery_address').$type<StoredAddress>(),
  billingAddress: jsonb('billing_address').$type<StoredAddress>(),
  mergedIntoId: integer('merged_into_id'),
  mergedAt: timestamp('merged_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('clients_shop_name_idx').on(t.shopId, t.name),
  index('clients_shop_pipe_idx').on(t.shopId, t.pipe),
  uniqueIndex('clients_shop_user_uq').on(t.shopId, t.userId).where(sql`${t.userId} is not null`),
  index('clients_shop_email_idx').on(t.shopId, sql`lower(${t.email})`),
  index('clients_shop_siret_idx').on(t.shopId, t.siret),
  index('clients_tags_idx').using('gin', t.tags),
  // The clients list (docs/decisions/api-performance.md, CRM): its pages in the order of its two sorts, read from an
  // index (a shop's file of 100,000 was sorted whole for each page), and its contains-search by trigrams.
  index('clients_list_name_idx').on(t.shopId, sql`lower(${t.name})`, t.id).where(sql`${t.mergedIntoId} is null`),
  index('clients_list_created_idx').on(t.shopId, t.createdAt, t.id).where(sql`${t.mergedIntoId} is null`),
  index('clients_search_trgm_idx').using('gin', t.name.op('gin_trgm_ops'), t.email.op('gin_trgm_ops'), t.businessName.op('gin_trgm_ops'), t.city.op('gin_trgm_ops'), t.siret.op('gin_trgm_ops')),
]);

/** The people of a professional client (buyer, sommelier, accountant…). */
export const clientContacts = crm.table('client_contacts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  civility: text('civility'),
  firstname: text('firstname'),
  lastname: text('lastname').notNull(),
  role: text('role'),
  email: text('email'),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('client_contacts_client_idx').on(t.clientId, t.id)]);

/** Notes written by staff about a client, and the client's own events (created, merged, imported) for the timeline. */
export const clientEvents = crm.table('client_events', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['created', 'note', 'updated', 'merged', 'imported'] }).notNull(),
  body: text('body'),
  authorId: integer('author_id'),
  authorName: text('author_name'),
  /** The key the sender generated (tour mode's offline queue): a note sent twice is written once. */
  sendKey: uuid('send_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('client_events_client_idx').on(t.clientId, t.createdAt, t.id),
  uniqueIndex('client_events_shop_send_key_unique').on(t.shopId, t.sendKey).where(sql`${t.sendKey} is not null`),
]);

/** Imports of clients from a CSV: preview (lines checked, duplicates found), then confirmed (spec point 4 statuses). */
export const clientImports = crm.table('client_imports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  fileName: text('file_name').notNull(),
  status: text('status', { enum: ['pending', 'processing', 'completed', 'reverted', 'error'] }).notNull().default('pending'),
  totalLines: integer('total_lines').notNull(),
  lines: jsonb('lines').$type<unknown[]>().notNull().default([]),
  errors: jsonb('errors').$type<Array<{ line: number; column: string | null; message: string }>>().notNull().default([]),
  duplicates: jsonb('duplicates').$type<Array<{ line: number; clientId: number | null; otherLine: number | null; reason: string }>>().notNull().default([]),
  createdIds: jsonb('created_ids').$type<number[]>().notNull().default([]),
  failure: text('failure'),
  createdById: integer('created_by_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('client_imports_shop_idx').on(t.shopId, t.createdAt)]);

/** Merges done, keyed by the merged client: a merge asked twice finds its row and does nothing more. */
export const clientMerges = crm.table('client_merges', {
  shopId: integer('shop_id').notNull(),
  mergedId: integer('merged_id').notNull(),
  keptId: integer('kept_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.mergedId] })]);

/** The crm's outbox (durable-work.md): work announced with a change (re-pointing orders' documents after a merge…). */
export const outbox = outboxTable(crm);

/** Tasks, pipeline stages and opportunities (crm-tasks). */
export * from './tasks-schema';

/** Sales structure (docs/decisions/sales-structure.md): a client given to an agent (several agents per client possible): the agent's clients are exactly these. */
export const clientAgents = crm.table('client_agents', {
  shopId: integer('shop_id').notNull(),
  clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  agentId: integer('agent_id').notNull(),
  agentName: text('agent_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.clientId, t.agentId] }), index('client_agents_agent_idx').on(t.agentId, t.shopId)]);

/** The sales teams (sales-structure). */
export * from './structure-schema';
