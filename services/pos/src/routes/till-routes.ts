import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, idSchema, receiptSchema, salesPointDayQuerySchema, salesPointDaySchema, ticketCancelBodySchema, tillCatalogueSchema, tillSaleBodySchema,
  ticketMailBodySchema, tillCatalogueQuerySchema, tillSaleResultSchema, type TillCatalogue,
} from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { randomUUID } from 'node:crypto';
import { crmClientOf, HttpError, notFound, type InternalCall, type ServiceJobs } from '@vendange/service-kit';
import type { SalesPointsRepo } from '../sales-points-repo';
import { ticketReference } from '../till/journal-sale';
import { receiptMail } from '../till/receipt-mail';
import { receiptOf } from '../till/receipt-of';
import { renderReceiptPdf } from '../till/receipt-pdf';
import type { TicketRow, TicketsRepo } from '../till/tickets-repo';
import { cancelTicket, duplicateTicket, sell, type TillDeps } from '../till/till-sales';
import { onShopQuery, pointParams, shopQuery, unknownPoint } from './sales-point-routes';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 503: errorSchema };
const ticketParams = z.object({ id: idSchema, ticketId: idSchema });

/** The till (docs/decisions/cash-register.md): its catalogue, the sale, its cancellation, the day, receipts and duplicates. */
export const tillRoutes: FastifyPluginAsyncZod<{ points: SalesPointsRepo; tickets: TicketsRepo; internal: InternalCall; deps: TillDeps; jobs: ServiceJobs }> = async (app, { points, tickets, internal, deps, jobs }) => {
  async function pointOf(shopId: number, id: number) {
    const row = await points.row(shopId, id);
    if (!row) throw unknownPoint();
    return row;
  }
  async function ticketOf(shopId: number, pointId: number, ticketId: number): Promise<TicketRow> {
    const row = await tickets.byId(shopId, ticketId);
    if (!row || row.salesPointId !== pointId) throw notFound("Ce ticket n'existe pas à ce point de vente.");
    return row;
  }
  const receipt = (point: Parameters<typeof receiptOf>[1], row: TicketRow) => receiptOf(internal, point, row);

  app.get('/salespoints/:id/catalogue', {
    config: { access: onShopQuery },
    schema: {
      tags: ['pos'], summary: 'What the till sells, priced at the sales point’s price list (incl. VAT, one unit), with GTINs for the scanner', security: [{ bearer: [] }],
      params: pointParams, querystring: tillCatalogueQuerySchema.extend({ shopId: idSchema.optional() }), response: { 200: tillCatalogueSchema, ...errors },
    },
  }, async (request) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    // A client chosen at the till is priced at their own price list (their typology), as orders prices their sale.
    const typology = request.query.clientId ? (await crmClientOf(internal, point.shopId, request.query.clientId)).typology ?? point.priceList : point.priceList;
    const q = typology ? `?typology=${encodeURIComponent(typology)}` : '';
    return internal<TillCatalogue>('catalog', 'GET', `/v1/internal/shops/${point.shopId}/till-catalogue${q}`);
  });

  app.get('/salespoints/:id/day', {
    config: { access: onShopQuery },
    schema: {
      tags: ['pos'], summary: "A sales point's day (French calendar): tickets, totals, payments by type", security: [{ bearer: [] }],
      params: pointParams, querystring: salesPointDayQuerySchema.extend({ shopId: idSchema.optional() }), response: { 200: salesPointDaySchema, ...errors },
    },
  }, async (request) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    return tickets.day(point.id, request.query.day ?? calendarDate(new Date()), request.query.page, request.query.limit);
  });

  app.post('/salespoints/:id/sales', {
    config: { access: onShopQuery },
    schema: {
      tags: ['pos'], summary: 'A sale at the till, once per key (a retry or an offline replay answers the same ticket, 200)', security: [{ bearer: [] }],
      params: pointParams, querystring: shopQuery, body: tillSaleBodySchema, response: { 200: tillSaleResultSchema, 201: tillSaleResultSchema, ...errors },
    },
  }, async (request, reply) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    const done = await sell(deps, point, request.body, request.access.userId);
    return reply.code(done.created ? 201 : 200).send(done);
  });

  app.post('/salespoints/:id/tickets/:ticketId/cancel', {
    config: { access: onShopQuery },
    schema: {
      tags: ['pos'], summary: 'A ticket cancelled by a cancellation ticket (negative), its order cancelled, its bottles back; once per key', security: [{ bearer: [] }],
      params: ticketParams, querystring: shopQuery, body: ticketCancelBodySchema, response: { 200: tillSaleResultSchema, 201: tillSaleResultSchema, ...errors },
    },
  }, async (request, reply) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    await ticketOf(point.shopId, point.id, request.params.ticketId);
    const done = await cancelTicket(deps, point, request.params.ticketId, request.body, request.access.userId);
    return reply.code(done.created ? 201 : 200).send(done);
  });

  app.get('/salespoints/:id/tickets/:ticketId/receipt', {
    config: { access: onShopQuery },
    schema: { tags: ['pos'], summary: 'What a receipt prints: the ticket and the seller’s legal identity', security: [{ bearer: [] }], params: ticketParams, querystring: shopQuery, response: { 200: receiptSchema, ...errors } },
  }, async (request) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    return receipt(point, await ticketOf(point.shopId, point.id, request.params.ticketId));
  });

  app.post('/salespoints/:id/tickets/:ticketId/duplicate', {
    config: { access: onShopQuery },
    schema: {
      tags: ['pos'], summary: 'A reprint: journalled as a duplicate, its copy number printed with « DUPLICATA »', security: [{ bearer: [] }],
      params: ticketParams, querystring: shopQuery, response: { 201: z.object({ copy: z.number().int(), receipt: receiptSchema }), ...errors },
    },
  }, async (request, reply) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    const row = await ticketOf(point.shopId, point.id, request.params.ticketId);
    const copy = await duplicateTicket(deps, point, row, request.access.userId);
    return reply.code(201).send({ copy, receipt: await receipt(point, { ...row, duplicates: copy }) });
  });

  app.get('/salespoints/:id/tickets/:ticketId/receipt.pdf', {
    config: { access: onShopQuery },
    schema: {
      tags: ['pos'], summary: 'The receipt as a PDF (80 mm); `copy` prints a duplicate already journalled', security: [{ bearer: [] }],
      params: ticketParams, querystring: shopQuery.extend({ copy: z.coerce.number().int().min(1).optional() }), response: { ...errors },
    },
  }, async (request, reply) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    const row = await ticketOf(point.shopId, point.id, request.params.ticketId);
    const copy = request.query.copy ?? null;
    if (copy !== null && copy > row.duplicates) throw new HttpError(409, 'DUPLICATE_NOT_RECORDED', 'Ce duplicata n’a pas été enregistré : utilisez « Réimprimer » pour en faire un.');
    const pdf = await renderReceiptPdf(await receipt(point, row), copy);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="ticket-${ticketReference(point.id, row.number)}${copy ? `-duplicata-${copy}` : ''}.pdf"`).send(pdf as never);
  });
  app.post('/salespoints/:id/tickets/:ticketId/mail', {
    config: { access: onShopQuery },
    schema: {
      tags: ['pos'], summary: 'The receipt mailed with its PDF (through the outbox: sent once, retried until sent)', security: [{ bearer: [] }],
      params: ticketParams, querystring: shopQuery, body: ticketMailBodySchema, response: { 202: z.object({ queued: z.literal(true) }), ...errors },
    },
  }, async (request, reply) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    const row = await ticketOf(point.shopId, point.id, request.params.ticketId);
    await jobs.announce(deps.db, [receiptMail({ shopId: point.shopId, salesPointId: point.id, ticketId: row.id, email: request.body.email }, `receipt:${row.id}:${randomUUID()}`)]);
    return reply.code(202).send({ queued: true as const });
  });
};
