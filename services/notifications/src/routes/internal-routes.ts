import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDocumentBodySchema, createNotificationBodySchema, errorSchema } from '@vendange/contracts';
import type { DownloadsRepo } from '../downloads-repo';
import type { NotificationsRepo } from '../notifications-repo';

const createdSchema = z.object({ id: z.number().int() });

/** How other services notify users and hand them documents; never exposed by the gateway. */
export const internalRoutes: FastifyPluginAsyncZod<{ repo: NotificationsRepo; downloads: DownloadsRepo }> = async (
  app, { repo, downloads },
) => {
  app.post('/internal/notifications', {
    config: { access: 'internal' },
    schema: { hide: true, body: createNotificationBodySchema, response: { 201: createdSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request, reply) => {
    const row = await repo.create(request.body);
    return reply.code(201).send({ id: row.id });
  });

  app.post('/internal/documents', {
    config: { access: 'internal' },
    schema: { hide: true, body: createDocumentBodySchema, response: { 201: createdSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request, reply) => {
    return reply.code(201).send({ id: await downloads.add(request.body) });
  });
};
