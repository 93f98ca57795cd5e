import { aliasedTable, and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AgentRates, Commission, CommissionListQuery } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { agentCommissions, agentRates, invoiceLines, invoices, orderLines, orders } from '../db/schema';
import { commissionBase, documentCommission, productRatesOf, rateFor } from './commission-amount';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof agentCommissions.$inferSelect;

const toCommission = (r: { c: Row; number: string; kind: string; reference: string; clientName: string }): Commission => ({
  id: r.c.id, shopId: r.c.shopId, agentId: r.c.agentId, invoiceId: r.c.invoiceId, invoiceNumber: r.number, invoiceKind: r.kind,
  orderId: r.c.orderId, orderReference: r.reference, clientName: r.clientName, baseCents: r.c.baseCents, rateBp: r.c.rateBp,
  productRatesBp: r.c.productRatesBp, amountCents: r.c.amountCents, issuedAt: r.c.issuedAt.toISOString(), status: r.c.paidAt ? 'paid' : 'due', paidAt: r.c.paidAt?.toISOString() ?? null,
});

const sourceLines = aliasedTable(invoiceLines, 'source_lines');

/**
 * Records the commission of a document just issued, in its issuing transaction (invoices-repo.ts insertDocument):
 * an invoice or a deposit of an order carrying an agent, at the agent's rates now (each line its product's rate,
 * else the price list's, else the default); a credit note takes back at the rates of the invoice it credits.
 * Nothing for a sale without an agent, nor where every rate is zero.
 */
