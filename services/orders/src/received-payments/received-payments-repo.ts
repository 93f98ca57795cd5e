import { and, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ClientCredit, ClientCreditQuery, CreditRefundBody, InvoiceParty, Payment, PaymentListQuery, RecordedPaymentStatus, RecordPaymentInput, ReminderLevel } from '@vendange/contracts';
import { formatEuros, payingStatuses, paymentMessages, paymentMovesOf } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { invoices, orders, paymentAllocations, paymentReminders, receivedPayments } from '../db/schema';
import type { Tx } from '../orders-repo';
import { allocationRefusal } from './allocation-rules';
import { clientKeyOf, type OpenInvoiceRow } from './outstanding-ages';
import { creditAvailable, creditRefunded, creditStatusOf, creditStatusSql } from './credit-balance';

type PaymentRow = typeof receivedPayments.$inferSelect;
/** A payment's money coming in, or going back out (its reversal). */
export interface PaymentEvent { id: number; reversal: boolean }
/** Statuses in which the money has come in (a scheduled payment has not yet). */
const moneyIn: readonly RecordedPaymentStatus[] = ['pending', 'paid'];

/** What the payments still held allocate to an invoice (a bounced, refunded or cancelled payment pays nothing). */
// Written with explicit aliases: drizzle drops the table of a column inside sql`` in a one-table select.
const paidOf = sql<number>`coalesce((
  select sum(pa.amount_cents) from orders.payment_allocations pa join orders.received_payments rp on rp.id = pa.payment_id
  where pa.invoice_id = ${sql.raw('"orders"."invoices"."id"')} and rp.status in (${sql.raw(payingStatuses.map((st) => `'${st}'`).join(', '))})
), 0)::int`;

const openColumns = {
  id: invoices.id, kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt, dueDate: invoices.dueDate, totalTtcCents: invoices.totalTtcCents,
  creditedCents: invoices.creditedCents, paidCents: paidOf, buyerId: invoices.buyerId, clientName: invoices.clientName,
};
const toOpen = (r: { id: number; kind: string; number: string; issuedAt: Date; dueDate: string; totalTtcCents: number; creditedCents: number; paidCents: number; buyerId: number | null; clientName: string }): OpenInvoiceRow => ({
  ...r, kind: r.kind as OpenInvoiceRow['kind'], issuedAt: r.issuedAt.toISOString(), reminders: [],
});

/** An invoice still owed as a reminder needs it: its shop, order, buyer party and the levels already sent. */
export type RemindableInvoice = OpenInvoiceRow & { shopId: number; orderId: number | null; buyer: InvoiceParty };

/**
 * The shop's invoices and deposit invoices a client may still owe: not those of an order paid as a whole
 * outside this ledger (a card debited at validation, a transfer marked received on the order), which are
 * paid by it (docs/decisions/payments.md).
 */
function owedWhere(shopId: number): SQL {
  return and(
    eq(invoices.shopId, shopId), inArray(invoices.kind, ['invoice', 'deposit']),
    sql`not exists (select 1 from ${orders} where ${orders.id} = ${invoices.orderId} and ${orders.paymentStatus} = 'paid')`,
  )!;
}

export type RecordOutcome = { recorded: Payment } | { refused: string };

interface CreditRow { id: number; number: string; issued_at: Date | string; client_name: string; buyer_id: number | null; total_ttc_cents: number; source_invoice_id: number; source_number: string; available: number; refunded: boolean }
const toCredit = (r: CreditRow): ClientCredit => ({
  id: r.id, number: r.number, issuedAt: new Date(r.issued_at).toISOString(), clientName: r.client_name, buyerId: r.buyer_id, totalTtcCents: r.total_ttc_cents,
  sourceInvoiceId: r.source_invoice_id, sourceNumber: r.source_number, availableCents: r.available, status: creditStatusOf(r),
});
const creditRows = (where: SQL) => sql`select c.id, c.number, c.issued_at, c.client_name, c.buyer_id, c.total_ttc_cents, c.source_invoice_id, s.number as source_number, ${creditAvailable} as available, ${creditRefunded} as refunded
  from orders.invoices c join orders.invoices s on s.id = c.source_invoice_id where c.kind = 'credit' and ${where}`;

