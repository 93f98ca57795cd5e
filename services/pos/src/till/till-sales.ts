import { eq, sql } from 'drizzle-orm';
import {
  euroText, paymentTypeLabels, type PaymentType, type Ticket, type TillOrderBody, type TillOrderResult, type TillSaleBody,
} from '@vendange/contracts';
import { settleTill, tillTicketAmounts } from '@vendange/pricing';
import { HttpError, InternalCallError, type Db, type InternalCall } from '@vendange/service-kit';
import { salesPoints, tickets } from '../db/schema';
import { appendJournalEntry } from '../journal/journal-append';
import type { SalesPointRow } from '../sales-points-repo';
import { journalSaleOf, negated, ticketReference } from './journal-sale';
import { slots } from './sale-slots';
import { toTicket, type TicketsRepo, type Tx } from './tickets-repo';

/**
 * Till transactions open at once in this process (sale-slots.ts): each holds a connection while orders, in the same
 * pool in embedded mode, takes others; four leave six of the ten for orders and every other request.
 */
const tillTransactions = slots(4);

export interface TillDeps { db: Db; internal: InternalCall; tickets: TicketsRepo }

/** The French message another service answered with, so the till shows why (a product no longer sold…). */
export function refusalOf(error: unknown): never {
  if (error instanceof InternalCallError && !error.unavailable && error.statusCode < 500) {
    const body = /failed with \d+: (.*)$/s.exec(error.message)?.[1] ?? '';
    try {
      const parsed = JSON.parse(body) as { code?: string; message?: string };
      if (parsed.message) throw new HttpError(error.statusCode === 404 ? 400 : error.statusCode, parsed.code ?? 'REFUSED', parsed.message);
    } catch (inner) {
      if (inner instanceof HttpError) throw inner;
    }
  }
  throw error;
}

/** Checks what the till sends before anything is written: payment types accepted here, payments covering the ticket. */
export function checkSale(point: SalesPointRow, body: TillSaleBody) {
  if (!point.active) throw new HttpError(409, 'SALES_POINT_INACTIVE', "Ce point de vente est désactivé : réactivez-le avant d'encaisser.");
  for (const p of body.payments) {
    if (!point.paymentTypes.includes(p.type)) {
      throw new HttpError(400, 'PAYMENT_TYPE_REFUSED', `« ${paymentTypeLabels[p.type]} » n'est pas accepté à ce point de vente : choisissez un autre moyen de paiement.`);
    }
  }
  const wrapping = wrappingOf(point, body);
  // The total incl. VAT does not depend on the rates: the till's figures are checked here, VAT comes from the catalogue.
  const amounts = tillTicketAmounts([
    ...body.lines.map((l) => ({ ...l, vatRate: '0' })),
    ...(wrapping ? [{ unitTtcCents: wrapping.unitTtcCents, quantity: wrapping.quantity, vatRate: '0' }] : []),
  ], body.ticketDiscountPercent);
  const settled = settleTill(amounts.totalTtcCents, body.tipsCents ?? 0, body.payments);
  if (!settled.ok) {
    if (settled.code === 'UNDERPAID') throw new HttpError(400, 'UNDERPAID', `Il manque ${euroText(settled.missingCents)} : complétez le paiement.`);
    if (settled.code === 'CHANGE_WITHOUT_CASH') throw new HttpError(400, 'CHANGE_WITHOUT_CASH', 'La monnaie ne se rend que sur les espèces : le paiement par carte ou autre doit être exact.');
    throw new HttpError(400, 'BAD_AMOUNT', 'Chaque paiement doit être un montant positif en centimes.');
  }
  return { amounts, settled, wrapping };
}

