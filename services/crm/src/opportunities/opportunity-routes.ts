import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, idSchema, opportunityBoardQuerySchema, opportunityBoardSchema, opportunityBodySchema, opportunityMessages, opportunityMoveBodySchema,
  opportunitySchema, opportunityUpdateBodySchema, pipelineStageSchema, stageBodySchema, stageOrderBodySchema, stageUpdateBodySchema, type PipelineStage,
} from '@vendange/contracts';
import { HttpError, notFound, type Db, type InternalCall } from '@vendange/service-kit';
import { clientOfShop } from '../client-of-shop';
import { shopStaff } from '../staff';
import { boardOf, type OpportunitiesRepo } from './opportunities-repo';
import { pipelineComplete, type StagesRepo } from './stages-repo';

interface Options { db: Db; stages: StagesRepo; opportunities: OpportunitiesRepo; internal: InternalCall }

/** Routes naming a task or opportunity act on the shop of the query (the caller's default shop without one). */
const shopQuery = z.object({ shopId: idSchema.optional() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** Opportunities are part of the client file: read with seeAllClient, written with createClient (the route registry's rights). */
const READ = { permission: 'seeAllClient', module: 'crm' } as const;
const WRITE = { permission: 'createClient', module: 'crm' } as const;
// agentScope: an agent reads and writes only the opportunities of the clients given to them (docs/decisions/agents.md).
// The pipeline's stages are the shop's settings: not narrowed (an agent reads them; createClient writes them).
const READ_OWN = { ...READ, agentScope: true } as const;
const WRITE_OWN = { ...WRITE, agentScope: true } as const;
const closedAtOf = (stage: PipelineStage, before: Date | null) => (stage.outcome === 'open' ? null : (before ?? new Date()));

/** The pipeline board and its stages (docs/decisions/crm-tasks.md). */
export const opportunityRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, stages, opportunities, internal }) => {
  async function ownStage(id: number, shopId: number) {
    const row = await stages.row(id);
    if (!row || row.shopId !== shopId) throw notFound(opportunityMessages.stageUnknown);
    return row;
  }
  async function ownOpportunity(id: number, shopId: number) {
    const row = await opportunities.row(id);
    if (!row || row.shopId !== shopId) throw notFound(opportunityMessages.unknown);
    return row;
  }
  async function stageOf(shopId: number, id: number) {
    const stage = await stages.byId(shopId, id);
    if (!stage) throw new HttpError(400, 'UNKNOWN_STAGE', opportunityMessages.stageUnknown);
    return stage;
  }
  async function owner(shopId: number, id: number) {
    const found = (await shopStaff(internal, shopId)).find((s) => s.id === id);
    if (!found) throw new HttpError(400, 'UNKNOWN_OWNER', opportunityMessages.ownerUnknown);
    return found;
  }
  async function client(shopId: number, id: number) {
    const found = await clientOfShop(db, shopId, id);
    if (!found) throw new HttpError(400, 'UNKNOWN_CLIENT', opportunityMessages.clientUnknown);
    return found;
  }
  const nameTaken = (error: unknown): never => {
    // drizzle wraps the driver's error: the unique violation is the error or its cause.
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw new HttpError(409, 'STAGE_TAKEN', opportunityMessages.stageTaken);
    throw error;
  };

  app.get('/opportunities', {
    config: { access: { ...READ_OWN, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'The pipeline board: each stage with its opportunities and totals (seeAllClient)', security: [{ bearer: [] }],
      querystring: opportunityBoardQuerySchema, response: { 200: opportunityBoardSchema, ...errors },
    },
  }, async (request) => {
    const shopId = request.access.shopId;
    const [pipeline, items] = await Promise.all([stages.list(shopId), opportunities.ofShop(shopId, request.query, request.access.agentScope)]);
    return { columns: boardOf(pipeline, items) };
  });

  app.get('/opportunities/stages', {
    config: { access: { ...READ, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: "The shop's pipeline stages in order (the defaults the first time) (seeAllClient)", security: [{ bearer: [] }],
      querystring: z.object({ shopId: idSchema.optional() }), response: { 200: z.object({ items: z.array(pipelineStageSchema) }), ...errors },
    },
  }, async (request) => ({ items: await stages.list(request.access.shopId) }));

  app.post('/opportunities/stages', {
    config: { access: { ...WRITE, shop: { body: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'Adds a stage at the end of the pipeline (createClient)', security: [{ bearer: [] }],
      body: stageBodySchema, response: { 201: pipelineStageSchema, ...errors },
    },
  }, async (request, reply) => {
    const { shopId, ...stage } = request.body;
    return reply.code(201).send(await stages.insert(shopId, stage).catch(nameTaken));
  });

  app.put('/opportunities/stages/order', {
    config: { access: { ...WRITE, shop: { body: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'Sets the order of the stages: those named first, each once, the others after (createClient)', security: [{ bearer: [] }],
      body: stageOrderBodySchema, response: { 200: z.object({ items: z.array(pipelineStageSchema) }), ...errors },
    },
  }, async (request) => {
    const { shopId, ids } = request.body;
    const current = await stages.list(shopId);
    // The stages named go first in that order; any added meanwhile from another screen keep theirs after them.
    const known = ids.every((id) => current.some((s) => s.id === id));
    if (!known || new Set(ids).size !== ids.length) throw new HttpError(400, 'VALIDATION_ERROR', opportunityMessages.stageOrder);
    await stages.reorder(shopId, [...ids, ...current.map((s) => s.id).filter((id) => !ids.includes(id))]);
    return { items: await stages.list(shopId) };
  });

  app.put('/opportunities/stages/:id', {
    config: { access: { ...WRITE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: "Renames a stage, changes its outcome or probability (createClient)", security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, body: stageUpdateBodySchema, response: { 200: pipelineStageSchema, ...errors },
    },
  }, async (request) => {
    const row = await ownStage(request.params.id, request.access.shopId);
    const b = request.body;
    if (b.outcome && b.outcome !== row.outcome) {
      const after = (await stages.list(row.shopId)).map((s) => (s.id === row.id ? { ...s, outcome: b.outcome! } : s));
      if (!pipelineComplete(after)) throw new HttpError(409, 'PIPELINE_INCOMPLETE', opportunityMessages.lastStage);
    }
    await stages.update(row.id, b).catch(nameTaken);
    return (await stages.byId(row.shopId, row.id))!;
  });

  app.delete('/opportunities/stages/:id', {
    config: { access: { ...WRITE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'Deletes a stage no opportunity is at (createClient)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, response: { 204: z.null(), ...errors },
    },
  }, async (request, reply) => {
    const row = await ownStage(request.params.id, request.access.shopId);
    if (await stages.used(row.id)) throw new HttpError(409, 'STAGE_USED', opportunityMessages.stageUsed);
    if (!pipelineComplete((await stages.list(row.shopId)).filter((s) => s.id !== row.id))) throw new HttpError(409, 'PIPELINE_INCOMPLETE', opportunityMessages.lastStage);
    await stages.remove(row.id);
    return reply.code(204).send(null);
  });

  app.post('/opportunities', {
    config: { access: { ...WRITE_OWN, shop: { body: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'An opportunity with a client: amount in cents, probability, expected date, owner, stage (createClient)', security: [{ bearer: [] }],
      body: opportunityBodySchema, response: { 201: opportunitySchema, ...errors },
    },
  }, async (request, reply) => {
    const b = request.body;
    const shopId = b.shopId;
    const [found, person, stage] = await Promise.all([
      client(shopId, b.clientId), owner(shopId, b.ownerId ?? request.access.subject.id),
      b.stageId ? stageOf(shopId, b.stageId) : stages.list(shopId).then((all) => all[0]!),
    ]);
    const id = await opportunities.insert({
      shopId, clientId: found.id, title: b.title, amountCents: b.amountCents, probability: b.probability ?? stage.probability, expectedOn: b.expectedOn,
      stageId: stage.id, ownerId: person.id, ownerName: person.name, closedAt: closedAtOf(stage, null),
    });
    return reply.code(201).send((await opportunities.byId(id))!);
  });

  app.get('/opportunities/:id', {
    config: { access: { ...READ_OWN, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'An opportunity (seeAllClient)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, response: { 200: opportunitySchema, ...errors },
    },
  }, async (request) => {
    const row = await ownOpportunity(request.params.id, request.access.shopId);
    return (await opportunities.byId(row.id))!;
  });

  app.put('/opportunities/:id', {
    config: { access: { ...WRITE_OWN, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'Changes an opportunity (createClient)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, body: opportunityUpdateBodySchema, response: { 200: opportunitySchema, ...errors },
    },
  }, async (request) => {
    const row = await ownOpportunity(request.params.id, request.access.shopId);
    const b = request.body;
    const [found, person] = await Promise.all([b.clientId ? client(row.shopId, b.clientId) : null, b.ownerId ? owner(row.shopId, b.ownerId) : null]);
    await opportunities.update(row.id, {
      ...(found ? { clientId: found.id } : {}), ...(person ? { ownerId: person.id, ownerName: person.name } : {}),
      ...(b.title !== undefined ? { title: b.title } : {}), ...(b.amountCents !== undefined ? { amountCents: b.amountCents } : {}),
      ...(b.probability !== undefined ? { probability: b.probability } : {}), ...('expectedOn' in b && b.expectedOn !== undefined ? { expectedOn: b.expectedOn } : {}),
    });
    return (await opportunities.byId(row.id))!;
  });

  app.post('/opportunities/:id/move', {
    config: { access: { ...WRITE_OWN, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: "Moves an opportunity to another stage; its probability becomes the stage's; won or lost closes it (createClient)", security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, body: opportunityMoveBodySchema, response: { 200: opportunitySchema, ...errors },
    },
  }, async (request) => {
    const row = await ownOpportunity(request.params.id, request.access.shopId);
    const stage = await stageOf(row.shopId, request.body.stageId);
    if (stage.id !== row.stageId) {
      await opportunities.update(row.id, { stageId: stage.id, probability: stage.probability, closedAt: closedAtOf(stage, row.closedAt) });
    }
    return (await opportunities.byId(row.id))!;
  });

  app.delete('/opportunities/:id', {
    config: { access: { ...WRITE_OWN, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'Deletes an opportunity (createClient)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, response: { 204: z.null(), ...errors },
    },
  }, async (request, reply) => {
    const row = await ownOpportunity(request.params.id, request.access.shopId);
    await opportunities.remove(row.id);
    return reply.code(204).send(null);
  });
};
