import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, numeric, pgSchema, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { outboxTable } from '@vendange/service-kit/outbox-table';
import { accountingExportKinds, accountingExportStatuses, mandateStatuses, sepaStatuses, sequenceTypes, type AccountingCodes, creditStatuses, futureStatuses, invoiceKinds, legalStatuses, paymentDelays, paymentStatuses, paymentTypes, recordedPaymentStatuses, reminderLevels, saleChannels, saleKinds, sampleStatuses, shipmentStatuses, type Address, type InvoiceParty, type InvoiceSeller, type VatBreakdown } from '@vendange/contracts';

/** The delivery chosen for an order, as it was when placed. */
export interface OrderShipping {
  type: string | null;
  ref: string | null;
  name: string;
  collectionPoint: { id: string; name: string; address: string } | null;
  nbrPackages: number;
  franco: boolean;
  instructions: string | null;
}

export const ordersSchema = pgSchema('orders');

/** Jobs announced by this service's state changes, committed with them (docs/decisions/durable-work.md). */
export const outbox = outboxTable(ordersSchema);

export const orders = ordersSchema.table('orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  reference: text('reference').notNull(),
  buyerId: integer('buyer_id'),
  /** Snapshot of the client's name when the order was placed. */
  clientName: text('client_name').notNull(),
  status: text('status', { enum: ['draft', 'pending', 'validated', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error'] }).notNull(),
  /** Totals as priced when placed (null on orders imported without the detail). */
  totalHtCents: integer('total_ht_cents'),
  vatCents: integer('vat_cents'),
  totalTtcCents: integer('total_ttc_cents').notNull(),
  comment: text('comment'),
  /** Shipping excl. VAT as priced when placed (included in the totals). */
  shippingCents: integer('shipping_cents').notNull().default(0),
  /** The promo code used, and its discount excl. VAT (already out of the totals; lines are before it). */
  promoCode: text('promo_code'),
  discountCents: integer('discount_cents').notNull().default(0),
  shipping: jsonb('shipping').$type<OrderShipping>(),
  paymentType: text('payment_type', { enum: paymentTypes }),
  paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
  deliveryAddress: jsonb('delivery_address').$type<Address>(),
  billingAddress: jsonb('billing_address').$type<Address>(),
  /** Contact given at checkout (snapshot). */
  contact: jsonb('contact').$type<{ email: string; phone: string }>(),
  /** Orders placed together from one cart share it (one card imprint covers them). */
  checkoutId: text('checkout_id'),
  validatedAt: timestamp('validated_at', { withTimezone: true }),
  /** Why the producer refused it (asked when refusing), shown to the buyer. */
  refusalReason: text('refusal_reason'),
  /** Why the producer cancelled it once validated (asked when cancelling), shown to the buyer. */
  cancelReason: text('cancel_reason'),
  /** The buyer's interface language when ordering: the language of every mail about the order (docs/decisions/order-mails.md). */
  locale: text('locale', { enum: ['fr', 'en'] }).notNull().default('fr'),
  /** An order, or a quote (a proposal the client accepts or refuses; never in the orders list nor its counts). */
  kind: text('kind', { enum: saleKinds }).notNull().default('order'),
  /** Where it comes from: the shop (web), the dashboard (staff), the till (cashRegister). */
  channel: text('channel', { enum: saleChannels }).notNull().default('web'),
  /** The CRM client a producer entered the sale for; null for a web order. */
  clientId: integer('client_id'),
  /** Payment delay chosen when entering the sale; null: the shop's default. */
  paymentDelay: text('payment_delay', { enum: paymentDelays }),
  /** A quote's last day (French calendar day, YYYY-MM-DD). */
  validUntil: text('valid_until'),
  /** When the quote was last mailed to the client. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The secret of the link the client answers a quote with (no account needed). */
  answerToken: text('answer_token'),
  /** The quote this order was made from; on a quote, the order made from it. */
  quoteId: integer('quote_id'),
  convertedOrderId: integer('converted_order_id'),
  /** The agent (identity user) who took the sale, or whom staff named on it: their commissions come from its invoices (docs/decisions/agents.md). */
  agentId: integer('agent_id'),
  /** The price list (typology key) the sale was priced at: picks the agent's per-typology rate; null: the default rate. */
  priceTypology: text('price_typology'),
  /** The key the sender generated (tour mode's offline queue): the same send twice makes one sale (docs/decisions/agents.md, Tour mode). */
  sendKey: uuid('send_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_shop_send_key_unique').on(t.shopId, t.sendKey).where(sql`${t.sendKey} is not null`),
  index('orders_agent_idx').on(t.shopId, t.agentId, t.createdAt).where(sql`${t.agentId} is not null`),
  uniqueIndex('orders_answer_token_unique').on(t.answerToken).where(sql`${t.answerToken} is not null`),
  unique('orders_shop_reference').on(t.shopId, t.reference), index('orders_shop_created_id_idx').on(t.shopId, t.createdAt, t.id), index('orders_buyer_idx').on(t.buyerId),
  index('orders_checkout_idx').on(t.checkoutId),
  // The last line of defence against a checkout placed twice: one order per shop and checkout of a buyer.
  uniqueIndex('orders_checkout_shop_unique').on(t.buyerId, t.checkoutId, t.shopId).where(sql`${t.checkoutId} is not null`),
]);

/**
 * How many orders a shop has per status, apart those of a checkout that never went through (hidden from
 * lists), kept by statement triggers on orders (migration 0009): the list's total without counting its rows.
 */
export const orderCounts = ordersSchema.table('order_counts', {
  shopId: integer('shop_id').notNull(),
  status: text('status').notNull(),
  hidden: boolean('hidden').notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ columns: [t.shopId, t.status, t.hidden] })]);

