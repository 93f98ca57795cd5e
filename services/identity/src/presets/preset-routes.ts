import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, rolePresetBodySchema, rolePresetListSchema, rolePresetMessages as pm, rolePresetSchema } from '@vendange/contracts';
import { HttpError, isUniqueViolation, notFound, type Db } from '@vendange/service-kit';
import { presetsRepo } from './presets-repo';

const secured = { security: [{ bearer: [] }], tags: ['identity'] };
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
// As the collaborators they are applied to: accessCollaborator reads, createCollaborator changes, module iam.
const read = { permission: 'accessCollaborator', shop: { query: 'shopId' }, module: 'iam' } as const;
const write = { permission: 'createCollaborator', shop: { body: 'shopId' }, module: 'iam' } as const;
const writeQuery = { permission: 'createCollaborator', shop: { query: 'shopId' }, module: 'iam' } as const;
const params = z.object({ id: idSchema });
const refuseTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new HttpError(409, 'PRESET_NAME_TAKEN', pm.duplicateName);
  throw error;
};

/** Role presets (settings?link=roles, docs/decisions/sales-structure.md): named sets of permissions a collaborator's page applies. */
export const presetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const presets = presetsRepo(db);

  app.get('/collaborators/presets', {
    config: { access: read },
    schema: { ...secured, summary: "The shop's role presets; the defaults the first time (accessCollaborator)", querystring: z.object({ shopId: idSchema.optional() }), response: { 200: rolePresetListSchema, ...errors } },
  }, async (request) => ({ items: await presets.list(request.access.shopId) }));

  app.post('/collaborators/presets', {
    config: { access: write },
    schema: { ...secured, summary: 'Creates a role preset (createCollaborator)', body: rolePresetBodySchema, response: { 201: rolePresetSchema, ...errors } },
  }, async (request, reply) => {
    const created = await presets.create(request.access.shopId, request.body.name, request.body.permissions).catch(refuseTaken);
    return reply.code(201).send(created);
  });

  app.put('/collaborators/presets/:id', {
    config: { access: write },
    schema: { ...secured, summary: 'Edits a role preset; collaborators it was applied to keep their rights (createCollaborator)', params, body: rolePresetBodySchema, response: { 200: rolePresetSchema, ...errors } },
  }, async (request) => {
    const updated = await presets.update(request.access.shopId, request.params.id, request.body.name, request.body.permissions).catch(refuseTaken);
    if (!updated) throw notFound(pm.notFound);
    return updated;
  });

  app.delete('/collaborators/presets/:id', {
    config: { access: writeQuery },
    schema: { ...secured, summary: 'Removes a role preset (createCollaborator)', params, querystring: z.object({ shopId: idSchema.optional() }), response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    if (!(await presets.remove(request.access.shopId, request.params.id))) throw notFound(pm.notFound);
    return reply.code(204).send(null);
  });
};
