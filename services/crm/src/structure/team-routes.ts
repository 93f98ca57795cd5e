import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, idSchema, salesStructureMessages as sm, salesTeamBodySchema, salesTeamListSchema, salesTeamSchema, type SalesTeamMember,
} from '@vendange/contracts';
import { HttpError, isUniqueViolation, notFound, type InternalCall } from '@vendange/service-kit';
import { shopStaff } from '../staff';
import { agentOfShop } from './coverage-routes';
import { makesLoop } from '@vendange/contracts';
import type { TeamsRepo } from './teams-repo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const secured = { tags: ['crm'], security: [{ bearer: [] }] };
const READ = { permission: 'accessCollaborator', shop: { query: 'shopId' }, module: 'iam' } as const;
const WRITE_BODY = { permission: 'createCollaborator', shop: { body: 'shopId' }, module: 'iam' } as const;
const WRITE_QUERY = { permission: 'createCollaborator', shop: { query: 'shopId' }, module: 'iam' } as const;
const params = z.object({ id: idSchema });

/**
 * The sales structure (docs/decisions/sales-structure.md): teams with a region, a manager and the team above, their
 * collaborators and agents; accessCollaborator reads it, createCollaborator changes it, module iam like the collaborators.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ teams: TeamsRepo; internal: InternalCall }> = async (app, { teams, internal }) => {
  /** The body's people checked against identity (staff of the shop, its agents) and named; the manager among the staff. */
  async function fieldsOf(shopId: number, id: number | null, body: z.infer<typeof salesTeamBodySchema>) {
    const staff = await shopStaff(internal, shopId);
    const members: SalesTeamMember[] = [];
    for (const m of new Map(body.members.map((x) => [x.userId, x])).values()) {
      if (m.kind === 'agent') {
        const agent = await agentOfShop(internal, shopId, m.userId);
        members.push({ userId: agent.id, kind: 'agent', name: `${agent.firstname} ${agent.lastname}`.trim() || agent.email });
      } else {
        const person = staff.find((s) => s.id === m.userId);
        if (!person) throw new HttpError(400, 'UNKNOWN_MEMBER', sm.unknownMember);
        members.push({ userId: person.id, kind: 'collaborator', name: person.name });
      }
    }
    const manager = body.managerId === null ? null : staff.find((s) => s.id === body.managerId) ?? null;
    if (body.managerId !== null && !manager) throw new HttpError(400, 'UNKNOWN_MANAGER', sm.managerNotMember);
    if (body.parentId !== null) {
      const parents = await teams.parents(shopId);
      if (!parents.has(body.parentId)) throw notFound(sm.teamNotFound);
      if (makesLoop(parents, id, body.parentId)) throw new HttpError(400, 'TEAM_LOOP', sm.parentLoop);
    }
    return { name: body.name, departments: [...new Set(body.departments)], manager, parentId: body.parentId, members };
  }

  async function saved(shopId: number, id: number) {
    return (await teams.list(shopId)).find((t) => t.id === id)!;
  }

  async function save(shopId: number, id: number | null, body: z.infer<typeof salesTeamBodySchema>): Promise<number> {
    try {
      const saved = await teams.save(shopId, id, await fieldsOf(shopId, id, body));
      if (saved === null) throw notFound(sm.teamNotFound);
      return saved;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'TEAM_NAME_TAKEN', sm.duplicateName);
      throw error;
    }
  }

  app.get('/sales-teams', {
    config: { access: READ },
    schema: { ...secured, summary: "The shop's sales teams in tree order, their members and the clients their agents cover (accessCollaborator)", querystring: z.object({ shopId: idSchema.optional() }), response: { 200: salesTeamListSchema, ...errors } },
  }, async (request) => ({ items: await teams.list(request.access.shopId) }));

  app.post('/sales-teams', {
    config: { access: WRITE_BODY },
    schema: { ...secured, summary: 'Creates a sales team with its region, manager and members (createCollaborator)', body: salesTeamBodySchema, response: { 201: salesTeamSchema, ...errors } },
  }, async (request, reply) => {
    const { shopId } = request.access;
    return reply.code(201).send(await saved(shopId, await save(shopId, null, request.body)));
  });

  app.put('/sales-teams/:id', {
    config: { access: WRITE_BODY },
    schema: { ...secured, summary: 'Edits a sales team: its members are replaced by the ones sent (createCollaborator)', params, body: salesTeamBodySchema, response: { 200: salesTeamSchema, ...errors } },
  }, async (request) => {
    const { shopId } = request.access;
    return saved(shopId, await save(shopId, request.params.id, request.body));
  });

  app.delete('/sales-teams/:id', {
    config: { access: WRITE_QUERY },
    schema: { ...secured, summary: 'Removes a sales team; the teams under it move to the top (createCollaborator)', params, querystring: z.object({ shopId: idSchema.optional() }), response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    if (!(await teams.remove(request.access.shopId, request.params.id))) throw notFound(sm.teamNotFound);
    return reply.code(204).send(null);
  });
};
