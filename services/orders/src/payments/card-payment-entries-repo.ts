import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { CardPaymentEntry, CardPaymentListQuery } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { cardPayments, orders } from '../db/schema';

/** The shop's card debits (those asked of the provider), the newest first: the payments list's card part. */
export function cardPaymentEntriesRepo(db: Db) {
  return {
    async list(shopId: number, q: CardPaymentListQuery) {
      const where = and(eq(orders.shopId, shopId), isNotNull(cardPayments.paymentIntentId));
      const [rows, [total]] = await Promise.all([
        db.select({
          orderId: orders.id, reference: orders.reference, clientName: orders.clientName, status: cardPayments.status,
          orderTotal: orders.totalTtcCents, feeCents: cardPayments.applicationFeeCents, destination: cardPayments.destinationAccount, at: cardPayments.updatedAt,
        }).from(cardPayments).innerJoin(orders, eq(orders.id, cardPayments.orderId)).where(where)
          .orderBy(desc(cardPayments.updatedAt), desc(cardPayments.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(cardPayments).innerJoin(orders, eq(orders.id, cardPayments.orderId)).where(where),
      ]);
      const items: CardPaymentEntry[] = rows.map((r) => {
        // The debit is of the order's total at validation (card-payments.ts), which the imprint's amount may predate.
        const amountCents = r.orderTotal;
        const toAccount = r.destination !== null && r.feeCents !== null;
        return {
          orderId: r.orderId, reference: r.reference, clientName: r.clientName, status: r.status, amountCents,
          feeCents: toAccount ? r.feeCents : null, netCents: toAccount ? amountCents - r.feeCents! : null, at: r.at.toISOString(),
        };
      });
      return { items, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
  };
}
