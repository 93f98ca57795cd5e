import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ClientSummary, StaffSaleBody } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { HttpError, type Db } from '@vendange/service-kit';
import { orderLines, orders } from '../db/schema';
import type { OrderJobs } from '../order-jobs';
import { nextOrderReference, type OrdersRepo, type StaffSaleFacts } from '../orders-repo';
import type { PricedOrder } from '../price-order';
import { holdCheckoutStock, type StockHoldRef } from '../stock-holds';
import { priceStaffSale, type StaffSaleReads } from './price-staff-sale';
import type { QuotesRepo } from './quotes-repo';
import { isSendKeyTaken, saleOfSendKey } from './send-key';

export interface StaffSalesDeps extends StaffSaleReads {
  db: Db;
  repo: OrdersRepo;
  quotes: QuotesRepo;
  jobs: OrderJobs;
  now?: () => Date;
}

/** A quote's default life: 30 days from the day it is made (French calendar). */
export const QUOTE_VALIDITY_DAYS = 30;

export function defaultValidUntil(at: Date): string {
  const day = new Date(`${calendarDate(at)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + QUOTE_VALIDITY_DAYS);
  return day.toISOString().slice(0, 10);
}

function factsOf(body: StaffSaleBody, client: ClientSummary, order: PricedOrder, status: StaffSaleFacts['status'], typology: string | null, quoteId: number | null = null): StaffSaleFacts {
  return {
    agentId: body.agentId ?? null, priceTypology: typology, sendKey: body.key ?? null,
    status, clientId: client.id, paymentType: body.paymentType ?? null, paymentDelay: body.paymentDelay ?? null,
    shipping: order.shipping ? { ...order.shipping, nbrPackages: order.nbrPackages, franco: order.franco, instructions: null } : null,
    deliveryAddress: body.deliveryAddress ?? null, billingAddress: body.billingAddress ?? null,
    // The client's address for the documents mailed to them (invoice, quote).
    contact: client.email ? { email: client.email, phone: body.billingAddress?.phone ?? '' } : null,
    quoteId,
    changes: body.lines.map((l) => ({
      fixedUnitCents: l.unitPriceCents ?? null,
      discountPercent: l.discountPercent && Number(l.discountPercent) > 0 ? l.discountPercent : null,
      priceReason: (l.unitPriceCents ?? null) !== null || Number(l.discountPercent ?? 0) > 0 ? l.reason ?? null : null,
    })),
  };
}

async function priced(deps: StaffSalesDeps, body: StaffSaleBody, at: Date) {
  const sale = await priceStaffSale(deps, body, at);
  if (!sale.result.ok) {
    const { code, message, line } = sale.result.refusal;
    // The line it is about goes with it (errorSchema's problems), so the form shows the message on that line.
    throw new HttpError(400, code, message, {}, { problems: [{ code, message, sellerId: body.shopId, line }] });
  }
  return { ...sale, order: sale.result.order };
}

/** Holds a validated sale's units under a key of its own (kept as the order's checkout id: a cancellation gives them back). */
async function holdUnits(deps: StaffSalesDeps, shopId: number, lines: ReadonlyArray<{ formatId: number; quantity: number; label: string }>): Promise<{ key: string; holds: StockHoldRef[] }> {
  const key = randomUUID();
  const release = (holds: readonly StockHoldRef[]) => deps.jobs.later(deps.jobs.releaseStock(holds));
  const stock = await holdCheckoutStock(deps.internal, release, key, [{ shopId, lines }]);
  if (!stock.ok) throw new HttpError(409, 'STOCK', stock.problem.message);
  return { key, holds: [{ shopId, holdKey: key }] };
}

/** How a validated sale's units come to be held under its key; by default taken from the figure for sale. */
export type UnitsHolder = (deps: StaffSalesDeps, shopId: number, lines: ReadonlyArray<{ formatId: number; quantity: number; label: string }>) => Promise<{ key: string; holds: StockHoldRef[] }>;

/**
 * A phone or trade-fair order: a draft holds nothing; validated, its units are held at once. `holdWith`: how they
 * are held (an allocation taken passes its own hold to the order, docs/decisions/stock-ledger.md "Allocations").
 */
export async function enterOrder(deps: StaffSalesDeps, body: StaffSaleBody, holdWith: UnitsHolder = holdUnits): Promise<number> {
  const at = (deps.now ?? (() => new Date()))();
  const { client, order, catalog } = await priced(deps, body, at);
  const validate = body.validate === true;
  const held = validate ? await holdWith(deps, body.shopId, order.lines) : null;
  try {
    const saved = await deps.repo.insertPlaced({
      shopId: body.shopId, buyerId: null, clientName: client.name, comment: body.comment ?? undefined, priced: order, at,
      ...(held ? { holdKey: held.key } : {}), staff: factsOf(body, client, order, validate ? 'validated' : 'draft', catalog.typology?.key ?? null),
    });
    return saved.id;
  } catch (error) {
    if (held) await deps.jobs.later(deps.jobs.releaseStock(held.holds));
    // Two sends of one key at once: the other made the order, this one answers it.
    const first = isSendKeyTaken(error) ? await saleOfSendKey(deps.db, body.shopId, body.key) : null;
    if (first !== null) return first;
    throw error;
  }
}

/** A quote: priced now at the client's grid, kept as a draft until sent. */
export async function enterQuote(deps: StaffSalesDeps, body: StaffSaleBody): Promise<number> {
  const at = (deps.now ?? (() => new Date()))();
  const { client, order, catalog } = await priced(deps, body, at);
  const validUntil = body.validUntil ?? defaultValidUntil(at);
  if (validUntil < calendarDate(at)) throw new HttpError(400, 'VALIDATION_ERROR', "La date de validité du devis est passée : choisissez aujourd'hui ou plus tard.");
  try {
    return await deps.quotes.insert({
      shopId: body.shopId, clientName: client.name, comment: body.comment ?? undefined, priced: order, at, validUntil,
      staff: factsOf(body, client, order, 'draft', catalog.typology?.key ?? null),
    });
  } catch (error) {
    const first = isSendKeyTaken(error) ? await saleOfSendKey(deps.db, body.shopId, body.key) : null;
    if (first !== null) return first;
    throw error;
  }
}

/** A draft the producer entered becomes a validated order: its units are held now. */
export async function validateDraft(deps: StaffSalesDeps, orderId: number): Promise<boolean> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || row.status !== 'draft' || row.channel !== 'staff' || row.kind !== 'order') return false;
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const held = await holdUnits(deps, row.shopId, lines);
  const moved = await deps.repo.validateStaffDraft(orderId, held.key, new Date());
  if (!moved) await deps.jobs.later(deps.jobs.releaseStock(held.holds));
  return moved;
}

/**
 * The order made from a quote: its lines as quoted (the client accepted those prices), its units held.
 * Once only: a second call answers the order already made.
 */
export async function convertQuote(deps: StaffSalesDeps, quoteId: number): Promise<{ orderId: number; created: boolean } | { refused: string }> {
  const quote = await deps.quotes.row(quoteId);
  if (!quote) return { refused: 'unknown' };
  if (quote.convertedOrderId !== null) return { orderId: quote.convertedOrderId, created: false };
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, quoteId)).orderBy(orderLines.id);
  const held = await holdUnits(deps, quote.shopId, lines);
  const at = (deps.now ?? (() => new Date()))();
  try {
    const done = await deps.quotes.convert(quoteId, async (tx, q) => {
      const reference = await nextOrderReference(tx, q.shopId, at);
      const { id: _id, reference: _r, answerToken: _t, sentAt: _s, validUntil: _v, convertedOrderId: _c, refusalReason: _rr, ...kept } = q;
      const [order] = await tx.insert(orders).values({
        ...kept, reference, kind: 'order', channel: 'staff', status: 'validated', validatedAt: at, createdAt: at, quoteId: q.id, checkoutId: held.key,
      }).returning({ id: orders.id });
      await tx.insert(orderLines).values(lines.map(({ id: _l, orderId: _o, ...line }) => ({ ...line, orderId: order!.id })));
      return order!.id;
    });
    if (!('orderId' in done) || !done.created) await deps.jobs.later(deps.jobs.releaseStock(held.holds));
    return 'orderId' in done ? done : { refused: done.refused.status };
  } catch (error) {
    await deps.jobs.later(deps.jobs.releaseStock(held.holds));
    throw error;
  }
}