/** Locks a credit note and its invoice (in id order), then reads what is left of it; null when not the shop's. */
async function lockedCredit(tx: Tx, shopId: number, creditNoteId: number): Promise<ClientCredit | null> {
  const [locked] = await tx.execute(sql`select c.source_invoice_id from orders.invoices c where c.id = ${creditNoteId} and c.shop_id = ${shopId} and c.kind = 'credit'`) as unknown as Array<{ source_invoice_id: number }>;
  if (!locked) return null;
  await tx.execute(sql`select id from orders.invoices where id in (${creditNoteId}, ${locked.source_invoice_id}) order by id for update`);
  const [row] = await tx.execute(creditRows(sql`c.id = ${creditNoteId}`)) as unknown as CreditRow[];
  return toCredit(row!);
}

/** Locks a credit note and its invoice, and checks the use asked: the shop's, the same client, within what is left. */
async function creditUse(tx: Tx, shopId: number, creditNoteId: number, amountCents: number, clientKey: string): Promise<{ sourceInvoiceId: number; number: string } | { refused: string }> {
  const credit = await lockedCredit(tx, shopId, creditNoteId);
  if (!credit) return { refused: paymentMessages.notACredit };
  if (clientKeyOf(credit) !== clientKey) return { refused: paymentMessages.oneClient };
  if (amountCents > credit.availableCents) return { refused: paymentMessages.creditShort(credit.number, formatEuros(credit.availableCents)) };
  return { sourceInvoiceId: credit.sourceInvoiceId, number: credit.number };
}
export type MoveOutcome = { moved: Payment } | { refused: { from: RecordedPaymentStatus; to: RecordedPaymentStatus } } | null;

