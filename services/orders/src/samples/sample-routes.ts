import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consumerSampleRefusal, errorSchema, followUpOf, idSchema, pageOf, sampleAnswerBodySchema, sampleBodySchema, sampleDueCountSchema, sampleFollowUpBodySchema,
  sampleListQuerySchema, sampleMessages, sampleMoveAllowed, sampleOrderBodySchema, sampleSchema, sampleSendBodySchema,
  type ClientSummary, type ProductPrices, type SampleAction,
} from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { agentClientIds, HttpError, InternalCallError, notFound, type InternalCall } from '@vendange/service-kit';
import { enforceAgentSampleScope } from './agent-sample-scope';
import type { ResolvedSampleLine, SamplesRepo } from './samples-repo';

interface Options { samples: SamplesRepo; internal: InternalCall }

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** Read as the orders are read; written as staff orders are entered (createOrder). */
const READ = 'seeAllOrder' as const;
const WRITE = 'createOrder' as const;
// agentScope: an agent reaches only the samples of the clients given to them (docs/decisions/agents.md).
const readOn = (shop: { query: string } | 'resource') => ({ permission: READ, shop, agentScope: true }) as const;
const writeOn = (shop: { body: string } | 'resource') => ({ permission: WRITE, shop, agentScope: true }) as const;
/**
 * Leaving a sample at a visit (tour mode): an agent without createOrder may prepare one with createQuote, for one of
 * their clients only ('only': no one else gets in this way). Sending it (the stock exit) stays createOrder's.
 */
const AGENT_SAMPLE = { permission: 'createQuote', shop: { body: 'shopId' }, agentScope: 'only', name: 'agentSample' } as const;

/** The unique index of the samples' send keys refused a second sample with the same key. */
function sameKeyTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string; cause?: { code?: string; constraint_name?: string } };
  const pg = e.code ? e : e.cause;
  return pg?.code === '23505' && (pg.constraint_name ?? '').includes('samples_shop_send_key_unique');
}
/** Services and tourist taxes are no bottles. */
const NOT_GOODS = ['prestation', 'touristTax'];
const today = () => calendarDate(new Date());

