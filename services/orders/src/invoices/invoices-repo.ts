import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoiceDetail, InvoiceKind, InvoiceListQuery, InvoiceParty, InvoiceSeller, InvoiceSummary, PaymentDelay } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { invoiceLines, invoices, invoiceSequences, orderLines, orders, shipmentLines, shipments } from '../db/schema';
import type { CreditableLine } from './credit-note-lines';
import type { IssuedDeposit } from './deposit-lines';
import type { DocumentAmounts, PricedOrderLineRow } from './invoice-lines';
import type { InvoicedPart } from './partial-invoice-lines';
import { creditAvailableOf, creditRefundedOf, creditStatusOf } from '../received-payments/credit-balance';
import { paymentTermsOf } from './payment-terms';
import { recordCommission } from '../commissions/commissions-repo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** '20.00' as stored → '20'; '5.50' → '5.5'. */
export const canonicalRate = (rate: string) => String(Number(rate));

const source = alias(invoices, 'source');
// A credit note's status follows what is left of it as a credit (credit-balance.ts), never a stored copy.
const summaryColumns = {
  invoice: invoices, sourceNumber: source.number, orderReference: orders.reference,
  creditAvailable: sql<number | null>`case when ${invoices.kind} = 'credit' then ${creditAvailableOf(sql.raw('"orders"."invoices"."id"'))} end`,
  creditRefunded: sql<boolean | null>`case when ${invoices.kind} = 'credit' then ${creditRefundedOf(sql.raw('"orders"."invoices"."id"'))} end`,
};

function toSummary(r: { invoice: InvoiceRow; sourceNumber: string | null; orderReference: string | null; creditAvailable: number | null; creditRefunded: boolean | null }): InvoiceSummary {
  const i = r.invoice;
  return {
    id: i.id, shopId: i.shopId, kind: i.kind, number: i.number, orderId: i.orderId, orderReference: r.orderReference, sourceInvoiceId: i.sourceInvoiceId,
    sourceNumber: r.sourceNumber, buyerId: i.buyerId, clientName: i.clientName, issuedAt: i.issuedAt.toISOString(), dueDate: i.dueDate, paymentDelay: i.paymentDelay,
    totalHtCents: i.totalHtCents, vatCents: i.vatCents, totalTtcCents: i.totalTtcCents, legalStatus: i.legalStatus, creditStatus: r.creditAvailable === null ? null : creditStatusOf({ available: r.creditAvailable, total_ttc_cents: i.totalTtcCents, refunded: r.creditRefunded === true }), creditedCents: i.creditedCents,
  };
}

/** What a new document carries; its number, issue date and due date are given under the numbering lock. */
export interface DocumentDraft {
  shopId: number;
  kind: InvoiceKind;
  orderId: number | null;
  sourceInvoiceId: number | null;
  buyerId: number | null;
  clientName: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  deliverTo: InvoiceParty | null;
  paymentDelay: PaymentDelay;
  amounts: DocumentAmounts;
  reason: string | null;
  /** Invoices: the shipment a partial invoice is for, and whether it settles the order (else the order stays to invoice). */
  shipmentId?: number | null;
  settlesOrder?: boolean;
  /** Credit notes: the invoice line each line credits, in order. */
  sourceLineIds?: number[];
  /** Fiscal year of the issue day (shop settings) and the number's prefix. */
  fiscalYear: number;
  prefix: string;
  /** The French calendar day of issue (due date counts from it). */
  issueDay: string;
  dueDate: string;
}

/** Document numbers: prefix, fiscal year, then the sequence on five digits (FA2026-00001). */
export const documentNumber = (prefix: string, fiscalYear: number, sequence: number) => `${prefix}${fiscalYear}-${String(sequence).padStart(5, '0')}`;

/**
 * Inserts a document with the next number of its series and fiscal year. The sequence row stays locked
 * by the upsert until commit: issuers of one shop and series go one at a time, so numbers follow each
 * other without gap (a rolled-back issue gives its number back) and in the order of issue dates (taken
 * after the lock).
 */
