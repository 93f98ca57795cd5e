import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { invoiceLines, invoices, orderLines } from '../db/schema';
import type { LedgerDocument } from './fec-entries';

/**
 * The ids of a shop's sales documents issued in a period of French calendar days, in issue order: the ledger
 * reads them by pages (documentsByIds), so a file of any size holds one page in memory.
 */
export async function documentIdsIssuedIn(db: Db, shopId: number, from: string, to: string): Promise<number[]> {
  const rows = await db.select({ id: invoices.id }).from(invoices).where(and(
    eq(invoices.shopId, shopId),
    gte(invoices.issuedAt, sql`(${from}::date)::timestamp at time zone 'Europe/Paris'`),
    lt(invoices.issuedAt, sql`((${to}::date + 1))::timestamp at time zone 'Europe/Paris'`),
  )).orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((r) => r.id);
}

/** Sales documents with their lines as the ledger reads them, in the order of `ids`. */
export async function documentsByIds(db: Db, ids: readonly number[]): Promise<LedgerDocument[]> {
  if (!ids.length) return [];
  const [docs, lines] = await Promise.all([
    db.select({
      id: invoices.id, kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt, buyerId: invoices.buyerId, clientName: invoices.clientName,
      totalTtcCents: invoices.totalTtcCents, vatBreakdown: invoices.vatBreakdown,
    }).from(invoices).where(inArray(invoices.id, [...ids])),
    db.select({
      invoiceId: invoiceLines.invoiceId, orderLineId: invoiceLines.orderLineId, quantity: invoiceLines.quantity, lineHtCents: invoiceLines.lineHtCents, productType: orderLines.productType,
    }).from(invoiceLines).leftJoin(orderLines, eq(orderLines.id, invoiceLines.orderLineId)).where(inArray(invoiceLines.invoiceId, [...ids])).orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position)),
  ]);
  const byDoc = new Map<number, Array<LedgerDocument['lines'][number]>>();
  for (const { invoiceId, ...line } of lines) {
    const list = byDoc.get(invoiceId);
    if (list) list.push(line);
    else byDoc.set(invoiceId, [line]);
  }
  const byId = new Map<number, LedgerDocument>(docs.map(({ id, ...d }) => [id, { ...d, lines: byDoc.get(id) ?? [] }]));
  return ids.map((id) => byId.get(id)).filter((d): d is LedgerDocument => d !== undefined);
}
