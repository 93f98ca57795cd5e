import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { invoiceLines, invoices, orderLines } from '../db/schema';
import type { LedgerDocument } from './fec-entries';

/** The sales documents of a shop issued in a period of French calendar days, with their lines, in issue order. */
export async function documentsIssuedIn(db: Db, shopId: number, from: string, to: string): Promise<LedgerDocument[]> {
  const docs = await db.select({
    id: invoices.id, kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt, buyerId: invoices.buyerId, clientName: invoices.clientName,
    totalTtcCents: invoices.totalTtcCents, vatBreakdown: invoices.vatBreakdown,
  }).from(invoices).where(and(
    eq(invoices.shopId, shopId),
    gte(invoices.issuedAt, sql`(${from}::date)::timestamp at time zone 'Europe/Paris'`),
    lt(invoices.issuedAt, sql`((${to}::date + 1))::timestamp at time zone 'Europe/Paris'`),
  )).orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const lines = docs.length ? await db.select({
    invoiceId: invoiceLines.invoiceId, orderLineId: invoiceLines.orderLineId, quantity: invoiceLines.quantity, lineHtCents: invoiceLines.lineHtCents, productType: orderLines.productType,
  }).from(invoiceLines).leftJoin(orderLines, eq(orderLines.id, invoiceLines.orderLineId)).where(inArray(invoiceLines.invoiceId, docs.map((d) => d.id))).orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position)) : [];
  const byDoc = new Map<number, LedgerDocument['lines'][number][]>();
  for (const { invoiceId, ...line } of lines) byDoc.set(invoiceId, [...(byDoc.get(invoiceId) ?? []), line]);
  return docs.map(({ id, ...d }) => ({ ...d, lines: byDoc.get(id) ?? [] }));
}