/** The ticket's gift wrappings, named and taxed as this sales point offers them; refused where none is offered. */
function wrappingOf(point: SalesPointRow, body: TillSaleBody): TillOrderBody['wrapping'] {
  if (!body.wrapping) return null;
  if (!point.wrappingName || point.wrappingVatRate === null) {
    throw new HttpError(400, 'WRAPPING_NOT_OFFERED', "Ce point de vente ne propose pas d'emballage cadeau : retirez-le du ticket.");
  }
  return { name: point.wrappingName, unitTtcCents: body.wrapping.unitTtcCents, vatRate: point.wrappingVatRate, quantity: body.wrapping.quantity };
}

/**
 * One sale, once per key (docs/decisions/cash-register.md): under the sales point's row lock, the next ticket
 * number, the order in the orders service (idempotent on the same key), the ticket and its journal entry, all in
 * one pos transaction. A failure anywhere rolls the ticket and its number back; the till retries with the same
 * key and the orders service answers the order it already made.
 */
export async function sell(deps: TillDeps, point: SalesPointRow, body: TillSaleBody, userId: number | null): Promise<{ created: boolean; ticket: Ticket }> {
  const found = await deps.tickets.byKey(body.key);
  if (found) return replayOf(found, point);
  const { settled, wrapping } = checkSale(point, body);
  return tillTransactions(() => deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(salesPoints).where(eq(salesPoints.id, point.id)).for('update');
    const again = await deps.tickets.byKey(body.key, tx);
    if (again) return replayOf(again, point);
    const number = locked!.lastTicketNumber + 1;
    const orderBody: TillOrderBody = {
      shopId: point.shopId, key: body.key, salesPointId: point.id, salesPointName: point.name, ticketNumber: number, priceList: point.priceList,
      warehouseId: point.warehouseId, clientId: body.clientId ?? null, soldAt: body.soldAt, lines: body.lines,
      ticketDiscountPercent: body.ticketDiscountPercent ?? null, ticketDiscountReason: body.ticketDiscountReason ?? null, payments: settled.kept as Array<{ type: PaymentType; amountCents: number }>,
      wrapping,
    };
    const order = await deps.internal<TillOrderResult>('orders', 'POST', '/v1/internal/orders/till-sales', orderBody).catch(refusalOf);
    const [row] = await tx.insert(tickets).values({
      shopId: point.shopId, salesPointId: point.id, number, kind: 'sale', key: body.key, orderId: order.orderId, orderReference: order.reference,
      clientId: body.clientId ?? null, clientName: order.clientName, clientEmail: order.clientEmail, soldAt: new Date(body.soldAt), soldBy: userId,
      totalTtcCents: order.totalTtcCents, totalHtCents: order.totalHtCents, vatCents: order.vatCents, discountCents: order.discountCents,
      ticketDiscountPercent: Number(body.ticketDiscountPercent ?? 0) > 0 ? body.ticketDiscountPercent! : null,
      ticketDiscountReason: Number(body.ticketDiscountPercent ?? 0) > 0 ? body.ticketDiscountReason ?? null : null,
      tipsCents: body.tipsCents ?? 0, tenderedCents: settled.tenderedCents, changeCents: settled.changeCents,
      lines: order.lines, vatLines: order.vatLines, payments: settled.kept as Ticket['payments'],
    }).returning();
    await tx.update(salesPoints).set({ lastTicketNumber: number }).where(eq(salesPoints.id, point.id));
    const ticket = toTicket(row!);
    await appendJournalEntry(tx, { kind: 'ticket', shopId: point.shopId, salesPointId: point.id, reference: ticketReference(point.id, number), userId, sale: journalSaleOf(ticket) });
    return { created: true, ticket };
  }));
}

function replayOf(row: typeof tickets.$inferSelect, point: SalesPointRow) {
  if (row.salesPointId !== point.id || row.kind !== 'sale') throw new HttpError(409, 'KEY_REUSED', 'Cette clé de vente a déjà servi ailleurs : la caisse doit en créer une nouvelle.');
  return { created: false, ticket: toTicket(row) };
}