/** Samples (docs/decisions/samples.md): bottles sent free to a client of the shop's CRM, their stock exit and follow-up. */
export const sampleRoutes: FastifyPluginAsyncZod<Options> = async (app, { samples, internal }) => {
  enforceAgentSampleScope(app, samples, internal);
  /** The sample, if it is one of the caller's shops; else 404, as for any document of another shop. */
  async function ownSample(id: number, can: (shopId: number) => boolean) {
    const row = await samples.row(id);
    if (!row || !can(row.shopId)) throw notFound(sampleMessages.unknown);
    return row;
  }
  const refuseMove = (action: SampleAction, status: Parameters<typeof sampleMoveAllowed>[0]) => {
    if (action === 'cancel' && status !== 'cancelled') return new HttpError(409, 'SAMPLE_ALREADY_SENT', sampleMessages.cancelSent);
    return new HttpError(409, 'SAMPLE_STATUS', sampleMessages.move[action]);
  };
  /** The sample as it is now, or the refusal of a move it no longer allows (moved meanwhile from another screen). */
  async function afterMove(id: number, action: SampleAction, moved: unknown) {
    if (!moved) throw refuseMove(action, (await samples.row(id))!.status);
    return (await samples.byId(id, today()))!;
  }

  app.get('/orders/samples', {
    config: { access: readOn({ query: 'shopId' }) },
    schema: {
      tags: ['samples'], summary: "A shop's samples, newest first: by status, « à relancer » (due=true), a client, a search (seeAllOrder)", security: [{ bearer: [] }],
      querystring: sampleListQuerySchema, response: { 200: pageOf(sampleSchema), ...errors },
    },
  }, async (request) => samples.list(request.access.shopId, request.query, today(), await agentClientIds(request.access, internal)));

  app.get('/orders/samples/due-count', {
    config: { access: readOn({ query: 'shopId' }) },
    schema: {
      tags: ['samples'], summary: 'How many samples wait for a follow-up today (seeAllOrder)', security: [{ bearer: [] }],
      querystring: z.object({ shopId: idSchema.optional() }), response: { 200: sampleDueCountSchema, ...errors },
    },
  }, async (request) => ({ due: await samples.dueCount(request.access.shopId, today(), await agentClientIds(request.access, internal)) }));

  app.get('/orders/samples/:id', {
    config: { access: readOn('resource') },
    schema: {
      tags: ['samples'], summary: 'A sample with its lines, status, follow-up and answer (seeAllOrder)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), response: { 200: sampleSchema, ...errors },
    },
  }, async (request) => {
    const row = await ownSample(request.params.id, request.access.can);
    return (await samples.byId(row.id, today()))!;
  });

  app.post('/orders/samples', {
    config: { access: { anyOf: [writeOn({ body: 'shopId' }), AGENT_SAMPLE] } },
    schema: {
      tags: ['samples'], summary: 'A sample prepared for a client of the CRM: catalogue formats, purpose; refused to a private client who did not ask; `key` makes a repeat answer the first (createOrder; an agent with createQuote, for one of their clients)', security: [{ bearer: [] }],
      body: sampleBodySchema, response: { 201: sampleSchema, ...errors },
    },
  }, async (request, reply) => {
    const b = request.body;
    // Sent again by tour mode's queue (its answer lost on the way): the first sample, nothing more.
    const first = b.key ? await samples.bySendKey(b.shopId, b.key) : null;
    if (first) return reply.code(200).send((await samples.byId(first, today()))!);
    const client = await internal<ClientSummary>('crm', 'GET', `/v1/internal/shops/${b.shopId}/clients/${b.clientId}`).catch((error: unknown) => {
      if (error instanceof InternalCallError && error.statusCode === 404) throw new HttpError(400, 'UNKNOWN_CLIENT', sampleMessages.clientUnknown);
      throw error;
    });
    const refusal = consumerSampleRefusal(client, b.requestedByClient);
    if (refusal) throw new HttpError(400, 'CONSUMER_SAMPLE', refusal);
    const catalog = await internal<ProductPrices>('catalog', 'POST', '/v1/internal/products/prices', {
      shopId: b.shopId, lines: b.lines.map((l) => ({ productId: l.productId, formatId: l.formatId, ...(l.vintageId ? { vintageId: l.vintageId } : {}) })),
    });
    const lines: ResolvedSampleLine[] = b.lines.map((asked, i) => {
      const found = catalog.lines[i];
      if (!found?.found || found.formatId !== asked.formatId) throw new HttpError(400, 'UNKNOWN_PRODUCT', sampleMessages.productUnknown(i + 1));
      if (NOT_GOODS.includes(found.productType)) throw new HttpError(400, 'NOT_GOODS', sampleMessages.notGoods(found.label));
      return { productId: asked.productId, formatId: asked.formatId, vintageId: found.vintageId, vintage: found.vintage, label: found.label, quantity: asked.quantity };
    });
    const made = await samples.insert({
      shopId: b.shopId, client: { id: client.id, name: client.name, isPro: client.isPro }, lines, purpose: b.purpose ?? null,
      requestedByClient: b.requestedByClient, deliveryAddress: b.deliveryAddress ?? null, createdBy: request.access.subject.id, at: new Date(), sendKey: b.key ?? null,
    }).then((id) => ({ id, existing: false })).catch(async (error: unknown) => {
      // Two sends of one key at once: the loser of the unique index answers the winner's sample.
      const winner = b.key && sameKeyTaken(error) ? await samples.bySendKey(b.shopId, b.key) : null;
      if (winner) return { id: winner, existing: true };
      throw error;
    });
    return reply.code(made.existing ? 200 : 201).send((await samples.byId(made.id, today()))!);
  });

  app.post('/orders/samples/:id/send', {
    config: { access: writeOn('resource') },
    schema: {
      tags: ['samples'], summary: 'The sample left: its bottles leave the stock ledger (reason sample); follow-up in 14 days unless a day is given (createOrder)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), body: sampleSendBodySchema, response: { 200: sampleSchema, ...errors },
    },
  }, async (request) => {
    const row = await ownSample(request.params.id, request.access.can);
    if (!sampleMoveAllowed(row.status, 'send')) throw refuseMove('send', row.status);
    const at = new Date();
    const sentOn = calendarDate(at);
    const chosen = request.body.followUpOn ?? null;
    if (chosen !== null && chosen < sentOn) throw new HttpError(400, 'VALIDATION_ERROR', sampleMessages.followUpPast);
    return afterMove(row.id, 'send', await samples.send(row.id, followUpOf(sentOn, chosen), at));
  });

  app.post('/orders/samples/:id/answer', {
    config: { access: writeOn('resource') },
    schema: {
      tags: ['samples'], summary: "The client's feedback on a sample sent (createOrder)", security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), body: sampleAnswerBodySchema, response: { 200: sampleSchema, ...errors },
    },
  }, async (request) => {
    const row = await ownSample(request.params.id, request.access.can);
    if (!sampleMoveAllowed(row.status, 'answer')) throw refuseMove('answer', row.status);
    return afterMove(row.id, 'answer', await samples.answer(row.id, request.body.feedback, new Date()));
  });

  app.post('/orders/samples/:id/order', {
    config: { access: writeOn('resource') },
    schema: {
      tags: ['samples'], summary: 'The order the sample led to, an order of the same shop (createOrder)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), body: sampleOrderBodySchema, response: { 200: sampleSchema, ...errors },
    },
  }, async (request) => {
    const row = await ownSample(request.params.id, request.access.can);
    if (!sampleMoveAllowed(row.status, 'order')) throw refuseMove('order', row.status);
    if (!(await samples.orderOf(row.shopId, request.body.orderId))) throw new HttpError(400, 'UNKNOWN_ORDER', sampleMessages.orderUnknown);
    return afterMove(row.id, 'order', await samples.linkOrder(row.id, request.body.orderId));
  });

  app.post('/orders/samples/:id/cancel', {
    config: { access: writeOn('resource') },
    schema: {
      tags: ['samples'], summary: 'Cancels a sample not sent yet; once sent the bottles have left and it stays (createOrder)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), response: { 200: sampleSchema, ...errors },
    },
  }, async (request) => {
    const row = await ownSample(request.params.id, request.access.can);
    if (!sampleMoveAllowed(row.status, 'cancel')) throw refuseMove('cancel', row.status);
    return afterMove(row.id, 'cancel', await samples.cancel(row.id, new Date()));
  });

  app.put('/orders/samples/:id/follow-up', {
    config: { access: writeOn('resource') },
    schema: {
      tags: ['samples'], summary: 'The day to call the client back about a sample sent (createOrder)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), body: sampleFollowUpBodySchema, response: { 200: sampleSchema, ...errors },
    },
  }, async (request) => {
    const row = await ownSample(request.params.id, request.access.can);
    if (!sampleMoveAllowed(row.status, 'followUp')) throw refuseMove('followUp', row.status);
    if (row.sentAt && request.body.followUpOn < calendarDate(row.sentAt)) throw new HttpError(400, 'VALIDATION_ERROR', sampleMessages.followUpPast);
    return afterMove(row.id, 'followUp', await samples.followUp(row.id, request.body.followUpOn));
  });
};
