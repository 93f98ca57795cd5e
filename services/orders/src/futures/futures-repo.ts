import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  formatChoiceOpen, futureMessages as fm, futureStatusNames, type FutureOffer, type FutureOfferInput, type FutureOrder, type FutureStatus, type ProductPrices,
} from '@vendange/contracts';
import { HttpError, notFound, type Db, type InternalCall } from '@vendange/service-kit';
import { futureOffers, futureOrders, futureTranches, invoices, orders } from '../db/schema';
import { countsInHalves } from './format-split';
import { calendarDate } from '@vendange/pricing';
import { isOpenOn, leftToSell, trancheOn } from './tranche-split';

type OfferRow = typeof futureOffers.$inferSelect;
type TrancheRow = typeof futureTranches.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The moves a campaign may make: opened, closed (and opened again), then bottled ('delivered': its orders may be delivered). */
const moves: Record<FutureStatus, FutureStatus[]> = { draft: ['open'], open: ['closed', 'delivered'], closed: ['open', 'delivered'], delivered: [] };

/** A campaign as read on a French day (YYYY-MM-DD, Europe/Paris): which tranche sells, which comes next. */
export function offerOf(row: OfferRow, tranches: readonly TrancheRow[], day: string): FutureOffer {
  const sorted = [...tranches].sort((a, b) => a.position - b.position);
  const { current, next } = trancheOn(sorted, day);
  return {
    id: row.id, shopId: row.shopId, productId: row.productId, productLabel: row.productLabel, name: row.name, description: row.description, vintage: row.vintage,
    expectedDelivery: row.expectedDelivery, status: row.status, formats: row.formats,
    tranches: sorted.map((t) => ({ id: t.id, position: t.position, unitPriceCents: t.unitPriceCents, cap: t.cap, sold: t.sold, opensOn: t.opensOn, open: isOpenOn(t, day) })),
    sold: sorted.reduce((n, t) => n + t.sold, 0), cap: sorted.reduce((n, t) => n + t.cap, 0), currentPriceCents: current?.unitPriceCents ?? null,
    current: current ? { position: current.position, unitPriceCents: current.unitPriceCents, left: current.cap - current.sold } : null,
    next: next ? { position: next.position, unitPriceCents: next.unitPriceCents, left: next.cap - next.sold, opensOn: next.opensOn ?? null, open: isOpenOn(next, day) } : null,
    leftNow: leftToSell(sorted, day),
    formatsCloseOn: row.formatsCloseOn, formatsClosedAt: row.formatsClosedAt?.toISOString() ?? null, formatsOpen: formatChoiceOpen(row, day),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The catalogue's formats of a product at the shop, with their equivalents: offered only if they count in half bottles. */
export async function offeredFormats(internal: InternalCall, shopId: number, productId: number, formatIds: readonly number[]) {
  const prices = await internal<ProductPrices>('catalog', 'POST', '/v1/internal/products/prices', { shopId, lines: formatIds.map((formatId) => ({ productId, formatId })) });
  const formats = prices.lines.map((line, i) => {
    if (!line.found) throw new HttpError(400, 'VALIDATION_ERROR', fm.productUnknown);
    if (line.formatId !== formatIds[i]) throw new HttpError(400, 'VALIDATION_ERROR', fm.formatUnknown);
    if (!countsInHalves(line.eq75)) throw new HttpError(400, 'VALIDATION_ERROR', fm.formatEq);
    // The catalogue's line label is 'Cuvée 2023 · 75 cl · carton de 6': the format is what follows the product.
    return { formatId: line.formatId, label: line.label.split(' · ').slice(1).join(' · ') || line.label, eq75: line.eq75 };
  });
  const first = prices.lines[0];
  const productLabel = first && first.found ? first.label.split(' · ')[0]! : '';
  return { formats, productLabel };
}

function checkPrices(input: FutureOfferInput, formats: ReadonlyArray<{ eq75: number }>) {
  // A half bottle costs half an equivalent: with non-whole formats offered, an odd price would leave half cents.
  if (formats.some((f) => !Number.isInteger(f.eq75))) {
    const odd = input.tranches.findIndex((t) => t.unitPriceCents % 2 !== 0);
    if (odd >= 0) throw new HttpError(400, 'VALIDATION_ERROR', fm.evenPrice);
  }
}

/** Primeur campaigns of a shop (docs/decisions/futures.md). Every read is scoped by the acting shop. */
export function futuresRepo(db: Db, internal: InternalCall, now: () => Date = () => new Date()) {
  /** The French day the tranches are read on. */
  const today = () => calendarDate(now());
  const orderRows = () => db.select({
    f: futureOrders, offer: futureOffers, reference: orders.reference, orderStatus: orders.status, clientId: orders.clientId, clientName: orders.clientName, totalTtcCents: orders.totalTtcCents, depositNumber: invoices.number,
  }).from(futureOrders).innerJoin(orders, eq(orders.id, futureOrders.orderId)).innerJoin(futureOffers, eq(futureOffers.id, futureOrders.offerId)).leftJoin(invoices, eq(invoices.id, futureOrders.depositInvoiceId));
  const tranchesOf = (offerIds: number[]) => (offerIds.length === 0 ? Promise.resolve([]) : db.select().from(futureTranches).where(inArray(futureTranches.offerId, offerIds)));

  async function row(shopId: number, id: number): Promise<OfferRow> {
    const [offer] = await db.select().from(futureOffers).where(and(eq(futureOffers.id, id), eq(futureOffers.shopId, shopId)));
    if (!offer) throw notFound(fm.notFound);
    return offer;
  }

  async function byId(shopId: number, id: number): Promise<FutureOffer> {
    const offer = await row(shopId, id);
    return offerOf(offer, await tranchesOf([offer.id]), today());
  }

  async function insertTranches(tx: Tx, offerId: number, input: FutureOfferInput) {
    await tx.insert(futureTranches).values(input.tranches.map((t, i) => ({ offerId, position: i + 1, unitPriceCents: t.unitPriceCents, cap: t.cap, opensOn: t.opensOn ?? null })));
  }

  return {
    row, byId, today,

    async list(shopId: number, q: { page: number; limit: number; status?: FutureStatus | undefined }) {
      const where = and(eq(futureOffers.shopId, shopId), q.status ? eq(futureOffers.status, q.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(futureOffers).where(where).orderBy(desc(futureOffers.createdAt), desc(futureOffers.id)).limit(q.limit).offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(futureOffers).where(where),
      ]);
      const tranches = await tranchesOf(rows.map((r) => r.id));
      const day = today();
      return { items: rows.map((r) => offerOf(r, tranches.filter((t) => t.offerId === r.id), day)), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async create(shopId: number, input: FutureOfferInput): Promise<FutureOffer> {
      const { formats, productLabel } = await offeredFormats(internal, shopId, input.productId, input.formatIds);
      checkPrices(input, formats);
      const id = await db.transaction(async (tx) => {
        const [offer] = await tx.insert(futureOffers).values({
          shopId, productId: input.productId, productLabel, name: input.name, description: input.description, vintage: input.vintage, expectedDelivery: input.expectedDelivery, formats,
          formatsCloseOn: input.formatsCloseOn ?? null,
        }).returning({ id: futureOffers.id });
        await insertTranches(tx, offer!.id, input);
        return offer!.id;
      });
      return byId(shopId, id);
    },

    /** A draft is edited as typed: nothing is sold of it yet, so its tranches are replaced. */
    async update(shopId: number, id: number, input: FutureOfferInput): Promise<FutureOffer> {
      await row(shopId, id);
      const { formats, productLabel } = await offeredFormats(internal, shopId, input.productId, input.formatIds);
      checkPrices(input, formats);
      await db.transaction(async (tx) => {
        const [locked] = await tx.select({ status: futureOffers.status }).from(futureOffers).where(eq(futureOffers.id, id)).for('update');
        if (locked?.status !== 'draft') throw new HttpError(409, 'NOT_DRAFT', fm.notDraft);
        await tx.update(futureOffers).set({
          productId: input.productId, productLabel, name: input.name, description: input.description, vintage: input.vintage, expectedDelivery: input.expectedDelivery, formats, formatsCloseOn: input.formatsCloseOn ?? null, updatedAt: new Date(),
        }).where(eq(futureOffers.id, id));
        await tx.delete(futureTranches).where(eq(futureTranches.offerId, id));
        await insertTranches(tx, id, input);
      });
      return byId(shopId, id);
    },

    /** One guarded update from the status read: two clicks never move it twice. */
    async setStatus(shopId: number, id: number, to: FutureStatus): Promise<FutureOffer> {
      const offer = await row(shopId, id);
      const allowed = moves[offer.status].includes(to);
      const moved = allowed
        ? await db.update(futureOffers).set({ status: to, updatedAt: new Date() }).where(and(eq(futureOffers.id, id), eq(futureOffers.status, offer.status))).returning({ id: futureOffers.id })
        : [];
      if (moved.length === 0) throw new HttpError(409, 'STATUS_MOVE', fm.statusMove(futureStatusNames[offer.status], futureStatusNames[to]));
      return byId(shopId, id);
    },

    /** A shop's open campaigns as its clients see them (the shop's primeur page), newest first. */
    async openOf(shopId: number): Promise<FutureOffer[]> {
      const rows = await db.select().from(futureOffers).where(and(eq(futureOffers.shopId, shopId), eq(futureOffers.status, 'open'))).orderBy(desc(futureOffers.createdAt), desc(futureOffers.id)).limit(50);
      const tranches = await tranchesOf(rows.map((r) => r.id));
      const day = today();
      return rows.map((r) => offerOf(r, tranches.filter((t) => t.offerId === r.id), day));
    },

    /** A buyer's own primeur orders in a shop (those they placed from its primeur page), newest first. */
    async ordersOfBuyer(shopId: number, buyerId: number): Promise<FutureOrder[]> {
      const rows = await orderRows()
        .where(and(eq(futureOrders.shopId, shopId), eq(orders.buyerId, buyerId))).orderBy(desc(futureOrders.id)).limit(100);
      return rows.map((r) => futureOrderOf(r, today()));
    },

    /** The primeur orders of a campaign, oldest first, with their order and deposit invoice. */
    async ordersOf(shopId: number, offerId: number): Promise<FutureOrder[]> {
      await row(shopId, offerId);
      const rows = await orderRows()
        .where(and(eq(futureOrders.offerId, offerId), eq(futureOrders.shopId, shopId))).orderBy(asc(futureOrders.id));
      return rows.map((r) => futureOrderOf(r, today()));
    },

    async order(shopId: number, id: number): Promise<FutureOrder> {
      const [r] = await orderRows()
        .where(and(eq(futureOrders.id, id), eq(futureOrders.shopId, shopId)));
      if (!r) throw notFound(fm.orderNotFound);
      return futureOrderOf(r, today());
    },

    /** A buyer's own primeur order at a shop (one they placed): another's, or another shop's, is unknown (404). */
    async orderOfBuyer(shopId: number, buyerId: number, id: number): Promise<FutureOrder> {
      const [r] = await orderRows().where(and(eq(futureOrders.id, id), eq(futureOrders.shopId, shopId), eq(orders.buyerId, buyerId)));
      if (!r) throw notFound(fm.orderNotFound);
      return futureOrderOf(r, today());
    },

    /** « Clore le choix des formats »: once (a guarded update); buyers no longer change their formats, the producer still may. */
    async closeFormats(shopId: number, id: number): Promise<FutureOffer> {
      await row(shopId, id);
      const closed = await db.update(futureOffers).set({ formatsClosedAt: now(), updatedAt: new Date() })
        .where(and(eq(futureOffers.id, id), eq(futureOffers.shopId, shopId), sql`${futureOffers.formatsClosedAt} is null`)).returning({ id: futureOffers.id });
      if (closed.length === 0) throw new HttpError(409, 'FORMATS_CLOSED', fm.formatsAlreadyClosed);
      return byId(shopId, id);
    },
  };
}
export type FuturesRepo = ReturnType<typeof futuresRepo>;

function futureOrderOf(r: { f: typeof futureOrders.$inferSelect; offer: OfferRow; reference: string; orderStatus: FutureOrder['orderStatus']; clientId: number | null; clientName: string | null; totalTtcCents: number; depositNumber: string | null }, day: string): FutureOrder {
  return {
    id: r.f.id, offerId: r.f.offerId, orderId: r.f.orderId, orderReference: r.reference, orderStatus: r.orderStatus, clientId: r.clientId ?? 0, clientName: r.clientName ?? '',
    quantity: r.f.quantity, parts: r.f.parts.map(({ position, quantity, unitPriceCents }) => ({ position, quantity, unitPriceCents })),
    totalTtcCents: r.totalTtcCents, formats: r.f.formats ?? null, depositInvoiceId: r.f.depositInvoiceId, depositInvoiceNumber: r.depositNumber,
    deliveredAt: r.f.deliveredAt?.toISOString() ?? null,
    offerName: r.offer.name, vintage: r.offer.vintage, offeredFormats: r.offer.formats, formatsCloseOn: r.offer.formatsCloseOn,
    formatsOpen: r.f.deliveredAt === null && r.orderStatus !== 'cancelled' && formatChoiceOpen(r.offer, day),
    createdAt: r.f.createdAt.toISOString(),
  };
}

/** Whether an order is a primeur not delivered yet: it is neither shipped nor invoiced before its formats become its lines. */
export async function undeliveredPrimeur(db: Db | Tx, orderId: number): Promise<boolean> {
  const [r] = await db.select({ id: futureOrders.id }).from(futureOrders).where(and(eq(futureOrders.orderId, orderId), sql`${futureOrders.deliveredAt} is null`));
  return Boolean(r);
}

/**
 * A primeur order cancelled before delivery (the ordinary order cancellation, in its transaction): its equivalents go
 * back to the tranches they were taken from, for the next orders. Its deposit invoice stays, as every issued
 * invoice does: the producer credits it (a credit note) to repay the client.
 */
export async function releaseTranches(tx: Db | Tx, orderId: number): Promise<void> {
  const [f] = await tx.select({ parts: futureOrders.parts }).from(futureOrders)
    .where(and(eq(futureOrders.orderId, orderId), sql`${futureOrders.deliveredAt} is null`)).for('update');
  if (!f) return;
  for (const p of [...f.parts].sort((a, b) => a.trancheId - b.trancheId)) {
    await tx.update(futureTranches).set({ sold: sql`${futureTranches.sold} - ${p.quantity}` }).where(eq(futureTranches.id, p.trancheId));
  }
}
