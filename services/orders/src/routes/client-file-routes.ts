import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { clientDocumentsSchema, clientRepointBodySchema, clientsWithDocumentsBodySchema, clientsWithDocumentsSchema, errorSchema, idSchema, payingStatuses, type ClientDocuments } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { invoices, orders, samples } from '../db/schema';

/** The newest documents of each kind on a client's page; the lists of the sales screens hold the rest. */
const SHOWN = 50;

/** What the payments still held allocate to an invoice (a bounced, refunded or cancelled payment pays nothing). */
const paidOf = sql<number>`coalesce((
  select sum(pa.amount_cents) from orders.payment_allocations pa join orders.received_payments rp on rp.id = pa.payment_id
  where pa.invoice_id = ${sql.raw('"orders"."invoices"."id"')} and rp.status in (${sql.raw(payingStatuses.map((st) => `'${st}'`).join(', '))})
), 0)::int`;
/** An order paid as a whole outside the payments ledger (card at validation, transfer marked received) owes nothing. */
const orderPaid = sql<boolean>`exists (select 1 from orders.orders o where o.id = ${sql.raw('"orders"."invoices"."order_id"')} and o.payment_status = 'paid')`;

/**
 * Service-to-service, for the CRM's client page (docs/decisions/crm-clients.md): a client's orders, quotes,
 * invoices and credit notes, samples and balance due; and, after two clients are merged, the merged one's
 * documents re-pointed to the kept one. A client's documents are those entered for it (clientId) and, when it is
 * a buyer's, the buyer's web orders (userId).
 */