/**
 * Who is placing a checkout (docs/decisions/checkout.md, "Idempotent under concurrency"): the first
 * submission of a buyer's checkout id claims it, every copy sent meanwhile waits for its outcome. A claim
 * of a process that died is taken over once stale; a checkout that failed gives its claim up.
 */
export const checkoutClaims = ordersSchema.table('checkout_claims', {
  buyerId: integer('buyer_id').notNull(),
  checkoutId: text('checkout_id').notNull(),
  state: text('state', { enum: ['processing', 'done'] }).notNull().default('processing'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.buyerId, t.checkoutId] })]);

/** The lines of an order as priced when placed: a snapshot, so later catalogue changes never alter it. */
export const orderLines = ordersSchema.table('order_lines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull(),
  formatId: integer('format_id').notNull(),
  /** The vintage bought, as it was (catalog id and name shown, '2023'); null for a non-vintage wine, a product without vintages, or older lines. */
  vintageId: integer('vintage_id'),
  vintage: text('vintage'),
  /** Product, vintage, volume and packing as bought: what the producer ships. */
  label: text('label').notNull(),
  quantity: integer('quantity').notNull(),
  unitHtCents: integer('unit_ht_cents').notNull(),
  unitTtcCents: integer('unit_ttc_cents').notNull(),
  /** VAT rate in percent as decimal text ('20', '5.5'). */
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  lineHtCents: integer('line_ht_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  lineTtcCents: integer('line_ttc_cents').notNull(),
  /** Excise and social-security levy inside the line's amount excl. VAT (printed on invoices); 0 on older lines. */
  exciseCents: integer('excise_cents').notNull().default(0),
  cssCents: integer('css_cents').notNull().default(0),
  /** The composed box the line belongs to (the box's own line and its bottles share it); null outside a box. */
  boxKey: text('box_key'),
  /** The product's type when bought (bottle, accessory…): the sales account of the line; null on older lines. */
  productType: text('product_type'),
  /** A sale entered by the producer: the unit price they set (cents, the client's grid basis), their discount, and why. */
  fixedUnitCents: integer('fixed_unit_cents'),
  discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
  priceReason: text('price_reason'),
}, (t) => [index('order_lines_order_idx').on(t.orderId)]);

/** Last reference number given per shop and year (CMD-<year>-<number>), taken under a row lock. */
export const orderSequences = ordersSchema.table('order_sequences', {
  shopId: integer('shop_id').notNull(),
  year: integer('year').notNull(),
  last: integer('last').notNull(),
}, (t) => [primaryKey({ columns: [t.shopId, t.year] })]);

