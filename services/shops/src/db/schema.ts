import { customType, index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import { outboxTable } from '@vendange/service-kit/outbox-table';
import { defaultHeaderStyle, defaultShopSalesRules, type BillingSettings, type HeaderStyle, type ShopLegal, type SavedShopSales, type ShopTabContent } from '@vendange/contracts';

export const shopsSchema = pgSchema('shops');

/** Jobs announced by this service's state changes, committed with them (docs/decisions/durable-work.md). */
export const outbox = outboxTable(shopsSchema);

type Integration = Record<string, { active: boolean }>;
/** `content` is absent on tabs stored before a producer chose what a tab holds: they show every product. */
type Tab = { id: string; name: string; order: number; exists: boolean; content?: ShopTabContent; children: { id: string; name: string; content?: ShopTabContent }[] };
type Settings = { logStartMonth: number; logStartDay: number; hasTVA: boolean; allRulesInEq75: boolean };

export const shops = shopsSchema.table('shops', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  urlShop: text('url_shop').notNull().unique(),
  ownerId: integer('owner_id').notNull(),
  color: text('color').notNull().default('#219EBC'),
  logo: text('logo'),
  banner: text('banner'),
  contactEmail: text('contact_email'),
  settings: jsonb('settings').$type<Settings>().notNull().default({ logStartMonth: 0, logStartDay: 1, hasTVA: true, allRulesInEq75: false }),
  integration: jsonb('integration').$type<Integration>().notNull().default({}),
  tabs: jsonb('tabs').$type<Tab[]>().notNull().default([]),
  /** How the shop sells online: deliveries, collection points, franco, order rules, payment methods, banks (older rows: one `bank`). */
  sales: jsonb('sales').$type<SavedShopSales>().notNull().default(defaultShopSalesRules),
  headerStyle: jsonb('header_style').$type<HeaderStyle>().notNull().default(defaultHeaderStyle),
  /** The legal notice (mentions légales) shown on the storefront; null until the owner publishes it. */
  legal: jsonb('legal').$type<ShopLegal>(),
  /** Billing settings (document prefixes, default payment delay); null until the owner saves them: the defaults apply. */
  billing: jsonb('billing').$type<BillingSettings>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A professional buyer asks a shop for a negotiated price grid; one per buyer and shop per 24 h. */
export const priceRequests = shopsSchema.table('price_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  /** identity's user id (another service's row: no foreign key). */
  buyerId: integer('buyer_id').notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('price_requests_shop_buyer_idx').on(t.shopId, t.buyerId, t.createdAt)]);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The shop's logo as uploaded (PNG or JPEG, small): shown on the storefront and printed on its documents.
 * Kept here with the shop it belongs to; `shops.logo` holds its public address, versioned on each change.
 */
export const shopLogos = shopsSchema.table('shop_logos', {
  shopId: integer('shop_id').primaryKey().references(() => shops.id),
  bytes: bytea('bytes').notNull(),
  contentType: text('content_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
