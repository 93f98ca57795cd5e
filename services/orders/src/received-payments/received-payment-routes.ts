import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientCreditQuerySchema, clientCreditSchema, creditRefundBodySchema, errorSchema, idSchema, messages, outstandingsQuerySchema, outstandingsSchema, pageOf, paymentAllocationsBodySchema, paymentListQuerySchema, paymentMessages, paymentSchema, paymentStatusBodySchema,
  recordPaymentBodySchema, sentReminderAnswerSchema,
} from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { HttpError, notFound, offsetOf } from '@vendange/service-kit';
import { outstandingsOf } from './outstanding-ages';
import type { ReceivedPaymentsRepo } from './received-payments-repo';
import type { PaymentReminders } from './reminders';

const SEE = 'seeAllPayment';

/** Payments the producer records and what clients owe (issue 18; docs/decisions/payments.md). */
export const receivedPaymentRoutes: FastifyPluginAsyncZod<{ payments: ReceivedPaymentsRepo; reminders: PaymentReminders }> = async (app, { payments, reminders }) => {
  /** A payment of a shop the user holds the route's right in; another shop's answers like a missing one. */
  const ownPayment = async (id: number, can: (shopId: number) => boolean) => {
    const row = await payments.row(id);
    if (!row || !can(row.shopId)) throw notFound(messages.notFound);
    return row;
  };
  app.post('/payments', {
    config: { access: { permission: SEE, shop: { body: 'shopId' } } },
    schema: {
      tags: ['payments'], summary: "Records a payment received (transfer, cheque, cash…) and allocates it to one or several of one client's invoices, partly if need be (seeAllPayment)",
      security: [{ bearer: [] }], body: recordPaymentBodySchema,
      response: { 201: paymentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const outcome = await payments.record({ ...request.body, shopId: request.access.shopId }, request.access.subject.id);
    if ('refused' in outcome) throw new HttpError(409, 'NOT_ALLOCATABLE', outcome.refused);
    return reply.code(201).send(outcome.recorded);
  });

  app.get('/payments', {
    config: { access: { permission: SEE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['payments'], summary: "The shop's recorded payments, newest received first, with the invoices each pays (seeAllPayment)", security: [{ bearer: [] }],
      querystring: paymentListQuerySchema, response: { 200: pageOf(paymentSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => payments.list(request.access.shopId, request.query));

  app.get('/payments/credits', {
    config: { access: { permission: SEE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['payments'], summary: "The shop's credit notes as credits its clients hold: what is left of each (full, partial, empty), newest first (seeAllPayment)",
      security: [{ bearer: [] }], querystring: clientCreditQuerySchema, response: { 200: pageOf(clientCreditSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => payments.credits(request.access.shopId, request.query));

  app.post('/payments/credits/:id/refund', {
    config: { access: { permission: SEE, shop: 'resource' } },
    schema: {
      tags: ['payments'], summary: 'Pays back what is left of a credit note, or part of it, to its client (transfer, cheque, cash…): once nothing is left, the credit reads cancelled (seeAllPayment)',
      security: [{ bearer: [] }], params: z.object({ id: idSchema }), body: creditRefundBodySchema,
      response: { 201: paymentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const shopId = await payments.shopOfInvoice(request.params.id);
    if (shopId === null || !request.access.can(shopId)) throw notFound(messages.notFound);
    const outcome = await payments.refundCredit(shopId, request.params.id, request.body, request.access.subject.id);
    if (!outcome) throw notFound(messages.notFound);
    if ('refused' in outcome) throw new HttpError(409, 'NOT_REFUNDABLE', outcome.refused);
    return reply.code(201).send(outcome.refunded);
  });

  app.put('/payments/:id/status', {
    config: { access: { permission: SEE, shop: 'resource' } },
    schema: {
      tags: ['payments'], summary: 'Moves a recorded payment: cleared, bounced, refunded or cancelled (a payment no longer held stops paying its invoices)',
      security: [{ bearer: [] }], params: z.object({ id: idSchema }), body: paymentStatusBodySchema,
      response: { 200: paymentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    const row = await ownPayment(request.params.id, request.access.can);
    const outcome = await payments.move(row.id, request.body.status);
    if (!outcome) throw notFound(messages.notFound);
    if ('refused' in outcome) throw new HttpError(409, 'PAYMENT_STATUS', paymentMessages.notAllowed(outcome.refused.from, outcome.refused.to));
    return outcome.moved;
  });

  app.post('/payments/:id/allocations', {
    config: { access: { permission: SEE, shop: 'resource' } },
    schema: {
      tags: ['payments'], summary: "What is left of a payment beyond its invoices (an overpayment) pays more of the same client's invoices (seeAllPayment)",
      security: [{ bearer: [] }], params: z.object({ id: idSchema }), body: paymentAllocationsBodySchema,
      response: { 200: paymentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    const row = await ownPayment(request.params.id, request.access.can);
    const outcome = await payments.allocateRest(row.shopId, row.id, request.body.allocations);
    if (!outcome) throw notFound(messages.notFound);
    if ('refused' in outcome) throw new HttpError(409, 'ALLOCATION_REFUSED', outcome.refused);
    return outcome.allocated;
  });

  app.get('/outstandings', {
    config: { access: { permission: SEE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['payments'], summary: 'What each client owes, by age of the due dates (not yet due, 1–30, 31–60, over 60 days), the most late first (seeAllPayment)',
      security: [{ bearer: [] }], querystring: outstandingsQuerySchema, response: { 200: outstandingsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const asOf = calendarDate(new Date());
    const { buckets, clients } = outstandingsOf(await payments.openInvoices(request.access.shopId), asOf);
    const q = request.query;
    const needle = q.search?.toLowerCase();
    const shown = clients.filter((c) => (!q.late || c.invoices.some((i) => i.daysLate > 0))
      && (!needle || c.clientName.toLowerCase().includes(needle) || c.invoices.some((i) => i.number.toLowerCase().includes(needle))));
    const start = offsetOf(q.page, q.limit);
    return { asOf, buckets, items: shown.slice(start, start + q.limit), total: shown.length, page: q.page, limit: q.limit };
  });

  app.post('/invoices/:id/reminders', {
    config: { access: { permission: SEE, shop: 'resource' } },
    schema: {
      tags: ['payments'], summary: 'Sends the next reminder of an unpaid invoice now (first, second, then the formal notice), by e-mail through the queue (seeAllPayment)',
      security: [{ bearer: [] }], params: z.object({ id: idSchema }),
      response: { 201: sentReminderAnswerSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const shopId = await payments.shopOfInvoice(request.params.id);
    if (shopId === null || !request.access.can(shopId)) throw notFound(messages.notFound);
    const outcome = await reminders.remindNow(shopId, request.params.id, request.access.subject.id);
    if (!outcome) throw new HttpError(409, 'NOT_OWED', paymentMessages.notOwed);
    if ('refused' in outcome) throw new HttpError(409, 'NO_REMINDER', outcome.refused);
    return reply.code(201).send({ level: outcome.sent });
  });

  app.post('/outstandings/reminders/run', {
    config: { access: { role: 'admin' } },
    schema: {
      tags: ['payments'], summary: "Runs the daily reminders now, as on the day given (platform admin: after an outage, or to check a shop's schedule)",
      security: [{ bearer: [] }], body: z.object({ asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.').optional() }).nullish(),
      response: { 200: z.object({ sent: z.number().int() }), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => ({ sent: await reminders.runSchedule(request.body?.asOf ?? calendarDate(new Date())) }));
};