/** The payment provider's customer of a buyer (cards are saved on it). */
export const paymentCustomers = ordersSchema.table('payment_customers', {
  buyerId: integer('buyer_id').primaryKey(),
  providerCustomerId: text('provider_customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A card payment of one order: the zero-euro imprint at checkout (setup intent, shared by the orders
 * of one checkout), then the debit when the producer validates (payment intent).
 */
export const cardPayments = ordersSchema.table('card_payments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }).unique(),
  checkoutId: text('checkout_id').notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  setupIntentId: text('setup_intent_id'),
  paymentIntentId: text('payment_intent_id'),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: paymentStatuses }).notNull(),
  lastError: text('last_error'),
  /** The producer's card account the debit goes to (Stripe Connect), fixed at checkout; null: the platform's own (orders placed before card accounts). */
  destinationAccount: text('destination_account'),
  /** The platform's fee kept on the debit, in cents (set when the debit is asked for). */
  applicationFeeCents: integer('application_fee_cents'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('card_payments_checkout_idx').on(t.checkoutId), index('card_payments_setup_idx').on(t.setupIntentId), index('card_payments_intent_idx').on(t.paymentIntentId)]);

/** Each shop's own card account at the provider (Stripe Connect, docs/decisions/card-accounts.md): the spec's `stripe` and `stripeIsActive`. */
export const cardAccounts = ordersSchema.table('card_accounts', {
  shopId: integer('shop_id').primaryKey(),
  accountId: text('account_id').notNull().unique(),
  /** The provider lets the account take charges (its details are complete and checked). */
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider webhook events already handled (a redelivered event changes nothing). */
export const providerEvents = ordersSchema.table('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issued sales documents (docs/decisions/invoices.md): invoices, deposit invoices and credit notes.
 * Never updated but for their legal and credit status, never deleted; parties and lines are frozen.
 */
export const invoices = ordersSchema.table('invoices', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  kind: text('kind', { enum: invoiceKinds }).notNull(),
  /** The numbering series: invoices and deposit invoices share 'invoice', credit notes have 'credit'. */
  series: text('series', { enum: ['invoice', 'credit'] }).notNull(),
  fiscalYear: integer('fiscal_year').notNull(),
  sequence: integer('sequence').notNull(),
  number: text('number').notNull(),
  orderId: integer('order_id').references(() => orders.id),
  /** A partial invoice: the shipment whose units it invoices (one invoice a shipment). */
  shipmentId: integer('shipment_id'),
  /**
   * Invoices: whether it completes its order's invoicing (the balance, which deducts the deposits and
   * makes the order invoiced). An order's first and only invoice is one; partial invoices are not.
   */
  settlesOrder: boolean('settles_order').notNull().default(true),
  sourceInvoiceId: integer('source_invoice_id'),
  buyerId: integer('buyer_id'),
  clientName: text('client_name').notNull(),
  seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
  buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
  deliverTo: jsonb('deliver_to').$type<InvoiceParty>(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  dueDate: text('due_date').notNull(),
  paymentDelay: text('payment_delay', { enum: paymentDelays }).notNull(),
  totalHtCents: integer('total_ht_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalTtcCents: integer('total_ttc_cents').notNull(),
  vatBreakdown: jsonb('vat_breakdown').$type<VatBreakdown[]>().notNull(),
  reason: text('reason'),
  legalStatus: text('legal_status', { enum: legalStatuses }).notNull().default('pending'),
  creditStatus: text('credit_status', { enum: creditStatuses }),
  /** Invoices: what credit notes cancel of it, incl. VAT. */
  creditedCents: integer('credited_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('invoices_number_unique').on(t.shopId, t.series, t.fiscalYear, t.sequence),
  // One balance invoice per order (a second call returns it), one invoice per shipment; deposits and credit notes are not bound by it.
  uniqueIndex('invoices_order_balance_unique').on(t.orderId).where(sql`${t.kind} = 'invoice' and ${t.settlesOrder}`),
  uniqueIndex('invoices_shipment_unique').on(t.shipmentId).where(sql`${t.shipmentId} is not null`),
  index('invoices_shop_issued_idx').on(t.shopId, t.issuedAt),
  index('invoices_shop_kind_issued_idx').on(t.shopId, t.kind, t.issuedAt),
  index('invoices_buyer_idx').on(t.buyerId, t.issuedAt),
  index('invoices_order_idx').on(t.orderId),
  index('invoices_source_idx').on(t.sourceInvoiceId),
]);

export const invoiceLines = ordersSchema.table('invoice_lines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
  position: integer('position').notNull(),
  orderLineId: integer('order_line_id'),
  /** A credit note's line: the invoice line it credits. */
  sourceLineId: integer('source_line_id'),
  label: text('label').notNull(),
  quantity: integer('quantity').notNull(),
  unitHtCents: integer('unit_ht_cents').notNull(),
  discountCents: integer('discount_cents').notNull(),
  /** Excise and CSS inside the line's amount (their share for a part of a line). */
  dutiesCents: integer('duties_cents').notNull().default(0),
  lineHtCents: integer('line_ht_cents').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  vatCents: integer('vat_cents').notNull(),
  lineTtcCents: integer('line_ttc_cents').notNull(),
}, (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position), index('invoice_lines_source_idx').on(t.sourceLineId)]);

/** Last number given per shop, series and fiscal year, taken under a row lock in the issuing transaction: gapless. */
export const invoiceSequences = ordersSchema.table('invoice_sequences', {
  shopId: integer('shop_id').notNull(),
  series: text('series').notNull(),
  fiscalYear: integer('fiscal_year').notNull(),
  last: integer('last').notNull(),
}, (t) => [primaryKey({ columns: [t.shopId, t.series, t.fiscalYear] })]);

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A document's Factur-X file as generated once (the archived original: served as is, never made
 * again), and its transmission through the e-invoicing connector (docs/decisions/invoices.md).
 */
export const invoiceFiles = ordersSchema.table('invoice_files', {
  invoiceId: integer('invoice_id').primaryKey().references(() => invoices.id),
  pdf: bytea('pdf').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  connector: text('connector'),
  transmissionRef: text('transmission_ref'),
  transmittedAt: timestamp('transmitted_at', { withTimezone: true }),
});

/**
 * A shipment of an order (docs/decisions/shipments.md): some of its units, their parcels, carrier and tracking,
 * or a hand-over at a collection point; its delivery note is numbered BL-<year>-<n> per shop.
 */
export const shipments = ordersSchema.table('shipments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  number: text('number').notNull(),
  status: text('status', { enum: shipmentStatuses }).notNull(),
  handOver: boolean('hand_over').notNull().default(false),
  carrier: text('carrier'),
  trackingNumber: text('tracking_number'),
  trackingUrl: text('tracking_url'),
  parcels: integer('parcels').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
}, (t) => [
  unique('shipments_shop_number').on(t.shopId, t.number), index('shipments_shop_created_id_idx').on(t.shopId, t.createdAt, t.id), index('shipments_order_idx').on(t.orderId),
]);

/** The units of each order line a shipment carries. */
export const shipmentLines = ordersSchema.table('shipment_lines', {
  shipmentId: integer('shipment_id').notNull().references(() => shipments.id, { onDelete: 'cascade' }),
  orderLineId: integer('order_line_id').notNull().references(() => orderLines.id),
  quantity: integer('quantity').notNull(),
}, (t) => [primaryKey({ columns: [t.shipmentId, t.orderLineId] })]);

/**
 * Payments the producer records (issue 18; docs/decisions/payments.md): a transfer, a cheque, cash…
 * received from one client, allocated to one or several of their invoices. What is not allocated stays
 * on the payment. Card payments of orders live in card_payments.
 */
export const receivedPayments = ordersSchema.table('received_payments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  type: text('type', { enum: paymentTypes }).notNull(),
  status: text('status', { enum: recordedPaymentStatuses }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** The French calendar day it was received (YYYY-MM-DD). */
  receivedOn: text('received_on').notNull(),
  reference: text('reference'),
  bank: text('bank'),
  note: text('note'),
  clientName: text('client_name').notNull(),
  buyerId: integer('buyer_id'),
  /** A payment by a credit note (type creditNote): the credit note whose credit it uses; no money moves. */
  creditNoteId: integer('credit_note_id').references(() => invoices.id),
  /**
   * The French calendar day the money went back out (a cheque bounced, a payment refunded, or one entered by
   * mistake cancelled) after it had come in (pending or paid): the ledger keeps the receipt and writes its reversal that day.
   */
  reversedOn: text('reversed_on'),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('received_payments_shop_received_idx').on(t.shopId, t.receivedOn, t.id)]);

/** What of a payment goes to each invoice. */
export const paymentAllocations = ordersSchema.table('payment_allocations', {
  paymentId: integer('payment_id').notNull().references(() => receivedPayments.id),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
  amountCents: integer('amount_cents').notNull(),
}, (t) => [primaryKey({ columns: [t.paymentId, t.invoiceId] }), index('payment_allocations_invoice_idx').on(t.invoiceId)]);

/**
 * Reminders of an unpaid invoice, one per level (first, second, formal notice): sent by the daily run on
 * the shop's schedule or by the producer, each once (docs/decisions/payments.md).
 */
export const paymentReminders = ordersSchema.table('payment_reminders', {
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
  level: text('level', { enum: reminderLevels }).notNull(),
  /** Who it went to; null when the invoice has no address to send it to. */
  sentTo: text('sent_to'),
  /** 'schedule' (the daily run) or the id of the staff member who sent it. */
  sentBy: text('sent_by').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.invoiceId, t.level] })]);

