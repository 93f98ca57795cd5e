import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { outboxTable } from '@vendange/service-kit/outbox-table';

export const catalog = pgSchema('catalog');

/** Price grids (shop settings 'typos'): one typology per client type and shop. */
export const typologies = catalog.table('typologies', {
  shopId: integer('shop_id').notNull(),
  key: text('key').notNull(),
  name: text('name').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  ttc: boolean('ttc').notNull().default(true),
  allRulesInEq75: boolean('all_rules_in_eq75').notNull().default(false),
  /** Percent off every unit price of the typology. */
  globalDiscount: numeric('global_discount', { precision: 5, scale: 2 }).notNull().default('0'),
}, (t) => [primaryKey({ columns: [t.shopId, t.key] })]);

export const products = catalog.table('products', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  precision: text('precision'),
  productType: text('product_type', { enum: ['bottle', 'accessory', 'prestation', 'box', 'touristTax', 'food', 'spirit'] }).notNull(),
  /** Sub-type: accessoryTypes or drinkTypes reference code. */
  type: text('type'),
  color: text('color'),
  gamme: text('gamme'),
  status: text('status', { enum: ['online', 'paused', 'outofstock', 'closed'] }).notNull().default('paused'),
  /** VAT type of spec point 3 (standard 20 %, medium 10 %, reduced 5.5 % by default); the pricing engine applies it. */
  vatType: text('vat_type', { enum: ['standard', 'medium', 'reduced'] }).notNull().default('standard'),
  minQuantity: integer('min_quantity'),
  maxQuantity: integer('max_quantity'),
  wrappingPriceCents: integer('wrapping_price_cents'),
  labels: jsonb('labels').$type<string[]>().notNull().default([]),
  quality: text('quality'),
  wineCategory: text('wine_category'),
  growingZone: text('growing_zone'),
  description: text('description'),
  /** Name and precision folded (lower case, no accents, no spaces) for the accent-blind search of spec point 5. */
  searchText: text('search_text').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Sort keys end with the id (the tie-break of every sort), so a page is read in index order and stops early.
  index('products_shop_name_id_idx').on(t.shopId, t.name, t.id),
  index('products_shop_created_id_idx').on(t.shopId, t.createdAt, t.id),
  index('products_shop_status_name_idx').on(t.shopId, t.status, t.name),
]);

/**
 * How many products a shop has per status and type, kept by statement triggers on products (migration
 * 0005): a list's total without counting its rows, so a page costs the same at 1,000 or 100,000 products.
 */
export const productCounts = catalog.table('product_counts', {
  shopId: integer('shop_id').notNull(),
  status: text('status').notNull(),
  productType: text('product_type').notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ columns: [t.shopId, t.status, t.productType] })]);

export const vintages = catalog.table('vintages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  /** Legal block (excise, DOMAIN.md). */
  da: boolean('da').notNull().default(true),
  css: boolean('css').notNull().default(false),
  typeDA: text('type_da', { enum: ['DA2', 'DSU', 'NULL'] }).notNull().default('NULL'),
  exciseCode: text('excise_code'),
  customTaxName: text('custom_tax_name'),
  customTaxAmountPerHl: numeric('custom_tax_amount_per_hl', { precision: 12, scale: 4 }),
  customTaxFamilies: jsonb('custom_tax_families').$type<string[]>().notNull().default([]),
  customTaxAdded: boolean('custom_tax_added').notNull().default(true),
  customTaxVat: boolean('custom_tax_vat').notNull().default(true),
  /** advanced.alcool.value: alcohol by volume in %. */
  alcohol: numeric('alcohol', { precision: 5, scale: 2 }),
  grapeVarieties: jsonb('grape_varieties').$type<Array<{ code: string; percent: number | null }>>().notNull().default([]),
}, (t) => [index('vintages_product_idx').on(t.productId)]);

export interface StoredPromotion { type: '%' | '€'; amount: string | number; activation: 'always' | 'minProduct' | 'minPrice' | 'minProductOrder' | 'minPriceOrder'; threshold: number | null }

