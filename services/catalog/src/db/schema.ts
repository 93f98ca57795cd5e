import { boolean, index, integer, numeric, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const catalog = pgSchema('catalog');

/** Price grids: one typology per client type and shop (issue 5 extends them). */
export const typologies = catalog.table('typologies', {
  shopId: integer('shop_id').notNull(),
  key: text('key').notNull(),
  name: text('name').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  ttc: boolean('ttc').notNull().default(true),
  allRulesInEq75: boolean('all_rules_in_eq75').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.shopId, t.key] })]);

export const products = catalog.table('products', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  precision: text('precision'),
  productType: text('product_type', { enum: ['bottle', 'accessory', 'prestation', 'box', 'touristTax', 'food', 'spirit'] }).notNull(),
  color: text('color'),
  status: text('status', { enum: ['online', 'paused', 'outofstock', 'closed'] }).notNull().default('paused'),
  /** VAT type of spec point 3 (standard 20 %, medium 10 %, reduced 5.5 % by default); the pricing engine applies it. */
  vatType: text('vat_type', { enum: ['standard', 'medium', 'reduced'] }).notNull().default('standard'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('products_shop_name_idx').on(t.shopId, t.name), index('products_shop_created_idx').on(t.shopId, t.createdAt)]);

export const vintages = catalog.table('vintages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
}, (t) => [index('vintages_product_idx').on(t.productId)]);

export const formats = catalog.table('formats', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  container: text('container').notNull(),
  unity: text('unity').notNull(),
  /** Volume in the unit (e.g. 75 for cl); numeric, never a float. */
  unityValue: numeric('unity_value', { precision: 10, scale: 3 }).notNull(),
  eq75: numeric('eq75', { precision: 8, scale: 3 }).notNull(),
}, (t) => [index('formats_product_idx').on(t.productId)]);

/** Price excl. tax of a format for one typology, in cents. */
export const formatPrices = catalog.table('format_prices', {
  formatId: integer('format_id').notNull().references(() => formats.id, { onDelete: 'cascade' }),
  typology: text('typology').notNull(),
  priceCents: integer('price_cents').notNull(),
  visible: boolean('visible').notNull().default(true),
}, (t) => [primaryKey({ columns: [t.formatId, t.typology] })]);