/** A shop's accounting codes (docs/decisions/accounting.md); no row: the French chart's defaults. */
export const accountingCodes = ordersSchema.table('accounting_codes', {
  shopId: integer('shop_id').primaryKey(),
  codes: jsonb('codes').$type<AccountingCodes>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An accountant's export made in the background (docs/decisions/accounting.md): the FEC or a journal of a
 * period, its progress, and the token that opens its file from a new tab (no bearer token there).
 */
export const accountingExports = ordersSchema.table('accounting_exports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind', { enum: accountingExportKinds }).notNull(),
  periodFrom: text('period_from').notNull(),
  periodTo: text('period_to').notNull(),
  status: text('status', { enum: accountingExportStatuses }).notNull().default('pending'),
  progress: integer('progress').notNull().default(0),
  fileName: text('file_name'),
  contentType: text('content_type'),
  sizeBytes: integer('size_bytes'),
  /** Random, single-purpose: the file's URL carries it; compared in constant time. */
  token: text('token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  errorMessage: text('error_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('accounting_exports_shop_idx').on(t.shopId, t.id)]);

/** The file of an export, in parts of about 1 MB written as the job goes (memory stays flat, writing and reading). */
export const accountingExportParts = ordersSchema.table('accounting_export_parts', {
  exportId: integer('export_id').notNull().references(() => accountingExports.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  bytes: bytea('bytes').notNull(),
}, (t) => [primaryKey({ columns: [t.exportId, t.seq] })]);

/**
 * SEPA direct debit mandates a shop's clients sign (docs/decisions/sepa-direct-debit.md). The client is their
 * account (`buyerId`) or the name they are invoiced under, as for payments (`clientKey`: buyer:{id} or name:{name}).
 */
export const sepaMandates = ordersSchema.table('sepa_mandates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  /** The unique mandate reference (RUM), unique in the shop. */
  reference: text('reference').notNull(),
  clientKey: text('client_key').notNull(),
  clientName: text('client_name').notNull(),
  buyerId: integer('buyer_id'),
  debtorName: text('debtor_name').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic'),
  /** The day the client signed (YYYY-MM-DD). */
  signedOn: text('signed_on').notNull(),
  recurrent: boolean('recurrent').notNull().default(true),
  status: text('status', { enum: mandateStatuses }).notNull().default('active'),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('sepa_mandates_shop_reference').on(t.shopId, t.reference), index('sepa_mandates_shop_client_idx').on(t.shopId, t.clientKey)]);

/** A batch of direct debits handed to the bank as one pain.008 file, with its SEPA status (spec point 4). */
export const sepaBatches = ordersSchema.table('sepa_batches', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  /** The day the debits are collected (YYYY-MM-DD), at least the next business day. */
  collectionDate: text('collection_date').notNull(),
  status: text('status', { enum: sepaStatuses }).notNull().default('pending'),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sepa_batches_shop_idx').on(t.shopId, t.id)]);

/** One debit of a batch: what is left to pay on one invoice, under its client's mandate. */
export const sepaDebits = ordersSchema.table('sepa_debits', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  batchId: integer('batch_id').notNull().references(() => sepaBatches.id, { onDelete: 'cascade' }),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
  mandateId: integer('mandate_id').notNull().references(() => sepaMandates.id),
  amountCents: integer('amount_cents').notNull(),
  endToEndId: text('end_to_end_id').notNull(),
  sequenceType: text('sequence_type', { enum: sequenceTypes }).notNull(),
  /** The payment recorded when the batch completed. */
  paymentId: integer('payment_id').references(() => receivedPayments.id),
}, (t) => [unique('sepa_debits_batch_invoice').on(t.batchId, t.invoiceId), index('sepa_debits_invoice_idx').on(t.invoiceId), index('sepa_debits_mandate_idx').on(t.mandateId)]);

/**
 * Samples (échantillons, docs/decisions/samples.md): bottles sent free of charge to a client or prospect of the
 * shop's CRM to win an order, followed up until they answer or order. ECH-<year>-<n> per shop.
 */
export const samples = ordersSchema.table('samples', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  number: text('number').notNull(),
  /** A client of the shop's CRM; its name and kind as they were when the sample was made. */
  clientId: integer('client_id').notNull(),
  clientName: text('client_name').notNull(),
  clientIsPro: boolean('client_is_pro').notNull(),
  status: text('status', { enum: sampleStatuses }).notNull().default('prepared'),
  purpose: text('purpose'),
  /** A private client asked for it: the only way one goes to a consumer (DOMAIN.md, "Échantillons"). */
  requestedByClient: boolean('requested_by_client').notNull().default(false),
  deliveryAddress: jsonb('delivery_address').$type<Address>(),
  /** The day to call the client back (YYYY-MM-DD, Paris). */
  followUpOn: text('follow_up_on'),
  feedback: text('feedback'),
  /** The order it led to. */
  orderId: integer('order_id').references(() => orders.id),
  createdBy: integer('created_by'),
  /** The UUID a tour's offline queue sends with a sample left at a visit: a repeat answers the first sample (agents.md). */
  sendKey: uuid('send_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
}, (t) => [
  unique('samples_shop_number').on(t.shopId, t.number),
  uniqueIndex('samples_shop_send_key_unique').on(t.shopId, t.sendKey).where(sql`${t.sendKey} is not null`),
  index('samples_shop_idx').on(t.shopId, t.id),
  index('samples_shop_client_idx').on(t.shopId, t.clientId),
  index('samples_follow_up_idx').on(t.shopId, t.followUpOn).where(sql`status = 'sent'`),
]);

/** A catalogue format sent in a sample, named as the catalogue named it then. */
export const sampleLines = ordersSchema.table('sample_lines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  sampleId: integer('sample_id').notNull().references(() => samples.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull(),
  formatId: integer('format_id').notNull(),
  vintageId: integer('vintage_id'),
  /** The vintage's name ('2023'); null for a non-vintage wine. */
  vintage: text('vintage'),
  label: text('label').notNull(),
  quantity: integer('quantity').notNull(),
}, (t) => [index('sample_lines_sample_idx').on(t.sampleId)]);

