import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { cardPayments, orders, paymentCustomers, providerEvents } from '../db/schema';

export type CardPaymentRow = typeof cardPayments.$inferSelect;
export interface PaymentOrder { id: number; reference: string; shopId: number; buyerId: number | null; clientName: string; totalTtcCents: number }

const orderColumns = { id: orders.id, reference: orders.reference, shopId: orders.shopId, buyerId: orders.buyerId, clientName: orders.clientName, totalTtcCents: orders.totalTtcCents };

/** Card payments, the buyer's provider customer, handled provider events; each change of a card payment is mirrored on its order's paymentStatus. */
export function paymentsRepo(db: Db) {
  /** Sets the status on the card payments matching `where` (and `changes`), then on their orders; returns those orders. */
  async function update(where: SQL, status: PaymentStatus, changes: Partial<Pick<CardPaymentRow, 'paymentIntentId' | 'lastError'>> = {}, abortPending = false): Promise<PaymentOrder[]> {
    return db.transaction(async (tx) => {
      const changed = await tx.update(cardPayments).set({ status, ...changes, updatedAt: new Date() }).where(where).returning({ orderId: cardPayments.orderId });
      if (changed.length === 0) return [];
      const ids = changed.map((c) => c.orderId);
      // A card that could not be saved: its orders never go on (the buyer's cart is still there to pay again).
      if (abortPending) await tx.update(orders).set({ status: 'aborted' }).where(and(inArray(orders.id, ids), eq(orders.status, 'pending')));
      return tx.update(orders).set({ paymentStatus: status }).where(inArray(orders.id, ids)).returning(orderColumns);
    });
  }

  return {
    async customerOf(buyerId: number): Promise<string | null> {
      const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.buyerId, buyerId));
      return row?.providerCustomerId ?? null;
    },

    /** Keeps the first customer saved for a buyer (two checkouts at once may each have created one). */
    async saveCustomer(buyerId: number, providerCustomerId: string): Promise<string> {
      await db.insert(paymentCustomers).values({ buyerId, providerCustomerId }).onConflictDoNothing();
      const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.buyerId, buyerId));
      return row!.providerCustomerId;
    },

    /**
     * Records the imprint of a checkout's card orders (a retry replaces a row still in the imprint phase,
     * never one already debited) and sets each order's paymentStatus to match.
     */
    async recordImprint(rows: {
      orderId: number; checkoutId: string; providerCustomerId: string; paymentMethodId: string; setupIntentId: string | null; amountCents: number; status: PaymentStatus;
      lastError: string | null; destinationAccount?: string | null;
    }[]): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const saved = await tx.insert(cardPayments).values(row).onConflictDoUpdate({
            target: cardPayments.orderId,
            set: {
              checkoutId: row.checkoutId, providerCustomerId: row.providerCustomerId, paymentMethodId: row.paymentMethodId, setupIntentId: row.setupIntentId,
              amountCents: row.amountCents, status: row.status, lastError: row.lastError, updatedAt: new Date(),
            },
            setWhere: isNull(cardPayments.paymentIntentId),
          }).returning({ orderId: cardPayments.orderId });
          if (saved.length > 0) await tx.update(orders).set({ paymentStatus: row.status }).where(eq(orders.id, row.orderId));
        }
      });
    },

    /** The platform's fee about to be kept on the order's debit. */
    async setApplicationFee(orderId: number, cents: number): Promise<void> {
      await db.update(cardPayments).set({ applicationFeeCents: cents, updatedAt: new Date() }).where(eq(cardPayments.orderId, orderId));
    },

    async cardOf(orderId: number): Promise<CardPaymentRow | null> {
      const [row] = await db.select().from(cardPayments).where(eq(cardPayments.orderId, orderId));
      return row ?? null;
    },

    async orderOf(orderId: number): Promise<PaymentOrder | null> {
      const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The orders a setup intent covers, with their buyer (who alone may confirm it). */
    async ordersOfSetupIntent(setupIntentId: string): Promise<PaymentOrder[]> {
      return db.select(orderColumns).from(cardPayments).innerJoin(orders, eq(orders.id, cardPayments.orderId))
        .where(eq(cardPayments.setupIntentId, setupIntentId)).orderBy(orders.id);
    },

    /** An imprint outcome, on the payments of that setup intent still in the imprint phase (never debited). */
    setImprintStatus(setupIntentId: string, status: PaymentStatus, from: readonly PaymentStatus[], lastError: string | null = null) {
      return update(and(eq(cardPayments.setupIntentId, setupIntentId), isNull(cardPayments.paymentIntentId), inArray(cardPayments.status, [...from]))!, status, { lastError }, status === 'error');
    },

    /**
     * A debit outcome, on the payment of that intent, or on the order's payment when the intent is not
     * recorded yet (an event that outran the debit's answer); only from the statuses given.
     */
    setDebitStatus(input: { paymentIntentId: string | null; orderId: number | null; status: PaymentStatus; from: readonly PaymentStatus[]; lastError: string | null }) {
      const byIntent = input.paymentIntentId ? eq(cardPayments.paymentIntentId, input.paymentIntentId) : undefined;
      const byOrder = input.orderId !== null
        ? and(eq(cardPayments.orderId, input.orderId), input.paymentIntentId ? or(isNull(cardPayments.paymentIntentId), eq(cardPayments.paymentIntentId, input.paymentIntentId)) : undefined)
        : undefined;
      const target = byIntent && byOrder ? or(byIntent, byOrder) : byIntent ?? byOrder;
      if (!target) return Promise.resolve([]);
      return update(and(target, inArray(cardPayments.status, [...input.from]))!, input.status, {
        lastError: input.lastError, ...(input.paymentIntentId ? { paymentIntentId: input.paymentIntentId } : {}),
      });
    },

    /** Notes why a debit could not be attempted (the provider did not answer); the status stays. */
    async noteError(orderId: number, lastError: string): Promise<void> {
      await db.update(cardPayments).set({ lastError, updatedAt: new Date() }).where(eq(cardPayments.orderId, orderId));
    },

    /** Cancels the order's card payment unless it is settled. */
    cancel(orderId: number) {
      return update(and(eq(cardPayments.orderId, orderId), sql`${cardPayments.status} not in ('paid', 'refunded', 'cancelled')`)!, 'cancelled');
    },

    /** pending → validated, at most once; false when the order was not pending any more. */
    async markValidated(orderId: number, at: Date): Promise<boolean> {
      const rows = await db.update(orders).set({ status: 'validated', validatedAt: at }).where(and(eq(orders.id, orderId), eq(orders.status, 'pending'))).returning({ id: orders.id });
      return rows.length > 0;
    },

    /** pending → refused, at most once: the order's checkout (whose stock it held) when this call refused it, else null. */
    async markRefused(orderId: number, announce?: (tx: Db, row: { checkoutId: string | null; shopId: number }) => Promise<void>): Promise<{ checkoutId: string | null } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(orders).set({ status: 'refused' }).where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning({ checkoutId: orders.checkoutId, shopId: orders.shopId });
        // What the refusal sets off (the units back on sale) commits with it (the outbox).
        if (row && announce) await announce(tx as unknown as Db, row);
        return row ?? null;
      });
    },

    /** validated → cancelled with its reason, at most once: the order's checkout (whose stock it held) when this call cancelled it, else null. */
    async markCancelled(orderId: number, reason: string, announce: (tx: Db, row: { checkoutId: string | null; shopId: number }) => Promise<void>): Promise<{ checkoutId: string | null } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(orders).set({ status: 'cancelled', cancelReason: reason }).where(and(eq(orders.id, orderId), eq(orders.status, 'validated'), sql`${orders.paymentStatus} <> 'paid'`))
          .returning({ checkoutId: orders.checkoutId, shopId: orders.shopId });
        if (row) await announce(tx as unknown as Db, row);
        return row ?? null;
      });
    },

    /** The aborted orders a setup intent covered, with their checkout: what they held of the stock goes back on sale. */
    async abortedOfSetupIntent(setupIntentId: string): Promise<{ shopId: number; holdKey: string }[]> {
      return db.select({ shopId: orders.shopId, holdKey: cardPayments.checkoutId }).from(cardPayments).innerJoin(orders, eq(orders.id, cardPayments.orderId))
        .where(and(eq(cardPayments.setupIntentId, setupIntentId), eq(orders.status, 'aborted')));
    },

    /** Runs `apply` (on the transaction's handle) for a provider event not seen before, in one transaction with its record; `first` is false for a redelivery. */
    async onceForEvent<T>(event: { id: string; type: string }, apply: (tx: Db) => Promise<T>): Promise<{ first: boolean; result: T | null }> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(providerEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: providerEvents.id });
        if (inserted.length === 0) return { first: false, result: null };
        return { first: true, result: await apply(tx as unknown as Db) };
      });
    },
  };
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