export async function recordCommission(tx: Tx, invoiceId: number): Promise<void> {
  const [doc] = await tx.select({
    shopId: invoices.shopId, kind: invoices.kind, orderId: invoices.orderId, sourceInvoiceId: invoices.sourceInvoiceId,
    totalHtCents: invoices.totalHtCents, issuedAt: invoices.issuedAt,
  }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!doc) return;
  const [duties] = await tx.select({ cents: sql<number>`coalesce(sum(${invoiceLines.dutiesCents}), 0)::int` }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  let orderId = doc.orderId;
  let agentId: number | null = null;
  let rateBp = 0;
  let productRatesBp: Record<string, number> = {};
  if (doc.kind === 'credit') {
    if (doc.sourceInvoiceId === null) return;
    const [given] = await tx.select().from(agentCommissions).where(eq(agentCommissions.invoiceId, doc.sourceInvoiceId));
    if (!given) return;
    ({ agentId, rateBp, orderId, productRatesBp } = given);
  } else {
    if (orderId === null) return;
    const [order] = await tx.select({ agentId: orders.agentId, typology: orders.priceTypology }).from(orders).where(eq(orders.id, orderId));
    if (!order?.agentId) return;
    agentId = order.agentId;
    const [rates] = await tx.select().from(agentRates).where(and(eq(agentRates.shopId, doc.shopId), eq(agentRates.agentId, agentId)));
    rateBp = rateFor(rates ?? null, order.typology);
    productRatesBp = productRatesOf(rates ?? null);
  }
  if ((rateBp === 0 && Object.values(productRatesBp).every((bp) => bp === 0)) || orderId === null) return;
  const baseCents = commissionBase(doc.kind, doc.totalHtCents, duties?.cents ?? 0);
  // Each line's product (a credit note's line through the invoice line it credits), and its base excl. VAT and duties.
  const lines: { productId: number | null; ht: number; duties: number }[] = Object.keys(productRatesBp).length === 0 ? [] : await tx.select({
    productId: orderLines.productId, ht: invoiceLines.lineHtCents, duties: invoiceLines.dutiesCents,
  }).from(invoiceLines).leftJoin(sourceLines, eq(sourceLines.id, invoiceLines.sourceLineId))
    .leftJoin(orderLines, eq(orderLines.id, sql`coalesce(${invoiceLines.orderLineId}, ${sourceLines.orderLineId})`))
    .where(eq(invoiceLines.invoiceId, invoiceId));
  const commission = documentCommission(baseCents, lines.map((l) => ({ productId: l.productId, baseCents: commissionBase(doc.kind, l.ht, l.duties) })), rateBp, productRatesBp);
  await tx.insert(agentCommissions).values({
    shopId: doc.shopId, agentId, invoiceId, orderId, baseCents, rateBp, productRatesBp: commission.productRatesBp, amountCents: commission.amountCents, issuedAt: doc.issuedAt,
  }).onConflictDoNothing();
}

const listColumns = { c: agentCommissions, number: invoices.number, kind: invoices.kind, reference: orders.reference, clientName: orders.clientName };

export function commissionsRepo(db: Db) {
  async function page(scope: SQL, q: Omit<CommissionListQuery, 'shopId'>) {
    const conds: (SQL | undefined)[] = [scope];
    if (q.agentId) conds.push(eq(agentCommissions.agentId, q.agentId));
    // French calendar days: from the first instant of `from` to the first of the day after `to`.
    if (q.from) conds.push(sql`${agentCommissions.issuedAt} >= (${q.from}::date)::timestamp at time zone 'Europe/Paris'`);
    if (q.to) conds.push(sql`${agentCommissions.issuedAt} < ((${q.to}::date + 1))::timestamp at time zone 'Europe/Paris'`);
    const period = and(...conds);
    const where = q.status === 'paid' ? and(period, isNotNull(agentCommissions.paidAt)) : q.status === 'due' ? and(period, isNull(agentCommissions.paidAt)) : period;
    const [rows, [sums]] = await Promise.all([
      db.select(listColumns).from(agentCommissions).innerJoin(invoices, eq(invoices.id, agentCommissions.invoiceId)).innerJoin(orders, eq(orders.id, agentCommissions.orderId))
        .where(where).orderBy(desc(agentCommissions.issuedAt), desc(agentCommissions.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
      db.select({
        total: sql<number>`count(*)::int`,
        due: sql<number>`coalesce(sum(${agentCommissions.amountCents}) filter (where ${agentCommissions.paidAt} is null), 0)::int`,
        paid: sql<number>`coalesce(sum(${agentCommissions.amountCents}) filter (where ${agentCommissions.paidAt} is not null), 0)::int`,
      }).from(agentCommissions).where(where),
    ]);
    return { items: rows.map(toCommission), total: sums?.total ?? 0, page: q.page, limit: q.limit, dueCents: sums?.due ?? 0, paidCents: sums?.paid ?? 0 };
  }

  return {
    /** A shop's commissions (all its agents, or one). */
    ofShop: (shopId: number, q: Omit<CommissionListQuery, 'shopId'>) => page(eq(agentCommissions.shopId, shopId), q),
    /** An agent's own, across the producers they work for. */
    ofAgent: (agentId: number, q: Omit<CommissionListQuery, 'shopId' | 'agentId'>) => page(eq(agentCommissions.agentId, agentId), q),

    async one(id: number): Promise<Commission | null> {
      const [row] = await db.select(listColumns).from(agentCommissions).innerJoin(invoices, eq(invoices.id, agentCommissions.invoiceId))
        .innerJoin(orders, eq(orders.id, agentCommissions.orderId)).where(eq(agentCommissions.id, id));
      return row ? toCommission(row) : null;
    },

    /** Marks it paid once: true only for the call that did (a second, or a concurrent one, changes nothing). */
    async markPaid(tx: Db, id: number, shopId: number, by: number): Promise<Row | null> {
      const [row] = await tx.update(agentCommissions).set({ paidAt: new Date(), paidBy: by })
        .where(and(eq(agentCommissions.id, id), eq(agentCommissions.shopId, shopId), isNull(agentCommissions.paidAt))).returning();
      return row ?? null;
    },

    async rates(shopId: number): Promise<AgentRates[]> {
      return db.select({ agentId: agentRates.agentId, defaultRateBp: agentRates.defaultRateBp, typologyRatesBp: agentRates.typologyRatesBp, productRates: agentRates.productRates })
        .from(agentRates).where(eq(agentRates.shopId, shopId)).orderBy(agentRates.agentId);
    },

    async setRates(shopId: number, agentId: number, r: Omit<AgentRates, 'agentId'>): Promise<AgentRates> {
      const set = { defaultRateBp: r.defaultRateBp, typologyRatesBp: r.typologyRatesBp, productRates: r.productRates, updatedAt: new Date() };
      await db.insert(agentRates).values({ shopId, agentId, ...set }).onConflictDoUpdate({ target: [agentRates.shopId, agentRates.agentId], set });
      return { agentId, defaultRateBp: r.defaultRateBp, typologyRatesBp: r.typologyRatesBp, productRates: r.productRates };
    },
  };
}
export type CommissionsRepo = ReturnType<typeof commissionsRepo>;
