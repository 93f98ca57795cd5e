import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '@vendange/contracts';
import type { Db, OutboxMessage } from '@vendange/service-kit';
import { cardPayments, orders } from '../db/schema';

/** An order set aside while waiting for 3-D Secure (or a sibling of its checkout), with what its hold is kept under. */
export interface SetAsideOrder { id: number; reference: string; shopId: number; buyerId: number | null; checkoutId: string | null }

/** What a change sets off (built from the rows changed), and how it is put in the transaction's outbox (OrderJobs.announce). */
type Follow = (rows: SetAsideOrder[]) => OutboxMessage[];
type Announce = (tx: Db, messages: OutboxMessage[]) => Promise<void>;

const columns = { id: orders.id, reference: orders.reference, shopId: orders.shopId, buyerId: orders.buyerId, checkoutId: orders.checkoutId };
const waitingForAuthentication = and(eq(orders.status, 'pending'), eq(orders.paymentStatus, 'requiresAction'));

/**
 * Orders whose card still waits for 3-D Secure: the buyer cancels one, a new checkout replaces them, or they
 * expire. Each change commits with what follows from it (the outbox: units back on sale, the buyer told), and
 * the card payment is cancelled too, so that a 3-D Secure page answered late never sends them to a producer.
 */
export function waitingOrdersRepo(db: Db) {
  async function setAside(where: ReturnType<typeof and>, status: OrderStatus, follow: Follow, announce: Announce, paymentStatus: 'cancelled' | 'error' = 'cancelled'): Promise<SetAsideOrder[]> {
    return db.transaction(async (tx) => {
      const rows = await tx.update(orders).set({ status, paymentStatus }).where(where).returning(columns);
      if (rows.length === 0) return rows;
      await tx.update(cardPayments).set({ status: paymentStatus, updatedAt: new Date() })
        .where(and(inArray(cardPayments.orderId, rows.map((r) => r.id)), sql`${cardPayments.status} not in ('paid', 'refunded')`));
      await announce(tx as unknown as Db, follow(rows));
      return rows;
    });
  }

  return {
    /** The buyer gives up their own order waiting for authentication: cancelled; null when it is not (or no longer) such an order of theirs. */
    async cancelOne(buyerId: number, orderId: number, follow: Follow, announce: Announce): Promise<SetAsideOrder | null> {
      const [row] = await setAside(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId), waitingForAuthentication), 'cancelled', follow, announce);
      return row ?? null;
    },

    /**
     * A checkout of the buyer whose card part did not go through (still waiting for 3-D Secure, or failed it) is
     * replaced by a new one (the cart changed, or the buyer tries again): its unpaid pending orders, the card part
     * and its siblings alike, are aborted. A checkout that went through is left alone (the new one is another order).
     */
    async abortReplaced(buyerId: number, checkoutId: string, follow: Follow, announce: Announce): Promise<SetAsideOrder[]> {
      const ofCheckout = and(eq(orders.buyerId, buyerId), eq(orders.checkoutId, checkoutId));
      const cardFailed = and(eq(orders.status, 'aborted'), eq(orders.paymentType, 'stripe'), eq(orders.paymentStatus, 'error'));
      const [waiting] = await db.select({ id: orders.id }).from(orders).where(and(ofCheckout, or(waitingForAuthentication, cardFailed))).limit(1);
      if (!waiting) return [];
      return setAside(and(ofCheckout, eq(orders.status, 'pending'), inArray(orders.paymentStatus, ['pending', 'requiresAction'])), 'aborted', follow, announce);
    },

    /**
     * The card was declined when the buyer came back to a checkout waiting for authentication: the checkout never
     * goes through, like one declined at once (its unpaid pending orders are aborted), so the next try is a new one.
     */
    abortDeclined(buyerId: number, checkoutId: string, follow: Follow, announce: Announce): Promise<SetAsideOrder[]> {
      return setAside(and(eq(orders.buyerId, buyerId), eq(orders.checkoutId, checkoutId), eq(orders.status, 'pending'), inArray(orders.paymentStatus, ['pending', 'requiresAction', 'error'])), 'aborted', follow, announce, 'error');
    },

    /** Orders left waiting for authentication since before `cutoff` expire. */
    expireBefore(cutoff: Date, follow: Follow, announce: Announce): Promise<SetAsideOrder[]> {
      return setAside(and(waitingForAuthentication, lt(orders.createdAt, cutoff)), 'expired', follow, announce);
    },
  };
}
export type WaitingOrdersRepo = ReturnType<typeof waitingOrdersRepo>;
