import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Address, OrderStatus, OrderSummary, PaymentDelay, PaymentType, SaleChannel, SaleDetail } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { changeKeys, likePattern, offsetOf, type ChangeFeedCache, type Db } from '@vendange/service-kit';
import { orderCounts, orderLines, orderSequences, orders, type OrderShipping } from './db/schema';
import { orderReference, referenceYear } from './order-reference';
import type { MailLocale } from './mails/mail-locale';
import type { OrdersPage } from './orders-list-cache';
import type { PricedOrder } from './price-order';
import { isExpired } from './staff-sales/quote-expiry';

type Row = typeof orders.$inferSelect;
/** What a list row shows: the summary's columns only (an order's addresses and contact stay in the table). */
const summaryColumns = {
  id: orders.id, shopId: orders.shopId, reference: orders.reference, clientName: orders.clientName, status: orders.status, totalTtcCents: orders.totalTtcCents,
  paymentType: orders.paymentType, paymentStatus: orders.paymentStatus, createdAt: orders.createdAt, channel: orders.channel, agentId: orders.agentId,
};
const toSummary = (r: Pick<Row, keyof typeof summaryColumns>): OrderSummary => ({
  id: r.id, shopId: r.shopId, reference: r.reference, clientName: r.clientName, status: r.status, totalTtcCents: r.totalTtcCents,
  paymentType: r.paymentType, paymentStatus: r.paymentStatus, createdAt: r.createdAt.toISOString(), channel: r.channel, agentId: r.agentId,
});

/** `agentId`: only the orders carrying that agent (an agent's own list, or the agent page). */
export interface OrderScope { shopId?: number; buyerId?: number; agentId?: number }

/** A sale the producer enters from the dashboard: its status, client and terms (staff-sales/). */
export interface StaffSaleFacts {
  status: 'draft' | 'validated';
  clientId: number;
  paymentType: PaymentType | null;
  paymentDelay: PaymentDelay | null;
  shipping: OrderShipping | null;
  deliveryAddress: Address | null;
  billingAddress: Address | null;
  contact: { email: string; phone: string } | null;
  /** The quote it was made from. */
  quoteId: number | null;
  /** The shop's agent who took it, and the price list it was priced at (their commission's rate). */
  agentId?: number | null;
  priceTypology?: string | null;
  /** The sender's key (tour mode's offline queue): one sale per key and shop. */
  sendKey?: string | null;
  /** Per line: the price the producer set, their discount, and why. */
  changes: ReadonlyArray<{ fixedUnitCents: number | null; discountPercent: string | null; priceReason: string | null }>;
}

