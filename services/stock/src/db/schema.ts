import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { outboxTable } from '@vendange/service-kit/outbox-table';

export const stock = pgSchema('stock');

/** Jobs announced with a movement (the figure for sale published to catalog). */
export const outbox = outboxTable(stock);

/** Cellars and depots of a shop (docs/decisions/stock-ledger.md). */
export const warehouses = stock.table('warehouses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  regime: text('regime', { enum: ['suspended', 'paid'] }).notNull(),
  exciseNumber: text('excise_number'),
  address: jsonb('address').$type<{ street: string; zipcode: string; city: string; country: string }>(),
  sellsOnline: boolean('sells_online').notNull().default(true),
  allowNegative: boolean('allow_negative').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('warehouses_shop_name').on(t.shopId, sql`lower(${t.name})`)]);

/**
 * The ledger: one row per line of a movement, never updated nor deleted (a trigger refuses both; a
 * correction is a new row). `vintage` 0 and `lot` '' stand for none, so that the stock key has no null.
 */
export const movements = stock.table('movements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  batchId: uuid('batch_id').notNull(),
  warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
  kind: text('kind', { enum: ['entry', 'exit', 'transfer', 'inventory'] }).notNull(),
  reason: text('reason').notNull(),
  productId: integer('product_id').notNull(),
  formatId: integer('format_id').notNull(),
  label: text('label').notNull(),
  vintage: integer('vintage').notNull().default(0),
  lot: text('lot').notNull().default(''),
  quantity: integer('quantity').notNull(),
  balance: integer('balance').notNull(),
  note: text('note'),
  documentType: text('document_type'),
  documentId: integer('document_id'),
  documentRef: text('document_ref'),
  /** The order a document belongs to (a shipment's), so the ledger links to the order's page. */
  documentOrderId: integer('document_order_id'),
  createdById: integer('created_by_id'),
  /** Who recorded it, as their name read then (a document's movements have none). */
  createdByName: text('created_by_name'),
  /** The country a document's exit was shipped to, outside France (ISO 3166 alpha-2): an export for the DRM. */
  destination: text('destination'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('movements_shop_id').on(t.shopId, t.id),
  index('movements_shop_created').on(t.shopId, t.createdAt),
  index('movements_shop_format').on(t.shopId, t.formatId, t.createdAt),
  index('movements_warehouse_created').on(t.warehouseId, t.createdAt),
  check('movements_quantity_not_zero', sql`${t.quantity} <> 0`),
]);

/** What the ledger leaves per warehouse, format, vintage and lot: kept in the movement's transaction. */
export const levels = stock.table('levels', {
  shopId: integer('shop_id').notNull(),
  warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
  formatId: integer('format_id').notNull(),
  vintage: integer('vintage').notNull().default(0),
  lot: text('lot').notNull().default(''),
  productId: integer('product_id').notNull(),
  label: text('label').notNull(),
  quantity: integer('quantity').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('levels_key').on(t.warehouseId, t.formatId, t.vintage, t.lot),
  index('levels_shop_label').on(t.shopId, t.label),
]);

/** Documents whose goods the ledger has moved (a shipment leaving, its return): once per key. */
export const documentMoves = stock.table('document_moves', {
  shopId: integer('shop_id').notNull(),
  key: text('key').notNull(),
  batchId: uuid('batch_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.key] })]);

/** DRM returns filed: the return as filed, kept as it was (a later correction goes to the next month). */
export const drmReturns = stock.table('drm_returns', {
  shopId: integer('shop_id').notNull(),
  month: text('month').notNull(),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  filedById: integer('filed_by_id'),
  filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.month] })]);

/** Alert thresholds per format: the whole stock of the format (every warehouse) going below it tells staff. */
export const thresholds = stock.table('thresholds', {
  shopId: integer('shop_id').notNull(),
  formatId: integer('format_id').notNull(),
  threshold: integer('threshold').notNull(),
}, (t) => [primaryKey({ columns: [t.shopId, t.formatId] })]);

/**
 * Allocations: a quantity of a wine reserved for a client or an agent until a deadline (DOMAIN.md): it leaves the
 * figure for sale while open; what is not taken by the deadline returns to sale by itself (the expiry job).
 */
export const allocations = stock.table('allocations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  formatId: integer('format_id').notNull(),
  productId: integer('product_id').notNull(),
  label: text('label').notNull(),
  /** Who it is for: a CRM client (id and name as read then), or a name typed (an agent, a prospect). */
  clientId: integer('client_id'),
  beneficiary: text('beneficiary').notNull(),
  quantity: integer('quantity').notNull(),
  taken: integer('taken').notNull().default(0),
  /** The last day (Paris) the client may take it. */
  deadline: date('deadline', { mode: 'string' }).notNull(),
  status: text('status', { enum: ['open', 'taken', 'expired', 'released'] }).notNull().default('open'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** The client's order it became when taken (orders service; its reference as made then). */
  orderId: integer('order_id'),
  orderReference: text('order_reference'),
}, (t) => [
  index('allocations_shop_status').on(t.shopId, t.status, t.deadline),
  check('allocations_taken_within', sql`${t.taken} >= 0 and ${t.taken} <= ${t.quantity}`),
]);

