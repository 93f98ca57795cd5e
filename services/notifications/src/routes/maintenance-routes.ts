import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMaintenanceBodySchema, errorSchema, idSchema, maintenanceSchema, maintenanceStateSchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import { maintenanceStateAt } from '../maintenance-state';
import type { MaintenancesRepo } from '../maintenances-repo';

/** Maintenance notices: the state every tab polls, and the administrator's planning. */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ repo: MaintenancesRepo }> = async (app, { repo }) => {
  app.get('/maintenances', {
    config: { access: 'public' },
    schema: {
      tags: ['maintenances'], summary: 'Maintenance now: none, a banner with the planned dates, or the full page with the end time (spec point 7)',
      response: { 200: maintenanceStateSchema },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return maintenanceStateAt(await repo.upcoming(), new Date());
  });

  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get('/admin/maintenances', {
    config: { access: { role: 'admin' } },
    schema: { ...admin, summary: 'Planned maintenances, newest first (administrator)', response: { 200: z.array(maintenanceSchema), 401: errorSchema, 403: errorSchema } },
  }, async () => repo.list());

  app.post('/admin/maintenances', {
    config: { access: { role: 'admin' } },
    schema: {
      ...admin, summary: 'Plans a maintenance: a banner until it starts, then the full page when `page` (administrator)',
      body: createMaintenanceBodySchema, response: { 201: maintenanceSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => reply.code(201).send(await repo.create(request.body, request.access.subject.id)));

  app.delete('/admin/maintenances/:id', {
    config: { access: { role: 'admin' } },
    schema: {
      ...admin, summary: 'Cancels a maintenance: it shows no more (administrator)',
      params: z.object({ id: idSchema }), response: { 200: maintenanceSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const cancelled = await repo.cancel(request.params.id);
    if (!cancelled) throw notFound("Cette maintenance n'existe pas.");
    return cancelled;
  });
};
