import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  debitableAnswerSchema, debitableQuerySchema, errorSchema, idSchema, mandateBodySchema, mandateListQuerySchema, mandateSchema, mandateUpdateSchema, messages, pageOf,
  sepaBatchBodySchema, sepaBatchListQuerySchema, sepaBatchSchema, sepaBatchStatusBodySchema, sepaMessages, type ShopInvoicing,
} from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { HttpError, notFound, type InternalCall } from '@vendange/service-kit';
import { sepaText } from './batch-reference';
import type { BatchesRepo } from './batches-repo';
import { earliestCollectionDate } from './collection-date';
import type { MandatesRepo } from './mandates-repo';
import { pain008Xml } from './pain008';

const SEE = 'seeAllPayment';
const today = () => calendarDate(new Date());

interface Options { mandates: MandatesRepo; batches: BatchesRepo; internal: InternalCall }

/** SEPA direct debit: mandates, debit batches and their pain.008 file (issue 18; docs/decisions/sepa-direct-debit.md). */
export const sepaRoutes: FastifyPluginAsyncZod<Options> = async (app, { mandates, batches, internal }) => {
  const ownMandate = async (id: number, can: (shopId: number) => boolean) => {
    const shopId = await mandates.shopOf(id);
    if (shopId === null || !can(shopId)) throw notFound(messages.notFound);
  };
  const ownBatch = async (id: number, can: (shopId: number) => boolean) => {
    const shopId = await batches.shopOf(id);
    if (shopId === null || !can(shopId)) throw notFound(messages.notFound);
  };

  app.get('/sepa/mandates', {
    config: { access: { permission: SEE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['sepa'], summary: "The shop's SEPA mandates, newest first; searched by client, account holder or reference (seeAllPayment)", security: [{ bearer: [] }],
      querystring: mandateListQuerySchema, response: { 200: pageOf(mandateSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => mandates.list(request.access.shopId, request.query));

  app.post('/sepa/mandates', {
    config: { access: { permission: SEE, shop: { body: 'shopId' } } },
    schema: {
      tags: ['sepa'], summary: "Records a client's SEPA mandate: IBAN and BIC checked, signature date not in the future, reference (RUM) generated when not given (seeAllPayment)",
      security: [{ bearer: [] }], body: mandateBodySchema, response: { 201: mandateSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    if (request.body.signedOn > today()) throw new HttpError(400, 'SIGNED_IN_FUTURE', sepaMessages.signedInFuture);
    const outcome = await mandates.create({ ...request.body, shopId: request.access.shopId }, request.access.subject.id);
    if (!outcome) throw notFound(messages.notFound);
    if ('refused' in outcome) throw new HttpError(409, 'MANDATE_REFUSED', outcome.refused);
    return reply.code(201).send(outcome.mandate);
  });

  app.put('/sepa/mandates/:id', {
    config: { access: { permission: SEE, shop: 'resource' } },
    schema: {
      tags: ['sepa'], summary: "Edits a mandate's details; its reference (RUM) only until its first debit goes to the bank (seeAllPayment)", security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), body: mandateUpdateSchema, response: { 200: mandateSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    await ownMandate(request.params.id, request.access.can);
    if (request.body.signedOn > today()) throw new HttpError(400, 'SIGNED_IN_FUTURE', sepaMessages.signedInFuture);
    const outcome = await mandates.update(request.params.id, request.body);
    if (!outcome) throw notFound(messages.notFound);
    if ('refused' in outcome) throw new HttpError(409, 'MANDATE_REFUSED', outcome.refused);
    return outcome.mandate;
  });

  app.post('/sepa/mandates/:id/revoke', {
    config: { access: { permission: SEE, shop: 'resource' } },
    schema: {
      tags: ['sepa'], summary: 'Revokes a mandate for good: no new debit under it (seeAllPayment)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), response: { 200: mandateSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    await ownMandate(request.params.id, request.access.can);
    const revoked = await mandates.revoke(request.params.id);
    if (!revoked) throw notFound(messages.notFound);
    return revoked;
  });

  app.get('/sepa/debitable', {
    config: { access: { permission: SEE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['sepa'], summary: 'The open invoices a new debit batch may take (their client has an active mandate, no batch holds them) and the earliest collection date (seeAllPayment)',
      security: [{ bearer: [] }], querystring: debitableQuerySchema, response: { 200: debitableAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => ({ earliestCollectionDate: earliestCollectionDate(today()), items: await batches.debitable(request.access.shopId) }));

  app.get('/sepa/batches', {
    config: { access: { permission: SEE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['sepa'], summary: "The shop's debit batches, newest first, with their debits (seeAllPayment)", security: [{ bearer: [] }],
      querystring: sepaBatchListQuerySchema, response: { 200: pageOf(sepaBatchSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => batches.list(request.access.shopId, request.query));

  app.post('/sepa/batches', {
    config: { access: { permission: SEE, shop: { body: 'shopId' } } },
    schema: {
      tags: ['sepa'], summary: 'Creates a pending debit batch: one debit per invoice chosen, for what is left on it, on a collection date from the next business day (seeAllPayment)',
      security: [{ bearer: [] }], body: sepaBatchBodySchema, response: { 201: sepaBatchSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const earliest = earliestCollectionDate(today());
    if (request.body.collectionDate < earliest) throw new HttpError(400, 'COLLECTION_TOO_SOON', sepaMessages.collectionTooSoon(earliest.split('-').reverse().join('/')));
    const outcome = await batches.create({ ...request.body, shopId: request.access.shopId }, request.access.subject.id);
    if (!outcome) throw notFound(messages.notFound);
    if ('refused' in outcome) throw new HttpError(409, 'NOT_DEBITABLE', outcome.refused);
    return reply.code(201).send(outcome.batch);
  });

  app.post('/sepa/batches/:id/file', {
    config: { access: { permission: SEE, shop: 'resource' } },
    schema: {
      tags: ['sepa'], summary: 'The pain.008.001.02 file of a batch for the bank; a pending batch (or one the bank refused) moves to processing (seeAllPayment)',
      security: [{ bearer: [] }], params: z.object({ id: idSchema }),
      // 200 is the XML file: no JSON schema to serialize it with.
      response: { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const shopId = await batches.shopOf(request.params.id);
    if (shopId === null || !request.access.can(shopId)) throw notFound(messages.notFound);
    const shop = await internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${shopId}/invoicing`);
    const creditorId = shop.billing.sepaCreditorId;
    if (!creditorId || !shop.bank) throw new HttpError(409, 'CREDITOR_MISSING', sepaMessages.creditorMissing);
    const creditor = { name: sepaText(shop.bank.holder || shop.name), creditorId, iban: shop.bank.iban, bic: shop.bank.bic };
    const handed = await batches.handOver(request.params.id, (batch, debits) => pain008Xml({
      messageId: batch.reference, createdAt: new Date(), collectionDate: batch.collectionDate, creditor, debits,
    }));
    if (!handed) throw notFound(messages.notFound);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${handed.batch.reference}.xml"`)
      .header('cache-control', 'private, no-store')
      // The schema types the JSON answers (errors); this one is the file's text.
      .send(handed.file as never);
  });

  app.delete('/sepa/batches/:id', {
    config: { access: { permission: SEE, shop: 'resource' } },
    schema: {
      tags: ['sepa'], summary: 'Deletes a debit batch no bank holds (pending, or refused by the bank): its invoices may go in another batch (seeAllPayment)',
      security: [{ bearer: [] }], params: z.object({ id: idSchema }),
      response: { 204: z.null(), 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    await ownBatch(request.params.id, request.access.can);
    const outcome = await batches.remove(request.params.id);
    if (!outcome) throw notFound(messages.notFound);
    if ('refused' in outcome) throw new HttpError(409, 'SEPA_BATCH_HELD', outcome.refused);
    return reply.code(204).send(null);
  });

  app.put('/sepa/batches/:id/status', {
    config: { access: { permission: SEE, shop: 'resource' } },
    schema: {
      tags: ['sepa'], summary: "The bank's answer on a batch in processing: completed (one debit payment recorded per invoice) or error (the file refused: nothing recorded) (seeAllPayment)",
      security: [{ bearer: [] }], params: z.object({ id: idSchema }), body: sepaBatchStatusBodySchema,
      response: { 200: sepaBatchSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    await ownBatch(request.params.id, request.access.can);
    const outcome = await batches.answer(request.params.id, request.body.status, request.access.subject.id);
    if (!outcome) throw notFound(messages.notFound);
    if ('refused' in outcome) throw new HttpError(409, 'SEPA_STATUS', outcome.refused);
    return outcome.batch;
  });
};
