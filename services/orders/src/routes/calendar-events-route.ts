import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, between, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { calendarEventsQuerySchema, calendarEventsSchema, errorSchema, idSchema, type CalendarEvent } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { orders, shipments } from '../db/schema';

/** Each kind is capped: a calendar shows a month at most, and a shop with more on one screen reads a list instead. */
const CAP = 500;
const parisDay = (column: unknown) => sql<string>`to_char((${column} at time zone 'Europe/Paris')::date, 'YYYY-MM-DD')`;

/**
 * Service-to-service (crm → orders): what of a shop's sales falls between two French calendar days, for the CRM's
 * calendar (docs/decisions/crm-tasks.md): the last day of each quote still awaiting an answer, and each shipment
 * sent or delivered.
 */
export const calendarEventsRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/internal/shops/:shopId/calendar-events', {
    config: { access: 'internal' },
    schema: {
      hide: true, params: z.object({ shopId: idSchema }), querystring: calendarEventsQuerySchema,
      response: { 200: calendarEventsSchema, 400: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { shopId } = request.params;
    const { from, to, agentId } = request.query;
    const agent = agentId ? eq(orders.agentId, agentId) : undefined;
    const [quotes, sent, delivered] = await Promise.all([
      db.select({ orderId: orders.id, reference: orders.reference, clientName: orders.clientName, day: orders.validUntil })
        .from(orders)
        .where(and(eq(orders.shopId, shopId), eq(orders.kind, 'quote'), inArray(orders.status, ['draft', 'pending']), between(orders.validUntil, from, to), agent))
        .orderBy(asc(orders.validUntil), asc(orders.id)).limit(CAP),
      db.select({ orderId: orders.id, reference: shipments.number, clientName: orders.clientName, day: parisDay(shipments.shippedAt), at: shipments.shippedAt })
        .from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(and(eq(shipments.shopId, shopId), isNotNull(shipments.shippedAt), between(sql`(${shipments.shippedAt} at time zone 'Europe/Paris')::date`, from, to), agent))
        .orderBy(asc(shipments.shippedAt)).limit(CAP),
      db.select({ orderId: orders.id, reference: shipments.number, clientName: orders.clientName, day: parisDay(shipments.deliveredAt), at: shipments.deliveredAt })
        .from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(and(eq(shipments.shopId, shopId), isNotNull(shipments.deliveredAt), between(sql`(${shipments.deliveredAt} at time zone 'Europe/Paris')::date`, from, to), agent))
        .orderBy(asc(shipments.deliveredAt)).limit(CAP),
    ]);
    const iso = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);
    const items: CalendarEvent[] = [
      ...quotes.map((q) => ({ kind: 'quoteExpiry' as const, orderId: q.orderId, reference: q.reference, clientName: q.clientName, day: q.day!, at: null })),
      ...sent.map((s) => ({ kind: 'shipment' as const, orderId: s.orderId, reference: s.reference, clientName: s.clientName, day: s.day, at: iso(s.at) })),
      ...delivered.map((s) => ({ kind: 'delivery' as const, orderId: s.orderId, reference: s.reference, clientName: s.clientName, day: s.day, at: iso(s.at) })),
    ];
    return { items };
  });
};
