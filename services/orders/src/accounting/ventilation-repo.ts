import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { invoiceLines, invoices, orderLines } from '../db/schema';
import type { LedgerDocument } from './fec-entries';

const documentColumns = {
  id: invoices.id, kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt, buyerId: invoices.buyerId, clientName: invoices.clientName,
  totalTtcCents: invoices.totalTtcCents, vatBreakdown: invoices.vatBreakdown,
};

/**
 * The sales documents of a shop issued in a period of French calendar days, with their lines and each line's VAT
 * rate and VAT, in issue order: what the ventilation reads (the FEC reads the same documents through ledger-entries).
 */
export async function documentsToVentilate(db: Db, shopId: number, from: string, to: string): Promise<LedgerDocument[]> {
  const docs = await db.select(documentColumns).from(invoices).where(and(
    eq(invoices.shopId, shopId),
    gte(invoices.issuedAt, sql`(${from}::date)::timestamp at time zone 'Europe/Paris'`),
    lt(invoices.issuedAt, sql`((${to}::date + 1))::timestamp at time zone 'Europe/Paris'`),
  )).orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return withLines(db, docs);
}

/** One sales document as the ledger reads it, with its shop (the caller checks who may read it), or null. */
export async function documentById(db: Db, id: number): Promise<{ shopId: number; doc: LedgerDocument } | null> {
  const [row] = await db.select({ ...documentColumns, shopId: invoices.shopId }).from(invoices).where(eq(invoices.id, id));
  if (!row) return null;
  const { shopId, ...doc } = row;
  return { shopId, doc: (await withLines(db, [doc]))[0]! };
}

async function withLines(db: Db, docs: ReadonlyArray<Omit<LedgerDocument, 'lines'> & { id: number }>): Promise<LedgerDocument[]> {
  const lines = docs.length ? await db.select({
    invoiceId: invoiceLines.invoiceId, orderLineId: invoiceLines.orderLineId, quantity: invoiceLines.quantity, lineHtCents: invoiceLines.lineHtCents, productType: orderLines.productType,
    vatRate: invoiceLines.vatRate, vatCents: invoiceLines.vatCents,
  }).from(invoiceLines).leftJoin(orderLines, eq(orderLines.id, invoiceLines.orderLineId)).where(inArray(invoiceLines.invoiceId, docs.map((d) => d.id))).orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position)) : [];
  const byDoc = new Map<number, LedgerDocument['lines'][number][]>();
  for (const { invoiceId, ...line } of lines) byDoc.set(invoiceId, [...(byDoc.get(invoiceId) ?? []), line]);
  return docs.map(({ id, ...d }) => ({ ...d, lines: byDoc.get(id) ?? [] }));
}
