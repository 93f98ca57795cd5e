import { and, eq, sql } from 'drizzle-orm';
import { formatSplitProblem, futureMessages as fm, type BuyerClientBody, type ClientSummary, type ProductPrices, type ShopSalesSettings, type UserContact } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { HttpError, InternalCallError, notFound, type Db, type InternalCall, type ShopSettingsOf } from '@vendange/service-kit';
import { futureOffers, futureOrders, futureTranches, orderLines, orders, shipments } from '../db/schema';
import { ordersRepo } from '../orders-repo';
import type { ShippingChoice } from '../price-order';
import type { InvoicesRepo } from '../invoices/invoices-repo';
import type { SalesDocuments } from '../invoices/sales-documents';
import { checkFormatSplit, deliveryLines, type FormatCount } from './format-split';
import type { FuturesRepo } from './futures-repo';
import { pricePrimeur } from './price-primeur';
import { isOpenOn, splitAcrossTranches, trancheOn, type TranchePart } from './tranche-split';

export interface FutureOrderDeps {
  db: Db;
  internal: InternalCall;
  shopSettings: ShopSettingsOf;
  futures: FuturesRepo;
  invoices: InvoicesRepo;
  documents: SalesDocuments;
  now?: () => Date;
}

type Found = Extract<ProductPrices['lines'][number], { found: true }>;

async function foundFormats(internal: InternalCall, shopId: number, productId: number, formatIds: readonly number[]): Promise<Map<number, Found>> {
  const prices = await internal<ProductPrices>('catalog', 'POST', '/v1/internal/products/prices', { shopId, lines: formatIds.map((formatId) => ({ productId, formatId })) });
  const found = new Map<number, Found>();
  for (const line of prices.lines) if (line.found && line.formatId !== null) found.set(line.formatId, line);
  return found;
}

async function clientOf(internal: InternalCall, shopId: number, clientId: number): Promise<ClientSummary> {
  return internal<ClientSummary>('crm', 'GET', `/v1/internal/shops/${shopId}/clients/${clientId}`).catch((error: unknown) => {
    if (error instanceof InternalCallError && error.statusCode === 404) {
      throw new HttpError(400, 'UNKNOWN_CLIENT', "Ce client n'existe pas dans votre fichier clients : choisissez-en un autre.");
    }
    throw error;
  });
}

const partLabel = (offerName: string, vintage: number, p: TranchePart) => `${offerName} ${vintage} — primeur, tranche ${p.position} (équivalent 75 cl)`;

/**
 * Primeur orders (docs/decisions/futures.md): taken at the tranche prices under the campaign's row lock, as an
 * ordinary validated staff order of this service with its deposit invoice of 100 % incl. VAT; the formats chosen
 * before bottling; delivered by turning its lines into those formats, for the ordinary shipment and final invoice.
 */