/** A primeur campaign (futures): a cuvée's vintage sold in barrel, its price released by tranche (docs/decisions/futures.md). */
export const futureOffers = ordersSchema.table('future_offers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  productId: integer('product_id').notNull(),
  /** The catalogue's name of the product when the campaign was made. */
  productLabel: text('product_label').notNull(),
  name: text('name').notNull(),
  /** What the shop's clients read about the campaign on the shop's primeur page ('' : nothing). */
  description: text('description').notNull().default(''),
  vintage: integer('vintage').notNull(),
  /** YYYY-MM-DD; not before 1 September of vintage + 2. */
  expectedDelivery: text('expected_delivery').notNull(),
  status: text('status', { enum: futureStatuses }).notNull().default('draft'),
  /** The catalogue formats offered, with their 75 cl equivalents, as they were when offered. */
  formats: jsonb('formats').$type<Array<{ formatId: number; label: string; eq75: number }>>().notNull(),
  /** The last French day (YYYY-MM-DD) buyers choose their formats; null: until closed by hand or bottled. */
  formatsCloseOn: date('formats_close_on', { mode: 'string' }),
  /** When the producer closed the choice of formats (« Clore le choix des formats »); null: not closed by hand. */
  formatsClosedAt: timestamp('formats_closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('future_offers_shop_idx').on(t.shopId, t.id)]);

/** A price band of a campaign: its price per 75 cl equivalent incl. VAT, up to its cap; `sold` never exceeds it. */
export const futureTranches = ordersSchema.table('future_tranches', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  offerId: integer('offer_id').notNull().references(() => futureOffers.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  cap: integer('cap').notNull(),
  sold: integer('sold').notNull().default(0),
  /** The French day (Europe/Paris) from which it is sold; null: with the campaign, once the tranches before are sold. */
  opensOn: date('opens_on', { mode: 'string' }),
}, (t) => [unique('future_tranches_offer_position').on(t.offerId, t.position), check('future_tranches_sold_within_cap', sql`${t.sold} >= 0 and ${t.sold} <= ${t.cap}`)]);

/** A primeur order: an ordinary staff order of this service, linked to its campaign, with the tranche parts it was priced at. */
export const futureOrders = ordersSchema.table('future_orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  offerId: integer('offer_id').notNull().references(() => futureOffers.id),
  orderId: integer('order_id').notNull().references(() => orders.id),
  quantity: integer('quantity').notNull(),
  parts: jsonb('parts').$type<Array<{ trancheId: number; position: number; quantity: number; unitPriceCents: number }>>().notNull(),
  /** The client's formats before bottling; null until chosen. */
  formats: jsonb('formats').$type<Array<{ formatId: number; count: number }>>(),
  depositInvoiceId: integer('deposit_invoice_id').references(() => invoices.id),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('future_orders_order_idx').on(t.orderId), index('future_orders_offer_idx').on(t.offerId, t.id)]);

/**
 * What a producer pays one agent (docs/decisions/agents.md): a default rate and per-typology overrides, in basis
 * points (1000 = 10 %), read when an invoice of the agent's order is issued.
 */
export const agentRates = ordersSchema.table('agent_rates', {
  shopId: integer('shop_id').notNull(),
  agentId: integer('agent_id').notNull(),
  defaultRateBp: integer('default_rate_bp').notNull().default(0),
  typologyRatesBp: jsonb('typology_rates_bp').$type<Record<string, number>>().notNull().default({}),
  /** Per-product rates, above the typology's and the default (the product's name as the catalogue named it then). */
  productRates: jsonb('product_rates').$type<Array<{ productId: number; productName: string; rateBp: number }>>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.agentId] }), check('agent_rates_default_range', sql`${t.defaultRateBp} between 0 and 10000`)]);

/**
 * One commission per issued document of an order carrying an agent: positive for an invoice, negative for a
 * credit note (at the rate of the invoice it credits). Written in the issuing transaction; paid once.
 */
export const agentCommissions = ordersSchema.table('agent_commissions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  agentId: integer('agent_id').notNull(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
  orderId: integer('order_id').notNull().references(() => orders.id),
  /** The sale excl. VAT and excise the rate applies to (negative for a credit note). */
  baseCents: integer('base_cents').notNull(),
  /** The rate of the lines without a product rate (the price list's, else the default). */
  rateBp: integer('rate_bp').notNull(),
  /** The product rates that applied to lines of the document (product id → basis points): a credit note takes back at them. */
  productRatesBp: jsonb('product_rates_bp').$type<Record<string, number>>().notNull().default({}),
  amountCents: integer('amount_cents').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paidBy: integer('paid_by'),
}, (t) => [
  uniqueIndex('agent_commissions_invoice_unique').on(t.invoiceId),
  index('agent_commissions_shop_agent_idx').on(t.shopId, t.agentId, t.issuedAt),
  index('agent_commissions_agent_idx').on(t.agentId, t.issuedAt),
]);
