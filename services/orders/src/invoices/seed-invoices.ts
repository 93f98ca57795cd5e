import { sql } from 'drizzle-orm';
import { defaultBankOf, defaultBillingSettings } from '@vendange/contracts';
import { demoInvoices, demoOrderLines, demoShops } from '@vendange/demo-data';
import { calendarDate, fiscalYearOf } from '@vendange/pricing';
import type { Db } from '@vendange/service-kit';
import { invoiceLines, invoices, invoiceSequences, orderLines, orders, outbox } from '../db/schema';
import { invoiceAmountsOf } from './invoice-lines';
import { sellerOf } from './invoice-parties';
import { invoiceQueues } from './invoice-queues';
import { documentNumber } from './invoices-repo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo orders' lines, and the invoice of the one already invoiced, numbered first of its fiscal
 * year, with its Factur-X generation announced (the job makes the file at start).
 */
export async function seedDemoDocuments(tx: Tx): Promise<void> {
  for (const [orderId, lines] of Object.entries(demoOrderLines)) {
    await tx.insert(orderLines).values(lines.map((l) => {
      const ht = l.quantity * l.unitHtCents;
      const vat = Math.round(ht * 0.2);
      // Still wine's 2026 excise (4.19 EUR/hl) on 75 cl bottles, inside the price excl. VAT.
      const excise = Math.round(l.quantity * 0.0075 * 419);
      return {
        orderId: Number(orderId), productId: l.productId, formatId: l.formatId, vintage: l.vintage, label: l.label, quantity: l.quantity,
        unitHtCents: l.unitHtCents, unitTtcCents: Math.round(l.unitHtCents * 1.2), vatRate: '20', lineHtCents: ht, vatCents: vat, lineTtcCents: ht + vat, exciseCents: excise,
      };
    }));
    const ht = lines.reduce((n, l) => n + l.quantity * l.unitHtCents, 0);
    await tx.update(orders).set({ totalHtCents: ht, vatCents: Math.round(ht * 0.2) }).where(sql`${orders.id} = ${Number(orderId)}`);
  }
  for (const demo of demoInvoices) {
    const [order] = await tx.select().from(orders).where(sql`${orders.id} = ${demo.orderId}`);
    const shop = demoShops.find((s) => s.id === order!.shopId)!;
    const rows = await tx.select().from(orderLines).where(sql`${orderLines.orderId} = ${demo.orderId}`).orderBy(orderLines.id);
    const amounts = invoiceAmountsOf(order!, rows.map((r) => ({ ...r, vatRate: String(Number(r.vatRate)), dutiesCents: r.exciseCents + r.cssCents })), { label: 'Livraison', vatRate: '20' });
    const seller = sellerOf({ id: shop.id, name: shop.name, color: shop.color, logo: null, contactEmail: null, hasTVA: true, logStartMonth: 0, logStartDay: 1, legal: shop.legal, bank: defaultBankOf(shop.sales.banks), billing: defaultBillingSettings })!;
    const day = calendarDate(new Date(demo.issuedAt));
    const fiscalYear = fiscalYearOf(day).startYear;
    await tx.insert(invoiceSequences).values({ shopId: shop.id, series: 'invoice', fiscalYear, last: 1 });
    const [invoice] = await tx.insert(invoices).values({
      shopId: shop.id, kind: 'invoice', series: 'invoice', fiscalYear, sequence: 1, number: documentNumber(defaultBillingSettings.invoicePrefix, fiscalYear, 1), orderId: order!.id,
      sourceInvoiceId: null, buyerId: order!.buyerId, clientName: order!.clientName, seller,
      buyer: { name: order!.clientName, addressLines: ['8 place de l’Horloge'], zipcode: '84000', city: 'Avignon', country: 'FR', siret: null, vatNumber: null, email: 'contact@latreille.test', phone: null, business: true },
      deliverTo: null, issuedAt: new Date(demo.issuedAt), dueDate: day, paymentDelay: 'onOrder',
      totalHtCents: amounts.totalHtCents, vatCents: amounts.vatCents, totalTtcCents: amounts.totalTtcCents, vatBreakdown: amounts.vatBreakdown,
    }).returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(amounts.lines.map((l, i) => ({ ...l, invoiceId: invoice!.id, position: i + 1, sourceLineId: null })));
    await tx.insert(outbox).values({ queue: invoiceQueues.transmit, data: { invoiceId: invoice!.id } });
  }
}