async function insertDocument(tx: Tx, draft: DocumentDraft): Promise<number> {
  const series = draft.kind === 'credit' ? 'credit' : 'invoice';
  const [seq] = await tx.insert(invoiceSequences).values({ shopId: draft.shopId, series, fiscalYear: draft.fiscalYear, last: 1 })
    .onConflictDoUpdate({ target: [invoiceSequences.shopId, invoiceSequences.series, invoiceSequences.fiscalYear], set: { last: sql`${invoiceSequences.last} + 1` } })
    .returning({ last: invoiceSequences.last });
  const a = draft.amounts;
  const [row] = await tx.insert(invoices).values({
    shopId: draft.shopId, kind: draft.kind, series, fiscalYear: draft.fiscalYear, sequence: seq!.last, number: documentNumber(draft.prefix, draft.fiscalYear, seq!.last),
    orderId: draft.orderId, shipmentId: draft.shipmentId ?? null, settlesOrder: draft.kind === 'invoice' ? draft.settlesOrder ?? true : false, sourceInvoiceId: draft.sourceInvoiceId, buyerId: draft.buyerId, clientName: draft.clientName, seller: draft.seller, buyer: draft.buyer, deliverTo: draft.deliverTo,
    issuedAt: sql`clock_timestamp()`, dueDate: draft.dueDate, paymentDelay: draft.paymentDelay,
    totalHtCents: a.totalHtCents, vatCents: a.vatCents, totalTtcCents: a.totalTtcCents, vatBreakdown: a.vatBreakdown, reason: draft.reason,
    creditStatus: draft.kind === 'credit' ? 'full' : null,
  }).returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(a.lines.map((l, i) => ({
    invoiceId: row!.id, position: i + 1, orderLineId: l.orderLineId, sourceLineId: draft.sourceLineIds?.[i] ?? null, label: l.label, quantity: l.quantity,
    unitHtCents: l.unitHtCents, discountCents: l.discountCents, lineHtCents: l.lineHtCents, vatRate: l.vatRate, vatCents: l.vatCents, lineTtcCents: l.lineTtcCents,
    dutiesCents: l.dutiesCents,
  })));
  // The agent's commission is issued with the document (its rate as of now), never apart from it.
  await recordCommission(tx, row!.id);
  return row!.id;
}

/** An order under its row lock, with its priced lines and the deposits invoiced on it (less their credit notes). */
export type LockedOrder = OrderRow & { lines: PricedOrderLineRow[]; deposits: IssuedDeposit[] };

/** What the order's invoices took so far, and the units of the shipment asked (null: none asked; 'unknown': not one of the order's). */
export interface OrderBilling {
  invoiced: Map<number, InvoicedPart>;
  invoiceCount: number;
  /** What the order's invoices total incl. VAT (partial ones, before its balance). */
  invoicedTtcCents: number;
  /** The order's balance invoice, when it is fully invoiced. */
  balanceId: number | null;
  shipment: { number: string; lines: Map<number, number> } | null | 'unknown';
}

async function billingOf(tx: Tx, orderId: number, shipmentId: number | null): Promise<OrderBilling> {
  const [parts, issued, shipped] = await Promise.all([
    tx.select({
      orderLineId: invoiceLines.orderLineId, quantity: sql<number>`sum(${invoiceLines.quantity})::int`,
      htCents: sql<number>`sum(${invoiceLines.lineHtCents})::int`, vatCents: sql<number>`sum(${invoiceLines.vatCents})::int`,
    }).from(invoiceLines).innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'))).groupBy(invoiceLines.orderLineId),
    tx.select({ id: invoices.id, settles: invoices.settlesOrder, ttc: invoices.totalTtcCents }).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'))),
    shipmentId === null ? Promise.resolve(null) : tx.select({ orderLineId: shipmentLines.orderLineId, quantity: shipmentLines.quantity, number: shipments.number, status: shipments.status }).from(shipmentLines)
      .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId)).where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, orderId))),
  ]);
  const invoiced = new Map<number, InvoicedPart>();
  for (const p of parts) if (p.orderLineId !== null) invoiced.set(p.orderLineId, { quantity: p.quantity, htCents: p.htCents, vatCents: p.vatCents });
  return {
    invoiced, invoiceCount: issued.length, invoicedTtcCents: issued.reduce((n, i) => n + i.ttc, 0), balanceId: issued.find((i) => i.settles)?.id ?? null,
    // A shipment that came back carries nothing to invoice.
    shipment: shipped === null ? null : shipped.length === 0 || shipped[0]!.status === 'returned' ? 'unknown'
      : { number: shipped[0]!.number, lines: new Map(shipped.map((l) => [l.orderLineId, l.quantity])) },
  };
}

/** Invoice lines with what credit notes already took of each. */
async function creditableLines(q: Db | Tx, invoiceId: number): Promise<CreditableLine[]> {
  const credit = alias(invoiceLines, 'credit');
  const rows = await q.select({
    line: invoiceLines,
    creditedQuantity: sql<number>`coalesce(sum(${credit.quantity}), 0)::int`,
    creditedHtCents: sql<number>`coalesce(sum(${credit.lineHtCents}), 0)::int`,
    creditedVatCents: sql<number>`coalesce(sum(${credit.vatCents}), 0)::int`,
  }).from(invoiceLines).leftJoin(credit, eq(credit.sourceLineId, invoiceLines.id))
    .where(eq(invoiceLines.invoiceId, invoiceId)).groupBy(invoiceLines.id).orderBy(asc(invoiceLines.position));
  return rows.map((r) => ({
    id: r.line.id, orderLineId: r.line.orderLineId, label: r.line.label, quantity: r.line.quantity, unitHtCents: r.line.unitHtCents, discountCents: r.line.discountCents,
    lineHtCents: r.line.lineHtCents, vatRate: canonicalRate(r.line.vatRate), vatCents: r.line.vatCents, lineTtcCents: r.line.lineTtcCents, dutiesCents: r.line.dutiesCents,
    creditedQuantity: r.creditedQuantity, creditedHtCents: r.creditedHtCents, creditedVatCents: r.creditedVatCents,
  }));
}