export function receivedPaymentsRepo(db: Db) {
  /** Attaches each invoice's reminders, in order. */
  async function withReminders<T extends OpenInvoiceRow>(rows: T[]): Promise<T[]> {
    if (rows.length === 0) return rows;
    const sent = await db.select().from(paymentReminders).where(inArray(paymentReminders.invoiceId, rows.map((r) => r.id))).orderBy(paymentReminders.sentAt);
    return rows.map((r) => ({ ...r, reminders: sent.filter((x) => x.invoiceId === r.id).map((x) => ({ level: x.level, sentAt: x.sentAt.toISOString(), sentTo: x.sentTo })) }));
  }
  const remindableColumns = { ...openColumns, shopId: invoices.shopId, orderId: invoices.orderId, buyer: invoices.buyer };
  const owes = sql`${invoices.totalTtcCents} - ${invoices.creditedCents} - ${paidOf} > 0`;

  async function toPayments(rows: readonly PaymentRow[], q: Db | Tx = db): Promise<Payment[]> {
    const allocations = rows.length ? await q.select({ paymentId: paymentAllocations.paymentId, invoiceId: paymentAllocations.invoiceId, amountCents: paymentAllocations.amountCents, number: invoices.number })
      .from(paymentAllocations).innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
      .where(inArray(paymentAllocations.paymentId, rows.map((r) => r.id))).orderBy(invoices.number) : [];
    const creditIds = [...new Set(rows.flatMap((r) => (r.creditNoteId ? [r.creditNoteId] : [])))];
    const credits = new Map((creditIds.length ? await q.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, creditIds)) : []).map((c) => [c.id, c]));
    return rows.map((r) => {
      // A credit note's use takes its amount back from the credited invoice (a negative allocation): not a part of what it pays.
      const own = allocations.filter((a) => a.paymentId === r.id && a.amountCents > 0).map(({ invoiceId, number, amountCents }) => ({ invoiceId, number, amountCents }));
      return {
        id: r.id, shopId: r.shopId, type: r.type, status: r.status, amountCents: r.amountCents, allocatedCents: own.reduce((n, a) => n + a.amountCents, 0),
        receivedOn: r.receivedOn, reference: r.reference, bank: r.bank, note: r.note, clientName: r.clientName, buyerId: r.buyerId, createdAt: r.createdAt.toISOString(),
        creditNote: r.creditNoteId ? credits.get(r.creditNoteId) ?? null : null, allocations: own,
      };
    });
  }

  /** Records a payment in `tx`: locks its invoices, checks its allocations (allocation-rules.ts), writes it. */
  async function recordIn(tx: Tx, body: RecordPaymentInput, createdBy: number): Promise<RecordOutcome> {
    const ids = [...new Set(body.allocations.map((a) => a.invoiceId))].sort((a, b) => a - b);
    await tx.select({ id: invoices.id }).from(invoices).where(and(inArray(invoices.id, ids), eq(invoices.shopId, body.shopId))).orderBy(invoices.id).for('update');
    const rows = (await tx.select(openColumns).from(invoices).where(and(inArray(invoices.id, ids), owedWhere(body.shopId)))).map(toOpen);
    const refusal = allocationRefusal(body.allocations, new Map(rows.map((r) => [r.id, r])));
    if (refusal) return { refused: refusal };
    const payer = rows[0]!;
    // A credit note pays with what is left of it, taken back from the invoice it credits (locked with it).
    const credit = body.creditNoteId ? await creditUse(tx, body.shopId, body.creditNoteId, body.amountCents, clientKeyOf(payer)) : null;
    if (credit && 'refused' in credit) return credit;
    const [payment] = await tx.insert(receivedPayments).values({
      shopId: body.shopId, type: body.type, status: credit ? 'paid' : body.status, amountCents: body.amountCents, receivedOn: body.receivedOn,
      reference: body.reference || credit?.number || null, bank: body.bank || null, note: body.note || null, clientName: payer.clientName, buyerId: payer.buyerId,
      creditNoteId: body.creditNoteId ?? null, createdBy,
    }).returning();
    await tx.insert(paymentAllocations).values([
      ...body.allocations.map((a) => ({ paymentId: payment!.id, invoiceId: a.invoiceId, amountCents: a.amountCents })),
      ...(credit ? [{ paymentId: payment!.id, invoiceId: credit.sourceInvoiceId, amountCents: -body.amountCents }] : []),
    ]);
    return { recorded: (await toPayments([payment!], tx))[0]! };
  }

  return {
    /** The shop's invoices with something left to pay (only those of `ids` when given; read in `q`, a transaction holding their locks). */
    async openInvoices(shopId: number, ids?: readonly number[], q: Db | Tx = db): Promise<OpenInvoiceRow[]> {
      if (ids?.length === 0) return [];
      const rows = await q.select(openColumns).from(invoices).where(and(owedWhere(shopId), owes, ids ? inArray(invoices.id, [...ids]) : undefined));
      return withReminders(rows.map(toOpen));
    },

    /**
     * Records a payment and its allocations. The invoices are locked first (in id order, so two payments
     * never wait on each other crosswise): two payments at once never allocate more than an invoice owes.
     */
    async record(body: RecordPaymentInput, createdBy: number): Promise<RecordOutcome> {
      return db.transaction((tx) => recordIn(tx, body, createdBy));
    },
    /** The same in a transaction of the caller's (a SEPA batch records the payments of all its debits, or none). */
    recordIn,

    /**
     * What is left of a payment beyond its invoices (an overpayment) pays more of the same client's invoices. The payment
     * is locked, then the invoices in id order, as when recording: two at once never allocate more than is left of it.
     */
    async allocateRest(shopId: number, paymentId: number, allocations: ReadonlyArray<{ invoiceId: number; amountCents: number }>): Promise<{ allocated: Payment } | { refused: string } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(receivedPayments).where(and(eq(receivedPayments.id, paymentId), eq(receivedPayments.shopId, shopId))).for('update');
        if (!row) return null;
        if (row.creditNoteId !== null || !payingStatuses.includes(row.status)) return { refused: paymentMessages.notAllocatable };
        const [taken] = await tx.select({ n: sql<number>`coalesce(sum(${paymentAllocations.amountCents}), 0)::int` }).from(paymentAllocations)
          .where(and(eq(paymentAllocations.paymentId, paymentId), sql`${paymentAllocations.amountCents} > 0`));
        const rest = row.amountCents - (taken?.n ?? 0);
        if (allocations.reduce((n, a) => n + a.amountCents, 0) > rest) return { refused: paymentMessages.restShort(formatEuros(Math.max(0, rest))) };
        const ids = [...new Set(allocations.map((a) => a.invoiceId))].sort((a, b) => a - b);
        await tx.select({ id: invoices.id }).from(invoices).where(and(inArray(invoices.id, ids), eq(invoices.shopId, shopId))).orderBy(invoices.id).for('update');
        const open = (await tx.select(openColumns).from(invoices).where(and(inArray(invoices.id, ids), owedWhere(shopId)))).map(toOpen);
        const refusal = allocationRefusal(allocations, new Map(open.map((r) => [r.id, r])));
        if (refusal) return { refused: refusal };
        if (clientKeyOf(open[0]!) !== clientKeyOf(row)) return { refused: paymentMessages.otherClient };
        // An invoice the payment already pays gets the more: one allocation a payment and invoice.
        for (const a of allocations) {
          await tx.insert(paymentAllocations).values({ paymentId, invoiceId: a.invoiceId, amountCents: a.amountCents }).onConflictDoUpdate({
            target: [paymentAllocations.paymentId, paymentAllocations.invoiceId], set: { amountCents: sql`${paymentAllocations.amountCents} + excluded.amount_cents` },
          });
        }
        const [updated] = await tx.update(receivedPayments).set({ updatedAt: sql`now()` }).where(eq(receivedPayments.id, paymentId)).returning();
        return { allocated: (await toPayments([updated!], tx))[0]! };
      });
    },

    /**
     * Pays back what is left of a credit note, or part of it, to its client: a payment of the negative amount naming
     * the credit note, taken back from the invoice it credits (a negative allocation), under the locks of both.
     */
    async refundCredit(shopId: number, creditNoteId: number, body: CreditRefundBody, createdBy: number): Promise<{ refunded: Payment } | { refused: string } | null> {
      return db.transaction(async (tx) => {
        const credit = await lockedCredit(tx, shopId, creditNoteId);
        if (!credit) return null;
        if (credit.availableCents <= 0) return { refused: paymentMessages.nothingToRefund(credit.number) };
        if (body.amountCents > credit.availableCents) return { refused: paymentMessages.refundShort(credit.number, formatEuros(credit.availableCents)) };
        const [payment] = await tx.insert(receivedPayments).values({
          shopId, type: body.type, status: 'paid', amountCents: -body.amountCents, receivedOn: body.refundedOn, reference: body.reference || credit.number,
          note: body.note || null, clientName: credit.clientName, buyerId: credit.buyerId, creditNoteId, createdBy,
        }).returning();
        await tx.insert(paymentAllocations).values({ paymentId: payment!.id, invoiceId: credit.sourceInvoiceId, amountCents: -body.amountCents });
        return { refunded: (await toPayments([payment!], tx))[0]! };
      });
    },

    /** Every shop's invoices still owed whose due date is before `asOf` (the daily reminders run). */
    async overdue(asOf: string): Promise<RemindableInvoice[]> {
      const rows = await db.select(remindableColumns).from(invoices)
        .where(and(inArray(invoices.kind, ['invoice', 'deposit']), lt(invoices.dueDate, asOf), owes,
          sql`not exists (select 1 from ${orders} where ${orders.id} = ${invoices.orderId} and ${orders.paymentStatus} = 'paid')`));
      return withReminders(rows.map((r) => ({ ...toOpen(r), shopId: r.shopId, orderId: r.orderId, buyer: r.buyer })));
    },

    /** One invoice of the shop as a reminder needs it, when it is still owed. */
    async remindable(shopId: number, invoiceId: number): Promise<RemindableInvoice | null> {
      const [row] = await db.select(remindableColumns).from(invoices).where(and(eq(invoices.id, invoiceId), owedWhere(shopId), owes));
      return row ? (await withReminders([{ ...toOpen(row), shopId: row.shopId, orderId: row.orderId, buyer: row.buyer }]))[0]! : null;
    },

    /** Records a reminder once per level; `announce` writes its mail in the same transaction. Returns whether it was new. */
    async recordReminder(invoiceId: number, level: ReminderLevel, sentTo: string, sentBy: string, announce: (tx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const added = await tx.insert(paymentReminders).values({ invoiceId, level, sentTo, sentBy }).onConflictDoNothing().returning({ id: paymentReminders.invoiceId });
        if (added.length) await announce(tx as unknown as Db);
        return added.length > 0;
      });
    },

    async shopOfInvoice(invoiceId: number): Promise<number | null> {
      return (await db.select({ shopId: invoices.shopId }).from(invoices).where(eq(invoices.id, invoiceId)))[0]?.shopId ?? null;
    },

    async row(id: number): Promise<PaymentRow | null> {
      return (await db.select().from(receivedPayments).where(eq(receivedPayments.id, id)))[0] ?? null;
    },

    /** Moves a payment's status along paymentTransitions, under its row lock. */
    async move(id: number, to: RecordedPaymentStatus): Promise<MoveOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(receivedPayments).where(eq(receivedPayments.id, id)).for('update');
        if (!row) return null;
        if (!paymentMovesOf(row).includes(to)) return { refused: { from: row.status, to } };
        // Money that had come in and goes back out: the books keep the receipt and reverse it on this day.
        const reversedOn = moneyIn.includes(row.status) && !payingStatuses.includes(to) ? calendarDate(new Date()) : row.reversedOn;
        const [moved] = await tx.update(receivedPayments).set({ status: to, reversedOn, updatedAt: sql`now()` }).where(eq(receivedPayments.id, id)).returning();
        return { moved: (await toPayments([moved!], tx))[0]! };
      });
    },

    /** Newest received first. Search: reference, client, or the number of an invoice it pays. */
    async list(shopId: number, q: PaymentListQuery) {
      const conds: SQL[] = [eq(receivedPayments.shopId, shopId)];
      if (q.status) conds.push(eq(receivedPayments.status, q.status));
      if (q.type) conds.push(eq(receivedPayments.type, q.type));
      if (q.from) conds.push(gte(receivedPayments.receivedOn, q.from));
      if (q.to) conds.push(lte(receivedPayments.receivedOn, q.to));
      if (q.search) {
        const pattern = likePattern(q.search);
        conds.push(or(
          ilike(receivedPayments.reference, pattern), ilike(receivedPayments.clientName, pattern),
          sql`exists (select 1 from orders.payment_allocations pa join orders.invoices i on i.id = pa.invoice_id where pa.payment_id = ${sql.raw('"orders"."received_payments"."id"')} and i.number ilike ${pattern})`,
        )!);
      }
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(receivedPayments).where(where).orderBy(desc(receivedPayments.receivedOn), desc(receivedPayments.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(receivedPayments).where(where),
      ]);
      return { items: await toPayments(rows), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** The shop's credit notes as credits, newest first, with what is left of each. */
    async credits(shopId: number, q: ClientCreditQuery) {
      const conds = [sql`c.shop_id = ${shopId}`];
      if (q.search) conds.push(sql`(c.number ilike ${likePattern(q.search)} or c.client_name ilike ${likePattern(q.search)})`);
      const all = sql`select * from (${creditRows(sql.join(conds, sql` and `))}) credits`;
      const status = q.status ? sql`${creditStatusSql} = ${q.status}` : sql`true`;
      const [rows, [total]] = await Promise.all([
        db.execute(sql`${all} where ${status} order by issued_at desc, id desc limit ${q.limit} offset ${offsetOf(q.page, q.limit)}`) as unknown as Promise<CreditRow[]>,
        db.execute(sql`select count(*)::int as n from (${all} where ${status}) counted`) as unknown as Promise<Array<{ n: number }>>,
      ]);
      return { items: rows.map(toCredit), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /**
     * The money movements of a shop's payments in a period, in date order (receipts before reversals on a day): each
     * payment that came in (pending or paid, or since bounced, refunded or cancelled: its receipt stays in the books)
     * on the day it was received, and each that went back out on its `reversedOn`. Not a credit note used (no money
     * moves). The bank and cash journals, read by pages (receivedByIds).
     */
    async paymentEventsIn(shopId: number, from: string, to: string): Promise<PaymentEvent[]> {
      const rows = await db.execute(sql`
        select id, false as reversal, received_on as day from orders.received_payments
          where shop_id = ${shopId} and received_on between ${from} and ${to} and type <> 'creditNote' and amount_cents <> 0
            and (status in ('pending', 'paid') or reversed_on is not null)
        union all
        select id, true as reversal, reversed_on as day from orders.received_payments
          where shop_id = ${shopId} and reversed_on between ${from} and ${to} and type <> 'creditNote' and amount_cents <> 0
        order by day, reversal, id`) as unknown as Array<{ id: number; reversal: boolean; day: string }>;
      return rows.map((r) => ({ id: r.id, reversal: r.reversal }));
    },

    /** Those payments, in the order of `ids`. */
    async receivedByIds(ids: readonly number[]): Promise<PaymentRow[]> {
      if (!ids.length) return [];
      const rows = await db.select().from(receivedPayments).where(inArray(receivedPayments.id, [...ids]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id)).filter((r): r is PaymentRow => r !== undefined);
    },
  };
}
export type ReceivedPaymentsRepo = ReturnType<typeof receivedPaymentsRepo>;