export const clientFileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/internal/shops/:shopId/client-documents', {
    config: { access: 'internal' },
    schema: {
      hide: true, params: z.object({ shopId: idSchema }), querystring: z.object({ clientId: idSchema, userId: idSchema.optional() }),
      response: { 200: clientDocumentsSchema, 400: errorSchema, 403: errorSchema },
    },
  }, async (request): Promise<ClientDocuments> => {
    const { shopId } = request.params;
    const { clientId, userId } = request.query;
    const mine: SQL = userId ? or(eq(orders.clientId, clientId), and(eq(orders.buyerId, userId), isNull(orders.clientId)))! : eq(orders.clientId, clientId);
    const sales = await db.select({ id: orders.id, reference: orders.reference, status: orders.status, kind: orders.kind, channel: orders.channel, totalTtcCents: orders.totalTtcCents, createdAt: orders.createdAt })
      .from(orders).where(and(eq(orders.shopId, shopId), mine)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(SHOWN * 2);
    const orderIds = sales.map((o) => o.id);
    const invoiceWhere = [orderIds.length > 0 ? inArray(invoices.orderId, orderIds) : undefined, userId ? eq(invoices.buyerId, userId) : undefined].filter((c): c is SQL => !!c);
    const docs = invoiceWhere.length === 0 ? [] : await db.select({
      id: invoices.id, number: invoices.number, kind: invoices.kind, totalTtcCents: invoices.totalTtcCents, creditedCents: invoices.creditedCents,
      paidCents: paidOf, orderPaid, issuedAt: invoices.issuedAt, dueDate: invoices.dueDate,
    }).from(invoices).where(and(eq(invoices.shopId, shopId), or(...invoiceWhere))).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(SHOWN);
    const sent = await db.select({ id: samples.id, status: samples.status, createdAt: samples.createdAt }).from(samples)
      .where(and(eq(samples.shopId, shopId), eq(samples.clientId, clientId))).orderBy(desc(samples.createdAt), desc(samples.id)).limit(SHOWN);
    const rows = docs.map((d) => {
      const owed = d.kind !== 'credit' && !d.orderPaid;
      const dueCents = owed ? Math.max(0, d.totalTtcCents - d.creditedCents - d.paidCents) : 0;
      return { id: d.id, number: d.number, kind: d.kind, totalTtcCents: d.totalTtcCents, paidCents: owed ? d.paidCents : d.kind === 'credit' ? 0 : d.totalTtcCents - d.creditedCents, dueCents, issuedAt: d.issuedAt.toISOString(), dueDate: d.dueDate };
    });
    return {
      orders: sales.filter((o) => o.kind === 'order').slice(0, SHOWN).map((o) => ({ id: o.id, reference: o.reference, status: o.status, totalTtcCents: o.totalTtcCents, createdAt: o.createdAt.toISOString(), channel: o.channel })),
      quotes: sales.filter((o) => o.kind === 'quote').slice(0, SHOWN).map((o) => ({ id: o.id, reference: o.reference, status: o.status, totalTtcCents: o.totalTtcCents, createdAt: o.createdAt.toISOString() })),
      invoices: rows,
      samples: sent.map((s) => ({ id: s.id, status: s.status, createdAt: s.createdAt.toISOString() })),
      balanceDueCents: rows.reduce((sum, r) => sum + r.dueCents, 0),
    };
  });

  // Before the CRM undoes a client import: which of these clients have an order, a quote, an invoice or a sample
  // (any status: a cancelled order is still a document). A buyer's web orders (no client id) count for its client.
  app.post('/internal/orders/clients/with-documents', {
    config: { access: 'internal', readOnly: true },
    schema: { hide: true, body: clientsWithDocumentsBodySchema, response: { 200: clientsWithDocumentsSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => {
    const { shopId, clients } = request.body;
    if (clients.length === 0) return { clientIds: [] };
    const ids = clients.map((c) => c.clientId);
    const byUser = new Map(clients.flatMap((c) => (c.userId ? [[c.userId, c.clientId] as const] : [])));
    const found = new Set<number>();
    for (const r of await db.selectDistinct({ id: orders.clientId }).from(orders).where(and(eq(orders.shopId, shopId), inArray(orders.clientId, ids)))) if (r.id) found.add(r.id);
    for (const r of await db.selectDistinct({ id: samples.clientId }).from(samples).where(and(eq(samples.shopId, shopId), inArray(samples.clientId, ids)))) found.add(r.id);
    if (byUser.size > 0) {
      const users = [...byUser.keys()];
      const web = await db.selectDistinct({ userId: orders.buyerId }).from(orders).where(and(eq(orders.shopId, shopId), inArray(orders.buyerId, users), isNull(orders.clientId)));
      const billed = await db.selectDistinct({ userId: invoices.buyerId }).from(invoices).where(and(eq(invoices.shopId, shopId), inArray(invoices.buyerId, users)));
      for (const r of [...web, ...billed]) if (r.userId && byUser.has(r.userId)) found.add(byUser.get(r.userId)!);
    }
    return { clientIds: [...found] };
  });

  app.post('/internal/orders/clients/repoint', {
    config: { access: 'internal' },
    schema: { hide: true, body: clientRepointBodySchema, response: { 200: z.object({ orders: z.number().int(), samples: z.number().int() }), 400: errorSchema, 403: errorSchema } },
  }, async (request) => {
    const { shopId, fromClientId, toClientId, toClientName, fromUserId } = request.body;
    // Idempotent: a second delivery finds nothing left pointing to the merged client. Issued invoices are never
    // rewritten (legal documents): they follow their order, and keep the name they were issued to.
    return db.transaction(async (tx) => {
      const moved = await tx.update(orders).set({ clientId: toClientId, clientName: toClientName })
        .where(and(eq(orders.shopId, shopId), eq(orders.clientId, fromClientId))).returning({ id: orders.id });
      // The merged buyer's web orders (no client id) now belong to the kept client too.
      const web = fromUserId ? await tx.update(orders).set({ clientId: toClientId })
        .where(and(eq(orders.shopId, shopId), eq(orders.buyerId, fromUserId), isNull(orders.clientId))).returning({ id: orders.id }) : [];
      const sampled = await tx.update(samples).set({ clientId: toClientId, clientName: toClientName })
        .where(and(eq(samples.shopId, shopId), eq(samples.clientId, fromClientId))).returning({ id: samples.id });
      return { orders: moved.length + web.length, samples: sampled.length };
    });
  });
};