export const formats = catalog.table('formats', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  container: text('container').notNull(),
  unity: text('unity').notNull(),
  /** Volume in the unit (e.g. 75 for cl); numeric, never a float. */
  unityValue: numeric('unity_value', { precision: 10, scale: 3 }).notNull(),
  eq75: numeric('eq75', { precision: 8, scale: 3 }).notNull(),
  type: text('type', { enum: ['bib', 'bottle', 'vrac', 'packing', 'custom'] }).notNull().default('bottle'),
  packingQuantity: integer('packing_quantity').notNull().default(1),
  /** kg of one sold unit. */
  weight: numeric('weight', { precision: 9, scale: 3 }),
  /** Base price excl. VAT and duties, used by a typology without its own price. */
  priceCents: integer('price_cents'),
  discountPrice: jsonb('discount_price').$type<Record<string, number>>().notNull().default({}),
  discountAdd: jsonb('discount_add').$type<Record<string, number>>().notNull().default({}),
  discountGlobal: boolean('discount_global').notNull().default(false),
  promotions: jsonb('promotions').$type<StoredPromotion[]>().notNull().default([]),
  visuals: jsonb('visuals').$type<number[]>().notNull().default([]),
  /** GTIN as 14 digits: one bottle, one code, across every shop (GS1 codes are global). */
  gtin: text('gtin'),
  /** Units available for sale (checkout holds them); null: stock not tracked for this format. */
  stock: integer('stock'),
  /**
   * The stock ledger has moved this figure (docs/decisions/stock-ledger.md): from then on only movements change it,
   * never the product editor.
   */
  stockFromLedger: boolean('stock_from_ledger').notNull().default(false),
}, (t) => [index('formats_product_idx').on(t.productId), uniqueIndex('formats_gtin_unique').on(t.gtin).where(sql`${t.gtin} is not null`)]);

/** Price excl. VAT and duties of a format for one typology, in cents; null price: the format's own price. */
export const formatPrices = catalog.table('format_prices', {
  formatId: integer('format_id').notNull().references(() => formats.id, { onDelete: 'cascade' }),
  typology: text('typology').notNull(),
  priceCents: integer('price_cents'),
  visible: boolean('visible').notNull().default(true),
}, (t) => [primaryKey({ columns: [t.formatId, t.typology] })]);

export const packings = catalog.table('packings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  packing: text('packing').notNull(),
  packingQuantity: integer('packing_quantity').notNull(),
  weight: numeric('weight', { precision: 9, scale: 3 }),
});

/** Language-neutral part of the nutritional declaration (values per 100 ml). */
export const nutrition = catalog.table('nutrition', {
  productId: integer('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  appellation: text('appellation'),
  category: text('category'),
  colour: text('colour'),
  quality: text('quality'),
  vintage: text('vintage'),
  grapeVariety: text('grape_variety'),
  alcoholDegree: numeric('alcohol_degree', { precision: 5, scale: 2 }),
  format: text('format'),
  energyKcal: numeric('energy_kcal', { precision: 9, scale: 2 }),
  energyKj: numeric('energy_kj', { precision: 9, scale: 2 }),
  fat: numeric('fat', { precision: 9, scale: 2 }),
  saturatedFat: numeric('saturated_fat', { precision: 9, scale: 2 }),
  carbohydrates: numeric('carbohydrates', { precision: 9, scale: 2 }),
  sugars: numeric('sugars', { precision: 9, scale: 2 }),
  proteins: numeric('proteins', { precision: 9, scale: 2 }),
  salt: numeric('salt', { precision: 9, scale: 2 }),
  allergenCodes: jsonb('allergen_codes').$type<string[]>().notNull().default([]),
  owner: text('owner'),
  brand: text('brand'),
  country: text('country'),
});

/** Texts of the declaration per content language (fr, en, de… 11 languages). */
export const nutritionTexts = catalog.table('nutrition_texts', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  ingredients: text('ingredients'),
  allergens: text('allergens'),
  otherMentions: text('other_mentions'),
}, (t) => [primaryKey({ columns: [t.productId, t.language] })]);

