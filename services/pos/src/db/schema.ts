import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSchema, text } from 'drizzle-orm/pg-core';

export const pos = pgSchema('pos');

/**
 * A till: where it takes its bottles from (a stock warehouse), the price list that prices it (a client typology
 * of the shop), the payment types it accepts, its receipt header and customer display. Its tickets are numbered
 * without gaps from `last_ticket_number`, taken under this row's lock (docs/decisions/cash-register.md).
 */
export const salesPoints = pos.table('sales_points', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  location: text('location'),
  active: boolean('active').notNull().default(true),
  warehouseId: integer('warehouse_id'),
  priceList: text('price_list'),
  paymentTypes: text('payment_types').array().notNull().default(sql`'{cash,card}'::text[]`),
  receiptHeader: text('receipt_header'),
  displayDevice: text('display_device'),
  /** The gift wrapping it offers (a line of the ticket like a bottle, no stock): its name, price incl. VAT, VAT rate. */
  wrappingName: text('wrapping_name'),
  wrappingTtcCents: integer('wrapping_ttc_cents'),
  wrappingVatRate: text('wrapping_vat_rate'),
  lastTicketNumber: integer('last_ticket_number').notNull().default(0),
}, (t) => [index('sales_points_shop_idx').on(t.shopId)]);

export * from './till-schema';
export * from './journal-schema';