export function futureOrderService(deps: FutureOrderDeps) {
  const { db, internal, futures } = deps;
  const now = deps.now ?? (() => new Date());

  /** The deposit of the whole order incl. VAT, with the invoices' own function; asked again, it answers the one issued. */
  async function deposit(futureOrderId: number): Promise<string | null> {
    const [f] = await db.select().from(futureOrders).where(eq(futureOrders.id, futureOrderId));
    if (!f || f.depositInvoiceId !== null) return null;
    const order = (await deps.invoices.order(f.orderId))!;
    const issued = await deps.documents.depositOnOrder(order.id, order.shopId, order, { percent: 100 }, order.paymentDelay ?? undefined);
    if ('refusal' in issued) return issued.refusal;
    await db.update(futureOrders).set({ depositInvoiceId: issued.doc.id }).where(and(eq(futureOrders.id, f.id), sql`${futureOrders.depositInvoiceId} is null`));
    return null;
  }

  type TakeBody = { clientId: number; quantity: number; comment?: string | null | undefined };

  const service = {
    deposit,

    /**
     * `buyerId`: the buyer who placed it from the shop's primeur page (their order, in their orders list); the client
     * is then the buyer's own client file at the shop.
     */
    async take(shopId: number, offerId: number, body: TakeBody, buyerId: number | null = null) {
      const offer = await futures.row(shopId, offerId);
      if (offer.status !== 'open') throw new HttpError(409, 'NOT_OPEN', fm.notOpen);
      // Before bottling a quantity counts in 75 cl equivalents: it rides on the bottle format when offered.
      const carrier = offer.formats.find((f) => f.eq75 === 1) ?? offer.formats[0]!;
      const [client, shop, found] = await Promise.all([
        clientOf(internal, shopId, body.clientId), deps.shopSettings(shopId), foundFormats(internal, shopId, offer.productId, [carrier.formatId]),
      ]);
      const line = found.get(carrier.formatId);
      if (!line) throw new HttpError(409, 'PRODUCT_GONE', fm.productUnknown);
      const at = now();
      const id = await db.transaction(async (tx) => {
        // The campaign's row lock: orders of one campaign take their tranches one at a time, so caps are never oversold.
        const [locked] = await tx.select({ status: futureOffers.status }).from(futureOffers).where(eq(futureOffers.id, offer.id)).for('update');
        if (locked?.status !== 'open') throw new HttpError(409, 'NOT_OPEN', fm.notOpen);
        const tranches = await tx.select().from(futureTranches).where(eq(futureTranches.offerId, offer.id));
        // The French day of the order: a tranche whose day has not come is not sold, even when the ones before are full.
        const day = calendarDate(at);
        const split = splitAcrossTranches(tranches, body.quantity, day);
        if (!split.ok) {
          const coming = split.left === 0 ? trancheOn(tranches, day).next : null;
          if (coming?.opensOn && !isOpenOn(coming, day)) throw new HttpError(409, 'NOT_YET_OPEN', fm.notYetOpen(coming.opensOn.split('-').reverse().join('/')));
          throw new HttpError(409, 'SOLD_OUT', fm.soldOut(split.left));
        }
        for (const p of split.parts) {
          await tx.update(futureTranches).set({ sold: sql`${futureTranches.sold} + ${p.quantity}` }).where(eq(futureTranches.id, p.trancheId));
        }
        const priced = pricePrimeur(shop, split.parts.map((p) => ({ found: line, quantity: p.quantity, unitTtcCents: p.unitPriceCents, label: partLabel(offer.name, offer.vintage, p), perEquivalent: true })), null, at);
        const placed = await ordersRepo(tx as unknown as Db).insertPlaced({
          shopId, buyerId, clientName: client.name, comment: body.comment ?? undefined, priced, at,
          staff: {
            status: 'validated', clientId: client.id, paymentType: null, paymentDelay: null, shipping: null, deliveryAddress: null, billingAddress: null,
            contact: client.email ? { email: client.email, phone: '' } : null, quoteId: null,
            changes: priced.lines.map(() => ({ fixedUnitCents: null, discountPercent: null, priceReason: null })),
          },
        });
        const [f] = await tx.insert(futureOrders).values({ shopId, offerId: offer.id, orderId: placed.id, quantity: body.quantity, parts: split.parts, createdAt: at }).returning({ id: futureOrders.id });
        return f!.id;
      });
      // Issued once the order exists (the invoices' own transaction and numbering); refused, it can be asked again from the campaign.
      const refusal = await deposit(id);
      return { order: await futures.order(shopId, id), depositRefusal: refusal };
    },

    /**
     * A buyer orders a primeur for themselves from the shop's page: the shop must sell primeurs (futures module on);
     * the buyer becomes (or already is) a client of the shop, as after a web order; then the producer's own order.
     */
    async takeForBuyer(shopId: number, buyerId: number, body: { offerId: number; quantity: number; comment?: string | null | undefined }) {
      const shop = await deps.shopSettings(shopId);
      if (!shop.activeModules.includes('futures')) throw notFound(fm.notFound);
      const offer = await futures.row(shopId, body.offerId);
      if (offer.status !== 'open') throw new HttpError(409, 'NOT_OPEN', fm.notOpen);
      const buyer = await internal<UserContact>('identity', 'GET', `/v1/internal/users/${buyerId}/contact`);
      const client: BuyerClientBody = {
        shopId, userId: buyerId, source: 'order', firstname: buyer.firstname, lastname: buyer.lastname, email: buyer.email, phone: buyer.phone,
        isPro: buyer.isPro, deliveryAddress: buyer.deliveryAddress, billingAddress: buyer.billingAddress,
      };
      const { id: clientId } = await internal<{ id: number }>('crm', 'POST', '/v1/internal/crm/clients/buyer', client);
      return service.take(shopId, offer.id, { clientId, quantity: body.quantity, comment: body.comment ?? null }, buyerId);
    },

    /**
     * The client's formats before bottling, adding up exactly to what was bought. `buyerId`: the buyer choosing for
     * their own order (only theirs, and only while the choice is open); none: the producer, who keeps the hand until
     * delivery (a client who did not choose, a change asked by mail after the choice closed).
     */
    async setFormats(shopId: number, id: number, formats: readonly FormatCount[], buyerId: number | null = null) {
      const f = buyerId === null ? await futures.order(shopId, id) : await futures.orderOfBuyer(shopId, buyerId, id);
      if (f.orderStatus === 'cancelled') throw new HttpError(409, 'CANCELLED', fm.cancelled);
      if (f.deliveredAt) throw new HttpError(409, 'DELIVERED', fm.delivered);
      if (buyerId !== null && !f.formatsOpen) throw new HttpError(409, 'FORMATS_CLOSED', fm.formatsClosed);
      const offer = await futures.row(shopId, f.offerId);
      const problem = formatSplitProblem(offer.formats, formats, f.quantity);
      const check = checkFormatSplit(offer.formats, formats, f.quantity);
      if (problem !== null || !check.ok) throw new HttpError(400, 'VALIDATION_ERROR', problem ?? fm.formatNotOffered);
      const set = await db.update(futureOrders).set({ formats: check.formats }).where(and(eq(futureOrders.id, id), sql`${futureOrders.deliveredAt} is null`)).returning({ id: futureOrders.id });
      if (set.length === 0) throw new HttpError(409, 'DELIVERED', fm.delivered);
      return buyerId === null ? futures.order(shopId, id) : futures.orderOfBuyer(shopId, buyerId, id);
    },

    /**
     * The wine is bottled: the order's lines become the client's formats (priced so that they add up to what was
     * paid), with the delivery chosen now. Then the ordinary shipment takes the goods out of the stock ledger
     * (excise falls there) and the ordinary balance invoice deducts the deposit.
     */
    async deliver(shopId: number, id: number, shipping: ShippingChoice | null) {
      const f = await futures.order(shopId, id);
      const offer = await futures.row(shopId, f.offerId);
      if (offer.status !== 'delivered') throw new HttpError(409, 'NOT_BOTTLED', fm.notBottled);
      if (f.deliveredAt) throw new HttpError(409, 'DELIVERED', fm.delivered);
      if (!f.formats || f.formats.length === 0) throw new HttpError(409, 'NO_FORMATS', fm.noFormats);
      const [shop, found] = await Promise.all([deps.shopSettings(shopId), foundFormats(internal, shopId, offer.productId, offer.formats.map((x) => x.formatId))]);
      await db.transaction(async (tx) => {
        // The order's row lock, as shipments and invoices take it: nothing ships or bills while its lines change.
        const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, f.orderId)).for('update');
        if (!order) throw notFound(fm.orderNotFound);
        if (order.status !== 'validated') throw new HttpError(409, 'CANCELLED', fm.cancelled);
        // The formats as they stand under the link's lock (a change of formats at the same moment waits or is refused).
        const [row] = await tx.select().from(futureOrders).where(eq(futureOrders.id, id)).for('update');
        if (!row || row.deliveredAt) throw new HttpError(409, 'DELIVERED', fm.delivered);
        if (!row.formats || row.formats.length === 0) throw new HttpError(409, 'NO_FORMATS', fm.noFormats);
        const [shipped] = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, f.orderId)).limit(1);
        if (shipped) throw new HttpError(409, 'DELIVERED', fm.delivered);
        const lines = deliveryLines(offer.formats, row.formats, row.parts);
        const priced = pricePrimeur(shop as ShopSalesSettings, lines.map((l) => {
          const line = found.get(l.formatId);
          if (!line) throw new HttpError(409, 'PRODUCT_GONE', fm.formatNotOffered);
          return { found: line, quantity: l.count, unitTtcCents: l.unitTtcCents, label: `${line.label} — primeur` };
        }), shipping, now());
        await tx.update(futureOrders).set({ deliveredAt: now() }).where(eq(futureOrders.id, id));
        await tx.delete(orderLines).where(eq(orderLines.orderId, f.orderId));
        await tx.insert(orderLines).values(priced.lines.map((l) => ({ ...l, orderId: f.orderId })));
        await tx.update(orders).set({
          totalHtCents: priced.totalHtCents, vatCents: priced.vatCents, totalTtcCents: priced.totalTtcCents, shippingCents: priced.shippingCents,
          shipping: priced.shipping ? { ...priced.shipping, nbrPackages: priced.nbrPackages, franco: priced.franco, instructions: null } : null,
        }).where(eq(orders.id, f.orderId));
      });
      return futures.order(shopId, id);
    },
  };
  return service;
}
export type FutureOrderService = ReturnType<typeof futureOrderService>;