/** The deposit invoices of an order, each by VAT rate less what credit notes took back. */
async function depositsOf(q: Db | Tx, orderId: number): Promise<IssuedDeposit[]> {
  const rows = await q.select({ id: invoices.id, number: invoices.number }).from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'deposit'))).orderBy(asc(invoices.id));
  return Promise.all(rows.map(async (d) => {
    const byRate = new Map<string, { rate: string; baseCents: number; vatCents: number }>();
    for (const l of await creditableLines(q, d.id)) {
      const row = byRate.get(l.vatRate) ?? { rate: l.vatRate, baseCents: 0, vatCents: 0 };
      row.baseCents += l.lineHtCents - l.creditedHtCents;
      row.vatCents += l.vatCents - l.creditedVatCents;
      byRate.set(l.vatRate, row);
    }
    return { number: d.number, byRate: [...byRate.values()] };
  }));
}

export type IssueOutcome<R> = { issued: true; id: number } | { issued: false; id: number } | { refused: R };
/** Work announced with an issued document, in its transaction (the outbox). */
export type OnIssued = (tx: Db, id: number) => Promise<void>;

export function invoicesRepo(db: Db) {
  async function orderLinesOf(q: Db | Tx, orderId: number): Promise<PricedOrderLineRow[]> {
    const rows = await q.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
    return rows.map((l) => ({
      id: l.id, label: l.label, quantity: l.quantity, unitHtCents: l.unitHtCents, vatRate: canonicalRate(l.vatRate), lineHtCents: l.lineHtCents, vatCents: l.vatCents, lineTtcCents: l.lineTtcCents,
      dutiesCents: l.exciseCents + l.cssCents,
    }));
  }

  return {
    /** An order's (or a quote's) lines as documents read them. */
    orderLines: (orderId: number) => orderLinesOf(db, orderId),

    /** The order as stored (the caller checks who may bill it). */
    async order(orderId: number): Promise<OrderRow | null> {
      return (await db.select().from(orders).where(eq(orders.id, orderId)))[0] ?? null;
    },

    /**
     * Issues an invoice of an order under the order's row lock: its balance (all that is left), or the
     * part a shipment carried. A second call (or a concurrent one) gets the invoice already issued: the
     * order's balance, or the shipment's invoice. `draft` decides on the locked order (refusal or
     * document); the order becomes invoiced in the same transaction as its balance.
     */
    async issueForOrder<R>(orderId: number, shipmentId: number | null, draft: (order: LockedOrder, billing: OrderBilling) => DocumentDraft | { refused: R }, onIssued: OnIssued): Promise<IssueOutcome<R>> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new Error(`order ${orderId} vanished`);
        const [existing] = await tx.select({ id: invoices.id }).from(invoices)
          .where(shipmentId === null ? and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), eq(invoices.settlesOrder, true)) : eq(invoices.shipmentId, shipmentId));
        if (existing) return { issued: false, id: existing.id };
        const decided = draft({ ...order, lines: await orderLinesOf(tx, orderId), deposits: await depositsOf(tx, orderId) }, await billingOf(tx, orderId, shipmentId));
        if ('refused' in decided) return decided;
        const id = await insertDocument(tx, decided);
        if (decided.settlesOrder !== false) await tx.update(orders).set({ status: 'invoiced' }).where(eq(orders.id, orderId));
        await onIssued(tx as unknown as Db, id);
        return { issued: true, id };
      });
    },

    /** Issues a deposit invoice on an order under the order's row lock, so two deposits never both take what is left to ask. */
    async issueDeposit<R>(orderId: number, draft: (order: LockedOrder, billing: OrderBilling) => DocumentDraft | { refused: R }, onIssued: OnIssued): Promise<IssueOutcome<R>> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new Error(`order ${orderId} vanished`);
        const decided = draft({ ...order, lines: await orderLinesOf(tx, orderId), deposits: await depositsOf(tx, orderId) }, await billingOf(tx, orderId, null));
        if ('refused' in decided) return decided;
        const id = await insertDocument(tx, decided);
        await onIssued(tx as unknown as Db, id);
        return { issued: true, id };
      });
    },

    /**
     * Issues a credit note on an invoice under the invoice's row lock, so two credit notes never both
     * take what is left; the invoice's credited amount moves in the same transaction.
     */
    async issueCreditNote<R>(invoiceId: number, draft: (invoice: InvoiceRow, lines: CreditableLine[], deducted: boolean) => DocumentDraft | { refused: R }, onIssued: OnIssued): Promise<IssueOutcome<R>> {
      return db.transaction(async (tx) => {
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
        if (!invoice) throw new Error(`invoice ${invoiceId} vanished`);
        // A deposit is deducted once its order's balance invoice exists: from then on, that invoice is the one to credit.
        const [final] = invoice.kind === 'deposit' && invoice.orderId !== null
          ? await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.orderId, invoice.orderId), eq(invoices.kind, 'invoice'), eq(invoices.settlesOrder, true)))
          : [];
        const decided = draft(invoice, await creditableLines(tx, invoiceId), final !== undefined);
        if ('refused' in decided) return decided;
        const id = await insertDocument(tx, decided);
        await tx.update(invoices).set({ creditedCents: sql`${invoices.creditedCents} + ${decided.amounts.totalTtcCents}` }).where(eq(invoices.id, invoiceId));
        await onIssued(tx as unknown as Db, id);
        return { issued: true, id };
      });
    },

    async row(id: number): Promise<InvoiceRow | null> {
      return (await db.select().from(invoices).where(eq(invoices.id, id)))[0] ?? null;
    },

    async detail(id: number): Promise<InvoiceDetail | null> {
      const [row] = await db.select(summaryColumns).from(invoices).leftJoin(source, eq(source.id, invoices.sourceInvoiceId)).leftJoin(orders, eq(orders.id, invoices.orderId)).where(eq(invoices.id, id));
      if (!row) return null;
      const lines = await creditableLines(db, id);
      const i = row.invoice;
      return {
        ...toSummary(row), seller: i.seller, buyer: i.buyer, deliverTo: i.deliverTo ?? null, reason: i.reason, vatBreakdown: i.vatBreakdown,
        paymentTerms: paymentTermsOf({ kind: i.kind, dueDate: i.dueDate, paymentDelay: i.paymentDelay, business: i.buyer.business }),
        lines: lines.map(({ creditedQuantity: _q, creditedHtCents: _h, creditedVatCents: _v, ...l }) => l),
        creditable: i.kind === 'credit' ? [] : lines.filter((l) => l.quantity > l.creditedQuantity)
          .map((l) => ({ lineId: l.id, quantity: l.quantity - l.creditedQuantity, lineTtcCents: l.lineTtcCents - l.creditedHtCents - l.creditedVatCents })),
      };
    },

    /** Newest first, within one shop (staff) or one buyer's documents. */
    async list(scope: { shopId?: number; buyerId?: number }, q: InvoiceListQuery) {
      const conds: SQL[] = [];
      if (scope.shopId !== undefined) conds.push(eq(invoices.shopId, scope.shopId));
      if (scope.buyerId !== undefined) conds.push(eq(invoices.buyerId, scope.buyerId));
      if (q.kind) conds.push(eq(invoices.kind, q.kind));
      if (q.legalStatus) conds.push(eq(invoices.legalStatus, q.legalStatus));
      if (q.orderId) conds.push(eq(invoices.orderId, q.orderId));
      if (q.buyerId) conds.push(eq(invoices.buyerId, q.buyerId));
      // French calendar days: from its first instant to the next day's.
      if (q.from) conds.push(gte(invoices.issuedAt, sql`(${q.from}::date)::timestamp at time zone 'Europe/Paris'`));
      if (q.to) conds.push(lt(invoices.issuedAt, sql`((${q.to}::date + 1))::timestamp at time zone 'Europe/Paris'`));
      if (q.search) conds.push(or(ilike(invoices.number, likePattern(q.search)), ilike(invoices.clientName, likePattern(q.search)))!);
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select(summaryColumns).from(invoices).leftJoin(source, eq(source.id, invoices.sourceInvoiceId)).leftJoin(orders, eq(orders.id, invoices.orderId))
          .where(where).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(invoices).where(where),
      ]);
      return { items: rows.map(toSummary), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** Moves a document's legal status (generation and transmission); returns whether it moved. */
    async setLegalStatus(id: number, status: InvoiceRow['legalStatus'], from?: InvoiceRow['legalStatus'][]): Promise<boolean> {
      const rows = await db.update(invoices).set({ legalStatus: status })
        .where(and(eq(invoices.id, id), from ? inArray(invoices.legalStatus, from) : undefined)).returning({ id: invoices.id });
      return rows.length > 0;
    },
  };
}
export type InvoicesRepo = ReturnType<typeof invoicesRepo>;
