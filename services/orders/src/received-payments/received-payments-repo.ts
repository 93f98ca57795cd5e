import { and, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceParty, Payment, PaymentListQuery, RecordedPaymentStatus, RecordPaymentInput, ReminderLevel } from '@vendange/contracts';
import { payingStatuses, paymentTransitions } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { invoices, orders, paymentAllocations, paymentReminders, receivedPayments } from '../db/schema';
import type { Tx } from '../orders-repo';
import { allocationRefusal } from './allocation-rules';
import type { OpenInvoiceRow } from './outstanding-ages';

type PaymentRow = typeof receivedPayments.$inferSelect;

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
    return rows.map((r) => {
      const own = allocations.filter((a) => a.paymentId === r.id).map(({ invoiceId, number, amountCents }) => ({ invoiceId, number, amountCents }));
      return {
        id: r.id, shopId: r.shopId, type: r.type, status: r.status, amountCents: r.amountCents, allocatedCents: own.reduce((n, a) => n + a.amountCents, 0),
        receivedOn: r.receivedOn, reference: r.reference, bank: r.bank, note: r.note, clientName: r.clientName, createdAt: r.createdAt.toISOString(), allocations: own,
      };
    });
  }

  return {
    /** The shop's invoices with something left to pay. */
    async openInvoices(shopId: number): Promise<OpenInvoiceRow[]> {
      const rows = await db.select(openColumns).from(invoices).where(and(owedWhere(shopId), owes));
      return withReminders(rows.map(toOpen));
    },

    /**
     * Records a payment and its allocations. The invoices are locked first (in id order, so two payments
     * never wait on each other crosswise): two payments at once never allocate more than an invoice owes.
     */
    async record(body: RecordPaymentInput, createdBy: number): Promise<RecordOutcome> {
      return db.transaction(async (tx) => {
        const ids = [...new Set(body.allocations.map((a) => a.invoiceId))].sort((a, b) => a - b);
        await tx.select({ id: invoices.id }).from(invoices).where(and(inArray(invoices.id, ids), eq(invoices.shopId, body.shopId))).orderBy(invoices.id).for('update');
        const rows = (await tx.select(openColumns).from(invoices).where(and(inArray(invoices.id, ids), owedWhere(body.shopId)))).map(toOpen);
        const refusal = allocationRefusal(body.allocations, new Map(rows.map((r) => [r.id, r])));
        if (refusal) return { refused: refusal };
        const payer = rows[0]!;
        const [payment] = await tx.insert(receivedPayments).values({
          shopId: body.shopId, type: body.type, status: body.status, amountCents: body.amountCents, receivedOn: body.receivedOn,
          reference: body.reference || null, bank: body.bank || null, note: body.note || null, clientName: payer.clientName, buyerId: payer.buyerId, createdBy,
        }).returning();
        await tx.insert(paymentAllocations).values(body.allocations.map((a) => ({ paymentId: payment!.id, invoiceId: a.invoiceId, amountCents: a.amountCents })));
        return { recorded: (await toPayments([payment!], tx))[0]! };
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
        if (!paymentTransitions[row.status].includes(to)) return { refused: { from: row.status, to } };
        const [moved] = await tx.update(receivedPayments).set({ status: to, updatedAt: sql`now()` }).where(eq(receivedPayments.id, id)).returning();
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

    /** Payments received in a period that money came in for (not scheduled, not bounced nor cancelled): the bank and cash journals. */
    async receivedIn(shopId: number, from: string, to: string): Promise<PaymentRow[]> {
      return db.select().from(receivedPayments)
        .where(and(eq(receivedPayments.shopId, shopId), gte(receivedPayments.receivedOn, from), lte(receivedPayments.receivedOn, to), inArray(receivedPayments.status, ['pending', 'paid']), ne(receivedPayments.amountCents, 0)))
        .orderBy(receivedPayments.receivedOn, receivedPayments.id);
    },
  };
}
export type ReceivedPaymentsRepo = ReturnType<typeof receivedPaymentsRepo>;
