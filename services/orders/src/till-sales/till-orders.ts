import { and, eq, sql } from 'drizzle-orm';
import { WRAPPING_LINE_ID, type ClientSummary, type PaymentType, type ProductPrices, type TicketLine, type TillOrderBody, type TillOrderResult } from '@vendange/contracts';
import { tillTicketAmounts, vatInTtc } from '@vendange/pricing';
import { crmClientOf, HttpError, type Db, type InternalCall, type ShopSettingsOf } from '@vendange/service-kit';
import { orderLines, orders } from '../db/schema';
import type { OrderJobs } from '../order-jobs';
import { nextOrderReference } from '../orders-repo';
import { priceOrder, type PricedOrderLine } from '../price-order';

export interface TillOrderDeps { db: Db; internal: InternalCall; shopSettings: ShopSettingsOf; jobs: OrderJobs }

/** The order of a till's sale is found by its key: kept as its checkout id, `till:<key>`. */
export const tillCheckoutId = (key: string) => `till:${key}`;
const vintageYear = (name: string | null) => (name && /^\d{4}$/.test(name.trim()) ? Number(name.trim()) : null);

/** The type that brought in the most: the order's one payment type (the split is the ticket's, in pos). */
export function mainPaymentType(payments: ReadonlyArray<{ type: PaymentType; amountCents: number }>): PaymentType {
  return [...payments].sort((a, b) => b.amountCents - a.amountCents)[0]!.type;
}

/**
 * A till's sale priced as it was sold: the amounts incl. VAT the till showed are the facts (a consumer paid them,
 * maybe offline), while the catalogue says what each line is (the shop's product, its name, its VAT rate and
 * duties): the engine prices the lines at the sales point's list only to check and describe them.
 */
async function describe(deps: TillOrderDeps, body: TillOrderBody, client: ClientSummary | null) {
  const typology = client?.typology ?? body.priceList ?? undefined;
  const [shop, catalog] = await Promise.all([
    deps.shopSettings(body.shopId),
    deps.internal<ProductPrices>('catalog', 'POST', '/v1/internal/products/prices', {
      shopId: body.shopId, ...(typology ? { typology } : {}),
      lines: body.lines.map((l) => ({ productId: l.productId, formatId: l.formatId, ...(l.vintageId ? { vintageId: l.vintageId } : {}) })),
    }),
  ]);
  const priced = priceOrder({ lines: body.lines.map((l) => ({ productId: l.productId, formatId: l.formatId, quantity: l.quantity })), catalog, shop, date: new Date(body.soldAt) });
  if (!priced.ok) {
    const { code, message, line } = priced.refusal;
    throw new HttpError(400, code, message, {}, { problems: [{ code, message, sellerId: body.shopId, line }] });
  }
  // The gift wrapping is one more line, after the bottles: priced and taxed as the sales point offers it, no stock.
  const described = [...priced.order.lines, ...(body.wrapping ? [wrappingLineOf(body.wrapping)] : [])];
  const sold = [...body.lines, ...(body.wrapping ? [{ productId: WRAPPING_LINE_ID, formatId: WRAPPING_LINE_ID, quantity: body.wrapping.quantity, unitTtcCents: body.wrapping.unitTtcCents, fixedUnitTtcCents: null, discountPercent: null, reason: null }] : [])];
  const amounts = tillTicketAmounts(sold.map((l, i) => ({
    unitTtcCents: l.unitTtcCents, quantity: l.quantity, fixedUnitTtcCents: l.fixedUnitTtcCents ?? null, discountPercent: l.discountPercent ?? null, vatRate: described[i]!.vatRate,
  })), body.ticketDiscountPercent);
  const lines: TicketLine[] = sold.map((l, i) => ({
    productId: l.productId, formatId: l.formatId, vintageId: described[i]!.vintageId, label: described[i]!.label, quantity: l.quantity,
    unitTtcCents: l.unitTtcCents, fixedUnitTtcCents: l.fixedUnitTtcCents ?? null, discountPercent: l.discountPercent ?? null, reason: l.reason ?? null,
    vatRate: described[i]!.vatRate, lineTtcCents: amounts.lines[i]!.lineTtcCents,
  }));
  return { described, amounts, lines };
}

/** The gift wrapping described as an order line: no product nor format (0), an accessory's sales account, no duties. */
function wrappingLineOf(w: NonNullable<TillOrderBody['wrapping']>): PricedOrderLine {
  return {
    productId: WRAPPING_LINE_ID, formatId: WRAPPING_LINE_ID, vintageId: null, vintage: null, label: w.name, quantity: w.quantity,
    unitHtCents: 0, unitTtcCents: w.unitTtcCents, vatRate: w.vatRate, lineHtCents: 0, vatCents: 0, lineTtcCents: 0, exciseCents: 0, cssCents: 0, boxKey: null, productType: 'accessory',
  };
}

function orderLineOf(orderId: number, d: PricedOrderLine, line: TicketLine, finalTtcCents: number, reasonOf: string | null) {
  const vat = vatInTtc(finalTtcCents, d.vatRate);
  const unitCharged = line.fixedUnitTtcCents ?? line.unitTtcCents;
  const unitVat = vatInTtc(unitCharged, d.vatRate);
  return {
    orderId, productId: d.productId, formatId: d.formatId, vintageId: d.vintageId, vintage: d.vintage, label: d.label, quantity: line.quantity,
    unitHtCents: unitCharged - unitVat, unitTtcCents: unitCharged, vatRate: d.vatRate, lineHtCents: finalTtcCents - vat, vatCents: vat, lineTtcCents: finalTtcCents,
    exciseCents: d.exciseCents, cssCents: d.cssCents, boxKey: null, productType: d.productType,
    discountPercent: line.discountPercent && Number(line.discountPercent) > 0 ? line.discountPercent : null, priceReason: reasonOf,
  };
}

