import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { OrderStatus, QuoteSummary } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { offsetOf, type Db } from '@vendange/service-kit';
import { orderLines, orders } from '../db/schema';
import { referenceYear } from '../order-reference';
import type { PlacedOrderInput } from '../orders-repo';
import { isExpired } from './quote-expiry';

type Row = typeof orders.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** DEV-<year>-<number>: a quote's reference, its own series beside the orders' (a quote is not a sale yet). */
export const quoteReference = (year: number, n: number) => `DEV-${year}-${String(n).padStart(4, '0')}`;


const toSummary = (r: Row, today: string): QuoteSummary => ({
  id: r.id, shopId: r.shopId, reference: r.reference, clientName: r.clientName, status: isExpired(r, today) ? 'expired' : r.status, totalTtcCents: r.totalTtcCents,
  paymentType: r.paymentType, paymentStatus: r.paymentStatus, createdAt: r.createdAt.toISOString(),
  validUntil: r.validUntil, orderId: r.convertedOrderId, sentAt: r.sentAt?.toISOString() ?? null, channel: r.channel,
});

export interface QuoteInput extends Omit<PlacedOrderInput, 'holdKey' | 'checkout' | 'buyerId'> { validUntil: string }

export function quotesRepo(db: Db) {
  return {
    /** Stores a quote (draft) and its lines; its number is the shop's next of the year, taken under a lock on that series. */
    async insert(input: QuoteInput): Promise<number> {
      const st = input.staff!;
      return db.transaction(async (tx) => {
        const year = referenceYear(input.at);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quotes:${input.shopId}:${year}`}))`);
        const pattern = `^DEV-${year}-(\\d+)$`;
        const [last] = await tx.select({ n: sql<number>`coalesce(max(substring(${orders.reference} from ${pattern})::integer), 0)` })
          .from(orders).where(and(eq(orders.shopId, input.shopId), eq(orders.kind, 'quote')));
        const [row] = await tx.insert(orders).values({
          shopId: input.shopId, reference: quoteReference(year, (last?.n ?? 0) + 1), buyerId: null, clientName: input.clientName, status: 'draft', kind: 'quote', channel: 'staff',
          totalHtCents: input.priced.totalHtCents, vatCents: input.priced.vatCents, totalTtcCents: input.priced.totalTtcCents, shippingCents: input.priced.shippingCents,
          comment: input.comment || null, createdAt: input.at, clientId: st.clientId, paymentType: st.paymentType, paymentDelay: st.paymentDelay, shipping: st.shipping,
          deliveryAddress: st.deliveryAddress, billingAddress: st.billingAddress, contact: st.contact, validUntil: input.validUntil,
          agentId: st.agentId ?? null, priceTypology: st.priceTypology ?? null, sendKey: st.sendKey ?? null,
        }).returning({ id: orders.id });
        await tx.insert(orderLines).values(input.priced.lines.map((l, i) => ({ ...l, ...(st.changes[i] ?? {}), orderId: row!.id })));
        return row!.id;
      });
    },

    /** A shop's quotes, newest first; `expired` is read from the last day, whatever the sweep did yet. */
    async list(shopId: number, q: { page: number; limit: number; status?: OrderStatus | undefined }, today: string) {
      const conds = [eq(orders.shopId, shopId), eq(orders.kind, 'quote')];
      if (q.status === 'expired') conds.push(sql`(${orders.status} = 'expired' or (${orders.status} in ('draft', 'pending') and ${orders.validUntil} < ${today}))`);
      else if (q.status === 'pending' || q.status === 'draft') conds.push(sql`${orders.status} = ${q.status} and (${orders.validUntil} is null or ${orders.validUntil} >= ${today})`);
      else if (q.status) conds.push(eq(orders.status, q.status));
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { items: rows.map((r) => toSummary(r, today)), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async row(id: number): Promise<Row | null> {
      const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.kind, 'quote')));
      return row ?? null;
    },

    async byToken(token: string): Promise<Row | null> {
      const [row] = await db.select().from(orders).where(and(eq(orders.answerToken, token), eq(orders.kind, 'quote')));
      return row ?? null;
    },

    /** The client's answer, once: only a quote still waiting and within its last day moves. */
    async answer(token: string, accepted: boolean, reason: string | null, today: string): Promise<Row | null> {
      const [row] = await db.update(orders)
        .set(accepted ? { status: 'validated', validatedAt: new Date() } : { status: 'refused', refusalReason: reason })
        .where(and(eq(orders.answerToken, token), eq(orders.kind, 'quote'), eq(orders.status, 'pending'), sql`(${orders.validUntil} is null or ${orders.validUntil} >= ${today})`))
        .returning();
      return row ?? null;
    },

    /**
     * The order made from a quote, in one transaction under the quote's row lock: a second click finds the
     * order already made. `make` inserts the order (the caller prices nothing: the quote's lines are copied).
     */
    async convert(id: number, make: (tx: Tx, quote: Row) => Promise<number>): Promise<{ orderId: number; created: boolean } | { refused: Row }> {
      return db.transaction(async (tx) => {
        const [quote] = await tx.select().from(orders).where(and(eq(orders.id, id), eq(orders.kind, 'quote'))).for('update');
        if (!quote) throw new Error(`quote ${id} vanished`);
        if (quote.convertedOrderId !== null) return { orderId: quote.convertedOrderId, created: false };
        if (!(quote.status === 'validated' || quote.status === 'pending' || quote.status === 'draft') || isExpired(quote, calendarDate(new Date()))) return { refused: quote };
        const orderId = await make(tx, quote);
        await tx.update(orders).set({ status: 'validated', validatedAt: quote.validatedAt ?? new Date(), convertedOrderId: orderId }).where(eq(orders.id, id));
        return { orderId, created: true };
      });
    },
  };
}
export type QuotesRepo = ReturnType<typeof quotesRepo>;