export interface PlacedOrderInput {
  shopId: number;
  /** Null for a sale entered by the producer for a client of their CRM. */
  buyerId: number | null;
  clientName: string;
  comment?: string | undefined;
  priced: PricedOrder;
  at: Date;
  /** The buyer's interface language, for the mails about the order (French when unknown). */
  locale?: MailLocale;
  /** An order placed alone: the key its stock is held under (kept as its checkout id, so a refusal gives the units back). */
  holdKey?: string;
  staff?: StaffSaleFacts;
  checkout?: {
    checkoutId: string;
    paymentType: PaymentType | null;
    shipping: OrderShipping | null;
    deliveryAddress: Address | null;
    billingAddress: Address | null;
    contact: { email: string; phone: string };
  };
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The shop's next order reference of the year, taken under the sequence row's lock (held until commit), so two orders never share a number. */
export async function nextOrderReference(tx: Tx, shopId: number, at: Date): Promise<string> {
  const year = referenceYear(at);
  // The year's counter moves on in place. The insert below evaluates its first value (a read of every reference of
  // the shop) even when the row exists: on 100,000 orders that read was most of a till sale's time.
  const [next] = await tx.update(orderSequences).set({ last: sql`${orderSequences.last} + 1` })
    .where(and(eq(orderSequences.shopId, shopId), eq(orderSequences.year, year))).returning({ last: orderSequences.last });
  if (next) return orderReference(year, next.last);
  // The year's first order: its first value continues after the references already there (imported or seeded orders).
  const pattern = `^CMD-${year}-(\\d+)$`;
  const [seq] = await tx.insert(orderSequences).values({
    shopId, year,
    last: sql`(select coalesce(max(substring(${orders.reference} from ${pattern})::integer), 0) + 1 from ${orders} where ${orders.shopId} = ${shopId})`,
  }).onConflictDoUpdate({ target: [orderSequences.shopId, orderSequences.year], set: { last: sql`${orderSequences.last} + 1` } })
    .returning({ last: orderSequences.last });
  return orderReference(year, seq!.last);
}

async function insertOne(tx: Tx, input: PlacedOrderInput): Promise<Row> {
  const reference = await nextOrderReference(tx, input.shopId, input.at);
  const c = input.checkout;
  const st = input.staff;
  const [row] = await tx.insert(orders).values({
    shopId: input.shopId, reference, buyerId: input.buyerId, clientName: input.clientName, status: 'pending',
    totalHtCents: input.priced.totalHtCents, vatCents: input.priced.vatCents, totalTtcCents: input.priced.totalTtcCents,
    shippingCents: input.priced.shippingCents, comment: input.comment || null, createdAt: input.at,
    discountCents: input.priced.discountCents, locale: input.locale ?? 'fr', promoCode: input.priced.promo?.status === 'applied' ? input.priced.promo.code : null,
    ...(c ? {
      checkoutId: c.checkoutId, paymentType: c.paymentType, shipping: c.shipping, deliveryAddress: c.deliveryAddress,
      billingAddress: c.billingAddress, contact: c.contact,
    } : input.holdKey ? { checkoutId: input.holdKey } : {}),
    ...(st ? {
      status: st.status, channel: 'staff' as const, clientId: st.clientId, paymentType: st.paymentType, paymentDelay: st.paymentDelay, shipping: st.shipping,
      deliveryAddress: st.deliveryAddress, billingAddress: st.billingAddress, contact: st.contact, quoteId: st.quoteId, agentId: st.agentId ?? null, priceTypology: st.priceTypology ?? null, sendKey: st.sendKey ?? null,
      validatedAt: st.status === 'validated' ? input.at : null,
    } : {}),
  }).returning();
  await tx.insert(orderLines).values(input.priced.lines.map((l, i) => ({ ...l, ...(st?.changes[i] ?? {}), orderId: row!.id })));
  return row!;
}

/** `pages`: where the shop's unfiltered list pages are kept (cachedOrdersPages); without, every read goes to the database. */
export function ordersRepo(db: Db, pages?: ChangeFeedCache<OrdersPage>) {
  // A checkout that never went through (card declined, replaced while waiting for 3-D Secure) is nobody's order to see.
  // Quotes have their own list (staff-sales/quotes-repo.ts).
  const shown = sql`${orders.kind} = 'order' and not (${orders.status} = 'aborted' and ${orders.checkoutId} is not null)`;
  // The shop's list as the dashboard opens it (no filter): its page and its count, built once and prepared.
  const shopPage = db.select(summaryColumns).from(orders).where(and(shown, eq(orders.shopId, sql.placeholder('shopId'))))
    .orderBy(desc(orders.createdAt), desc(orders.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('orders_shop_page');
  const shopCount = db.select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` }).from(orderCounts)
    .where(and(eq(orderCounts.shopId, sql.placeholder('shopId')), eq(orderCounts.hidden, false))).prepare('orders_shop_count');
  /** A page of the shop's list as the dashboard opens it (no filter): two prepared statements, kept in `pages` when given. */
  const unfilteredPage = (shopId: number, page: number, limit: number): Promise<OrdersPage> => {
    const load = async () => {
      const params = { shopId, limit, offset: offsetOf(page, limit) };
      const [rows, [total]] = await Promise.all([shopPage.execute(params), shopCount.execute(params)]);
      return { items: rows.map(toSummary), total: total?.n ?? 0, page, limit };
    };
    return pages ? pages.get(`${shopId}:${page}:${limit}`, [changeKeys.orders(shopId)], load) : load();
  };
  return {
    /** Newest first, within one shop (staff) or one buyer's orders. */
    async list(scope: OrderScope, q: { page: number; limit: number; search?: string | undefined; status?: OrderStatus | undefined; from?: string | undefined; to?: string | undefined; channel?: SaleChannel | undefined; clientId?: number | undefined }) {
      const filtered = Boolean(q.search || q.from || q.to || q.channel || q.clientId || scope.agentId !== undefined);
      if (scope.shopId !== undefined && scope.buyerId === undefined && !filtered && !q.status) return unfilteredPage(scope.shopId, q.page, q.limit);
      const conds: SQL[] = [shown];
      if (scope.shopId !== undefined) conds.push(eq(orders.shopId, scope.shopId));
      if (scope.buyerId !== undefined) conds.push(eq(orders.buyerId, scope.buyerId));
      if (scope.agentId !== undefined) conds.push(eq(orders.agentId, scope.agentId));
      if (q.status) conds.push(eq(orders.status, q.status));
      if (q.channel) conds.push(eq(orders.channel, q.channel));
      if (q.clientId) conds.push(eq(orders.clientId, q.clientId));
      if (q.search) conds.push(or(ilike(orders.reference, likePattern(q.search)), ilike(orders.clientName, likePattern(q.search)))!);
      // French calendar days: from the first instant of `from` to the first of the day after `to`.
      if (q.from) conds.push(sql`${orders.createdAt} >= (${q.from}::date)::timestamp at time zone 'Europe/Paris'`);
      if (q.to) conds.push(sql`${orders.createdAt} < ((${q.to}::date + 1))::timestamp at time zone 'Europe/Paris'`);
      const where = and(...conds);
      // A shop's total comes from its counts (a constant cost at any history size); a buyer's orders, a search or a period are counted.
      const counted = scope.shopId !== undefined && scope.buyerId === undefined && !filtered
        ? db.select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` }).from(orderCounts)
          .where(and(eq(orderCounts.shopId, scope.shopId), eq(orderCounts.hidden, false), q.status ? eq(orderCounts.status, q.status) : undefined))
        : db.select({ n: count() }).from(orders).where(where);
      const [rows, [total]] = await Promise.all([
        db.select(summaryColumns).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        counted,
      ]);
      return { items: rows.map(toSummary), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** One order with its lines, or null. The caller checks who may see it. */
    async byId(id: number): Promise<SaleDetail | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      if (!row) return null;
      const today = calendarDate(new Date());
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id);
      return {
        ...toSummary(row), buyerId: row.buyerId, totalHtCents: row.totalHtCents, vatCents: row.vatCents, comment: row.comment,
        shippingCents: row.shippingCents, promoCode: row.promoCode, discountCents: row.discountCents, shipping: row.shipping ?? null, deliveryAddress: row.deliveryAddress ?? null, billingAddress: row.billingAddress ?? null,
        contact: row.contact ?? null, validatedAt: row.validatedAt?.toISOString() ?? null, refusalReason: row.refusalReason, cancelReason: row.cancelReason,
        // A quote past its last day reads as expired, whatever the sweep did yet.
        ...(row.kind === 'quote' && isExpired(row, today) ? { status: 'expired' as const } : {}),
        kind: row.kind, channel: row.channel, clientId: row.clientId, paymentDelay: row.paymentDelay, validUntil: row.validUntil, sentAt: row.sentAt?.toISOString() ?? null,
        quoteId: row.quoteId, orderId: row.convertedOrderId,
        lineChanges: lines.filter((l) => l.fixedUnitCents !== null || l.discountPercent !== null).map((l) => ({
          lineId: l.id, unitPriceCents: l.fixedUnitCents, discountPercent: l.discountPercent === null ? null : String(Number(l.discountPercent)), reason: l.priceReason,
        })),
        lines: lines.map((l) => ({
          id: l.id, productId: l.productId, label: l.label, quantity: l.quantity, unitTtcCents: l.unitTtcCents,
          vatRate: l.vatRate, lineHtCents: l.lineHtCents, lineTtcCents: l.lineTtcCents, boxKey: l.boxKey,
        })),
      };
    },