/** Suppliers of dry goods, bottles, corks, wine in bulk (issue 19, purchases). */
export const suppliers = stock.table('suppliers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  contactName: text('contact_name'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  siret: text('siret'),
  vatNumber: text('vat_number'),
  notes: text('notes'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('suppliers_shop_name').on(t.shopId, t.name)]);

/** Purchase orders: PO-<year>-<n> per shop and year, draft → ordered → partiallyReceived → received, or cancelled. */
export const purchases = stock.table('purchases', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  reference: text('reference').notNull(),
  supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
  status: text('status', { enum: ['draft', 'ordered', 'partiallyReceived', 'received', 'cancelled'] }).notNull().default('draft'),
  expectedOn: date('expected_on', { mode: 'string' }),
  notes: text('notes'),
  totalExclCents: bigint('total_excl_cents', { mode: 'number' }).notNull().default(0),
  totalInclCents: bigint('total_incl_cents', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  orderedAt: timestamp('ordered_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('purchases_shop_reference').on(t.shopId, t.reference),
  index('purchases_shop_status').on(t.shopId, t.status, t.id),
]);

/** A purchase order's lines: a catalogue format (received into the ledger) or a described item (not tracked). */
export const purchaseLines = stock.table('purchase_lines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  purchaseId: integer('purchase_id').notNull().references(() => purchases.id),
  position: integer('position').notNull(),
  formatId: integer('format_id'),
  productId: integer('product_id'),
  /** CRD capsules bought for this capsule line: received, they enter its account (docs/decisions/crd.md). */
  crdCapsuleId: integer('crd_capsule_id'),
  label: text('label').notNull(),
  quantity: integer('quantity').notNull(),
  received: integer('received').notNull().default(0),
  unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
  vatRate: text('vat_rate').notNull(),
}, (t) => [
  index('purchase_lines_purchase').on(t.purchaseId, t.position),
  check('purchase_lines_received_within', sql`${t.received} >= 0 and ${t.received} <= ${t.quantity}`),
]);

/**
 * CRD capsule stock lines (docs/decisions/crd.md): one per colour, regime, wine type and bottle size of a shop. The
 * balance is kept in the movement's transaction by one conditional update, and can never go below zero.
 */
export const crdCapsules = stock.table('crd_capsules', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name'),
  colour: text('colour', { enum: ['vert', 'bleu', 'lie-de-vin', 'orange', 'jaune-or', 'rouge'] }).notNull(),
  regime: text('regime', { enum: ['personnalise', 'collective_suspendue', 'collectif_acquitte'] }).notNull(),
  genre: text('genre', { enum: ['tranquille', 'mousseux', 'vdn', 'pi', 'spiritueux'] }).notNull(),
  volumeMl: integer('volume_ml').notNull(),
  balance: integer('balance').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('crd_capsules_key').on(t.shopId, t.colour, t.regime, t.genre, t.volumeMl),
  check('crd_capsules_balance_not_negative', sql`${t.balance} >= 0`),
]);

/** The capsule account: append-only like the ledger (a trigger refuses UPDATE, DELETE, TRUNCATE; a correction is a new row). */
export const crdMovements = stock.table('crd_movements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  capsuleId: integer('capsule_id').notNull().references(() => crdCapsules.id),
  reason: text('reason', { enum: ['purchase', 'return', 'surplus', 'used', 'destroyed', 'missing'] }).notNull(),
  quantity: integer('quantity').notNull(),
  balance: integer('balance').notNull(),
  note: text('note'),
  /** The bottling (the ledger's batch) whose bottles the capsules capped, or the purchase reception they came in. */
  stockBatchId: uuid('stock_batch_id'),
  /** The purchase order whose reception brought these capsules in, and its reference (PO-2026-0001). */
  purchaseId: integer('purchase_id'),
  purchaseRef: text('purchase_ref'),
  createdById: integer('created_by_id'),
  createdByName: text('created_by_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('crd_movements_shop_id').on(t.shopId, t.id),
  index('crd_movements_shop_created').on(t.shopId, t.createdAt),
  // One reception of a purchase order is one entry per capsule line.
  uniqueIndex('crd_movements_reception').on(t.stockBatchId, t.capsuleId).where(sql`${t.purchaseId} is not null`),
  check('crd_movements_quantity_not_zero', sql`${t.quantity} <> 0`),
]);

/**
 * Accompanying documents of exits (DAE, DSA, DAA, DAC; docs/decisions/drm.md, "Annex"): typed by the producer with the
 * exit they go with (same batch as its ledger rows), listed in the month's DRM annex. The ledger stays append-only;
 * only `discharged_at` changes here, once, when the recipient's receipt of a DAE is confirmed (« apuré »).
 */
export const exitDocuments = stock.table('exit_documents', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  batchId: uuid('batch_id').notNull(),
  type: text('type', { enum: ['DAE', 'DSA', 'DAA', 'DAC'] }).notNull(),
  number: text('number').notNull(),
  destination: text('destination'),
  recipientExciseNumber: text('recipient_excise_number'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  dischargedAt: timestamp('discharged_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('exit_documents_number').on(t.shopId, t.type, t.number),
  index('exit_documents_shop_issued').on(t.shopId, t.issuedAt),
]);