/**
 * A ticket cancelled: never an edit. A cancellation ticket (the next number, every amount negated) is issued and
 * journalled, the sale points to it, the order is cancelled and its bottles come back (orders, once per key).
 */
export async function cancelTicket(deps: TillDeps, point: SalesPointRow, ticketId: number, body: { key: string; reason: string }, userId: number | null): Promise<{ created: boolean; ticket: Ticket }> {
  const found = await deps.tickets.byKey(body.key);
  if (found) {
    if (found.kind !== 'cancellation' || found.cancelsTicketId !== ticketId) throw new HttpError(409, 'KEY_REUSED', 'Cette clé a déjà servi : la caisse doit en créer une nouvelle.');
    return { created: false, ticket: toTicket(found) };
  }
  return tillTransactions(() => deps.db.transaction(async (tx: Tx) => {
    const [locked] = await tx.select().from(salesPoints).where(eq(salesPoints.id, point.id)).for('update');
    const [sale] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
    if (!sale || sale.salesPointId !== point.id) throw new HttpError(404, 'NOT_FOUND', "Ce ticket n'existe pas à ce point de vente.");
    if (sale.kind !== 'sale') throw new HttpError(409, 'NOT_A_SALE', "Une annulation ne s'annule pas : encaissez une nouvelle vente.");
    if (sale.cancelledByTicketId !== null) throw new HttpError(409, 'ALREADY_CANCELLED', 'Ce ticket est déjà annulé.');
    const number = locked!.lastTicketNumber + 1;
    await deps.internal('orders', 'POST', '/v1/internal/orders/till-sales/cancel', { shopId: point.shopId, key: sale.key, reason: body.reason, warehouseId: point.warehouseId }).catch(refusalOf);
    const figures = negated(toTicket(sale));
    const [row] = await tx.insert(tickets).values({
      shopId: point.shopId, salesPointId: point.id, number, kind: 'cancellation', key: body.key, cancelsTicketId: sale.id, cancelReason: body.reason,
      orderId: sale.orderId, orderReference: sale.orderReference, clientId: sale.clientId, clientName: sale.clientName, clientEmail: sale.clientEmail,
      soldAt: new Date(), soldBy: userId, totalTtcCents: figures.totalTtcCents, totalHtCents: figures.totalHtCents, vatCents: figures.vatCents,
      discountCents: figures.discountCents, ticketDiscountPercent: sale.ticketDiscountPercent, ticketDiscountReason: sale.ticketDiscountReason,
      tipsCents: figures.tipsCents, tenderedCents: figures.tenderedCents, changeCents: figures.changeCents,
      lines: figures.lines, vatLines: figures.vatLines, payments: figures.payments,
    }).returning();
    await tx.update(tickets).set({ cancelledByTicketId: row!.id }).where(eq(tickets.id, sale.id));
    await tx.update(salesPoints).set({ lastTicketNumber: number }).where(eq(salesPoints.id, point.id));
    const ticket = toTicket(row!);
    await appendJournalEntry(tx, {
      kind: 'cancellation', shopId: point.shopId, salesPointId: point.id, reference: ticketReference(point.id, number), userId,
      cancels: ticketReference(point.id, sale.number), reason: body.reason, sale: journalSaleOf(ticket),
    });
    return { created: true, ticket };
  }));
}

/** A reprint: counted on the ticket and journalled as a duplicate, its copy number printed with « DUPLICATA ». */
export async function duplicateTicket(deps: TillDeps, point: SalesPointRow, ticket: typeof tickets.$inferSelect, userId: number | null): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${tickets} where ${tickets.id} = ${ticket.id} for update`);
    const copy = await deps.tickets.duplicate(tx, ticket.id);
    await appendJournalEntry(tx, { kind: 'duplicate', shopId: point.shopId, salesPointId: point.id, reference: ticketReference(point.id, ticket.number), userId, copyNumber: copy });
    return copy;
  });
}