    /** A draft entered by the producer becomes validated, its units held under `holdKey` (kept as its checkout id). */
    async validateStaffDraft(id: number, holdKey: string, at: Date): Promise<boolean> {
      const rows = await db.update(orders).set({ status: 'validated', validatedAt: at, checkoutId: holdKey })
        .where(and(eq(orders.id, id), eq(orders.status, 'draft'), eq(orders.channel, 'staff'), eq(orders.kind, 'order'))).returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Spec point 4: emptying the cart aborts the buyer's saved order while it is still a cart (a draft): a placed order is not the cart's to cancel. */
    async abortCartOrder(id: number, buyerId: number): Promise<OrderSummary | null> {
      const [row] = await db.update(orders).set({ status: 'aborted' })
        .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId), eq(orders.status, 'draft')))
        .returning();
      return row ? toSummary(row) : null;
    },

    /** Inserts a placed order and its lines with the shop's next reference of the year, in one transaction. */
    async insertPlaced(input: PlacedOrderInput, announce?: (tx: Db, order: OrderSummary) => Promise<void>): Promise<OrderSummary> {
      return db.transaction(async (tx) => {
        const order = toSummary(await insertOne(tx, input));
        // The jobs the order sets off commit with it, or not at all (the outbox).
        if (announce) await announce(tx as unknown as Db, order);
        return order;
      });
    },

    /** The orders of one checkout, all or none (one transaction), in the order given. */
    async insertCheckout(inputs: PlacedOrderInput[]): Promise<OrderSummary[]> {
      return db.transaction(async (tx) => {
        const rows: Row[] = [];
        for (const input of inputs) rows.push(await insertOne(tx, input));
        return rows.map(toSummary);
      });
    },

    /** A buyer's orders of one checkout (a retried submission finds them). */
    async byCheckout(buyerId: number, checkoutId: string): Promise<OrderSummary[]> {
      const rows = await db.select().from(orders).where(and(eq(orders.buyerId, buyerId), eq(orders.checkoutId, checkoutId))).orderBy(orders.id);
      return rows.map(toSummary);
    },

    /** A failed card imprint: the orders of the checkout never reach the producers. */
    async abortCheckout(checkoutId: string): Promise<void> {
      await db.update(orders).set({ status: 'aborted', paymentStatus: 'error' }).where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'pending')));
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