export const productImages = catalog.table('product_images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull(),
  /** Key in the file storage (local folder or object storage), served at /v1/files/{key}. */
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
  size: integer('size').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('product_images_product_idx').on(t.productId)]);

/** A box product's composition rule (box builder): size, discount on the bottles, eligible formats. */
export const boxBuilders = catalog.table('box_builders', {
  productId: integer('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  size: integer('size').notNull(),
  discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  eligibleFormatIds: jsonb('eligible_format_ids').$type<number[]>().notNull().default([]),
});

/**
 * Units of stock held by a checkout (one row per format): taken from formats.stock when the order is
 * placed, given back once if it is refused or aborted. holdKey is the checkout id, so a retry holds nothing twice.
 */
export const stockHolds = catalog.table('stock_holds', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  holdKey: text('hold_key').notNull(),
  formatId: integer('format_id').notNull(),
  quantity: integer('quantity').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  releasedAt: timestamp('released_at', { withTimezone: true }),
}, (t) => [uniqueIndex('stock_holds_key_format').on(t.shopId, t.holdKey, t.formatId)]);

/**
 * Movements of the stock ledger already applied to formats.stock (docs/decisions/stock-ledger.md): the stock
 * service's job may run twice, the figure for sale moves once per movement key.
 */
export const stockPublished = catalog.table('stock_published', {
  shopId: integer('shop_id').notNull(),
  movementKey: text('movement_key').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.movementKey] })]);

/** Reference lists of spec point 3, synced at start-up from src/references (the versioned source). */
export const referenceItems = catalog.table('reference_items', {
  list: text('list').notNull(),
  code: text('code').notNull(),
  label: text('label').notNull(),
  group: text('group'),
  exciseCategory: text('excise_category'),
  volumeUnit: text('volume_unit'),
  position: integer('position').notNull(),
}, (t) => [primaryKey({ columns: [t.list, t.code] })]);

/** The catalog's outbox (docs/decisions/durable-work.md): import jobs announced with the import's confirmation. */
export const outbox = outboxTable(catalog);

/**
 * Imports of products or stock from a file (docs/decisions/imports.md): the lines as read and checked at upload,
 * then written by a job in chunks (`import_chunks`), each once. `created` keeps what it made, so it can be undone.
 */
export const imports = catalog.table('imports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  kind: text('kind', { enum: ['products', 'stock'] }).notNull(),
  fileName: text('file_name').notNull(),
  status: text('status', { enum: ['pending', 'processing', 'completed', 'reverted', 'error'] }).notNull().default('pending'),
  totalLines: integer('total_lines').notNull(),
  processedLines: integer('processed_lines').notNull().default(0),
  columns: jsonb('columns').$type<string[]>().notNull().default([]),
  /** The lines as read (ImportedProduct or resolved stock lines), written by the job. */
  lines: jsonb('lines').$type<unknown[]>().notNull().default([]),
  errors: jsonb('errors').$type<Array<{ line: number; column: string | null; message: string }>>().notNull().default([]),
  sample: jsonb('sample').$type<Array<{ line: number; cells: Record<string, string> }>>().notNull().default([]),
  /** Product ids created (products), or how many ledger lines were entered (stock). */
  createdIds: jsonb('created_ids').$type<number[]>().notNull().default([]),
  createdCount: integer('created_count').notNull().default(0),
  failure: text('failure'),
  createdById: integer('created_by_id'),
  createdByName: text('created_by_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('imports_shop_created_idx').on(t.shopId, t.createdAt, t.id)]);

/** Chunks of an import already written: a job run again skips them (its key is `import:<id>:<chunk>`). */
export const importChunks = catalog.table('import_chunks', {
  importId: integer('import_id').notNull().references(() => imports.id, { onDelete: 'cascade' }),
  chunk: integer('chunk').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.importId, t.chunk] })]);
