import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentFindQuerySchema, agentInvitationResultSchema, agentListQuerySchema, agentPageSchema, agentProfileSchema, agentSchema, errorSchema, foundAgentSchema,
  idSchema, inviteAgentBodySchema, pageOf, updateAgentBodySchema,
} from '@vendange/contracts';
import { HttpError, notFound, type Db, type InternalCall, type Mailer } from '@vendange/service-kit';
import type { UsersRepo } from '../users-repo';
import { agentInvitationMail, agentLinkedMail } from './agent-mails';
import { agentsRepo } from './agents-repo';

interface Deps { db: Db; repo: UsersRepo; mailer: Mailer; internal: InternalCall; publicUrl: string }

const secured = { security: [{ bearer: [] }], tags: ['identity'] };
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The agents screens belong to the agents module. Reading them takes accessAgent; the recipients field of spec
 * point 5 also reads this list but asks for it only when the user holds accessCollaborator too (docs/decisions/agents.md).
 */
const read = { permission: 'accessAgent', shop: { query: 'shopId' }, module: 'agents' } as const;
const write = { permission: 'createAgent', shop: { body: 'shopId' }, module: 'agents' } as const;

/** A producer's agents: list, find registered ones, invite (linked at once or by mail), price list; an agent's own profile. */
export const agentRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, repo, mailer, internal, publicUrl }) => {
  const agents = agentsRepo(db);
  const shopName = async (shopId: number) => (await internal<{ name: string }>('shops', 'GET', `/v1/shops/${shopId}`)).name;

  app.get('/agents', {
    config: { access: read },
    schema: { ...secured, summary: "A shop's agents as users[] (accessAgent)", querystring: agentListQuerySchema, response: { 200: agentPageSchema, ...errors } },
  }, async (request) => agents.list(request.access.shopId, request.query));

  app.get('/agents/find', {
    config: { access: read },
    schema: { ...secured, summary: 'Agents who registered, by a department and a typology they cover (accessAgent)', querystring: agentFindQuerySchema, response: { 200: pageOf(foundAgentSchema), ...errors } },
  }, async (request) => agents.find(request.access.shopId, request.query));

  app.get('/agents/me/profile', {
    config: { access: { role: 'agent' } },
    schema: { ...secured, summary: 'The departments and typologies the agent covers (agents only)', response: { 200: agentProfileSchema, ...errors } },
  }, async (request) => agents.profile(request.access.subject.id));

  app.put('/agents/me/profile', {
    config: { access: { role: 'agent' } },
    schema: { ...secured, summary: 'The agent says what they cover: producers find them by it (agents only)', body: agentProfileSchema, response: { 200: agentProfileSchema, ...errors } },
  }, async (request) => {
    await agents.saveProfile(request.access.subject.id, request.body);
    return agents.profile(request.access.subject.id);
  });

  app.get('/agents/:id', {
    config: { access: read },
    schema: { ...secured, summary: 'One agent of the shop (accessAgent)', params: z.object({ id: idSchema }), querystring: z.object({ shopId: idSchema.optional() }), response: { 200: agentSchema, ...errors } },
  }, async (request) => {
    const found = await agents.get(request.access.shopId, request.params.id);
    if (!found) throw notFound("Cet agent ne travaille pas pour votre boutique.");
    return found;
  });

  app.post('/agents/invitations', {
    config: { access: write },
    schema: {
      ...secured, summary: 'Invite an agent (createAgent): an agent account is linked at once, another address is mailed an invitation to register',
      body: inviteAgentBodySchema, response: { 200: agentInvitationResultSchema, 201: agentInvitationResultSchema, ...errors },
    },
  }, async (request, reply) => {
    const { shopId, userId } = request.access;
    const b = request.body;
    const account = b.agentId ? await repo.rowOf(b.agentId) : await repo.findByEmail(b.email!);
    if (b.agentId && account?.role !== 'agent') throw notFound('Agent introuvable : il a peut-être fermé son compte.');
    const typology = b.typology ?? null;
    if (account) {
      if (account.role !== 'agent') throw new HttpError(409, 'NOT_AN_AGENT', "Cette adresse est celle d'un compte qui n'est pas un agent : invitez une autre adresse.");
      const already = await agents.get(shopId, account.id);
      if (!already && !(await agents.link(shopId, account.id, typology))) {
        throw new HttpError(409, 'ALREADY_LINKED', 'Ce compte est déjà relié à votre boutique autrement que comme agent.');
      }
      if (!already) await mailer.send(agentLinkedMail(account.email, account.firstname, await shopName(shopId), `${publicUrl}/dashboard`));
      return reply.code(already ? 200 : 201).send({ status: 'linked', agent: await agents.get(shopId, account.id) });
    }
    const email = b.email!;
    await agents.invite(shopId, email, typology, userId!);
    await mailer.send(agentInvitationMail(email, await shopName(shopId), `${publicUrl}/auth/register/agent?email=${encodeURIComponent(email)}`));
    return reply.code(201).send({ status: 'invited', agent: null });
  });

  app.put('/agents/:id', {
    config: { access: write },
    schema: { ...secured, summary: "An agent's price list for the shop, or block them (createAgent)", params: z.object({ id: idSchema }), body: updateAgentBodySchema, response: { 200: agentSchema, ...errors } },
  }, async (request) => {
    const { shopId } = request.access;
    if (!(await agents.get(shopId, request.params.id))) throw notFound("Cet agent ne travaille pas pour votre boutique.");
    const { typology, blocked } = request.body;
    await agents.update(shopId, request.params.id, { ...(typology === undefined ? {} : { typology }), ...(blocked === undefined ? {} : { blocked }) });
    return (await agents.get(shopId, request.params.id))!;
  });

  // Orders asks whether a user is an agent of the shop (not blocked) before recording them on a sale or a rate.
  app.get('/internal/shops/:shopId/agents/:agentId', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ shopId: idSchema, agentId: idSchema }), response: { 200: agentSchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const found = await agents.get(request.params.shopId, request.params.agentId);
    if (!found || found.blocked) throw notFound();
    return found;
  });
};