/**
 * Records a till's sale as an order of channel cashRegister, validated and paid (the goods were handed over and paid
 * at the counter: nothing to ship, nothing owed), once per key: the key's advisory lock, then its order if there is
 * one. The stock exit from the sales point's warehouse (reason sale) is announced in the same transaction.
 */
export async function recordTillOrder(deps: TillOrderDeps, body: TillOrderBody): Promise<TillOrderResult> {
  const client = body.clientId === null ? null : await crmClientOf(deps.internal, body.shopId, body.clientId);
  const { described, amounts, lines } = await describe(deps, body, client);
  const result = (orderId: number, reference: string, created: boolean): TillOrderResult => ({
    orderId, reference, created, clientName: client?.name ?? null, clientEmail: client?.email ?? null, lines, vatLines: amounts.vatLines,
    totalTtcCents: amounts.totalTtcCents, totalHtCents: amounts.totalHtCents, vatCents: amounts.vatCents, discountCents: amounts.discountCents,
  });
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${tillCheckoutId(body.key)}))`);
    const [existing] = await tx.select({ id: orders.id, reference: orders.reference }).from(orders)
      .where(and(eq(orders.shopId, body.shopId), eq(orders.checkoutId, tillCheckoutId(body.key)), eq(orders.channel, 'cashRegister')));
    if (existing) return result(existing.id, existing.reference, false);
    const soldAt = new Date(body.soldAt);
    const reference = await nextOrderReference(tx, body.shopId, soldAt);
    const discountNote = body.ticketDiscountPercent && Number(body.ticketDiscountPercent) > 0 ? ` — remise ${body.ticketDiscountPercent} % : ${body.ticketDiscountReason ?? ''}` : '';
    const [row] = await tx.insert(orders).values({
      shopId: body.shopId, reference, buyerId: null, clientName: client?.name ?? `Vente en caisse — ${body.salesPointName}`, status: 'validated',
      totalHtCents: amounts.totalHtCents, vatCents: amounts.vatCents, totalTtcCents: amounts.totalTtcCents, shippingCents: 0, discountCents: 0,
      comment: `Ticket n°${body.ticketNumber} — ${body.salesPointName}${discountNote}`, createdAt: soldAt, validatedAt: new Date(),
      paymentType: mainPaymentType(body.payments), paymentStatus: 'paid', channel: 'cashRegister', clientId: client?.id ?? null,
      contact: client?.email ? { email: client.email, phone: '' } : null, checkoutId: tillCheckoutId(body.key),
    }).returning({ id: orders.id });
    const orderId = row!.id;
    await tx.insert(orderLines).values(lines.map((l, i) => orderLineOf(orderId, described[i]!, l, amounts.lines[i]!.finalTtcCents,
      l.reason ?? (body.ticketDiscountReason && Number(body.ticketDiscountPercent ?? 0) > 0 ? body.ticketDiscountReason : null))));
    await deps.jobs.announce(tx as unknown as Db, [deps.jobs.stockDocument({
      shopId: body.shopId, key: `${tillCheckoutId(body.key)}:exit`, document: { type: 'ticket', id: orderId, ref: reference }, direction: 'exit', reason: 'sale',
      ...(body.warehouseId ? { warehouseId: body.warehouseId } : {}), unheld: true,
      lines: described.filter((d) => d.productId !== WRAPPING_LINE_ID).map((d) => ({ formatId: d.formatId, vintage: vintageYear(d.vintage), quantity: d.quantity })),
    })]);
    return result(orderId, reference, true);
  });
}

/**
 * A ticket's cancellation: its order cancelled (the money given back: payment refunded) and its bottles back in the
 * sales point's warehouse, once: a second call finds the order already cancelled and moves nothing.
 */
export async function cancelTillOrder(deps: TillOrderDeps, body: { shopId: number; key: string; reason: string; warehouseId: number | null }): Promise<{ orderId: number; cancelled: boolean } | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders)
      .where(and(eq(orders.shopId, body.shopId), eq(orders.checkoutId, tillCheckoutId(body.key)), eq(orders.channel, 'cashRegister'))).for('update');
    if (!row) return null;
    if (row.status === 'cancelled') return { orderId: row.id, cancelled: false };
    // An invoiced sale is undone by a credit note on its invoice: a cancelled order under a live invoice would leave
    // the books saying the sale happened and the till saying it did not.
    if (row.status === 'invoiced') throw new HttpError(409, 'TICKET_INVOICED', 'Cette vente a sa facture : faites un avoir sur la facture (Ventes › Factures) au lieu d’annuler le ticket.');
    await tx.update(orders).set({ status: 'cancelled', paymentStatus: 'refunded', cancelReason: body.reason }).where(eq(orders.id, row.id));
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    await deps.jobs.announce(tx as unknown as Db, [deps.jobs.stockDocument({
      shopId: body.shopId, key: `${tillCheckoutId(body.key)}:return`, document: { type: 'ticket', id: row.id, ref: row.reference }, direction: 'entry',
      ...(body.warehouseId ? { warehouseId: body.warehouseId } : {}), unheld: true,
      lines: lines.filter((l) => l.productId !== WRAPPING_LINE_ID).map((l) => ({ formatId: l.formatId, vintage: vintageYear(l.vintage), quantity: l.quantity })),
    })]);
    return { orderId: row.id, cancelled: true };
  });
}

