import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, markAsSeenBodySchema, markAsSeenResponseSchema, notificationListQuerySchema, notificationSchema, UNSEEN_COUNT_HEADER } from '@vendange/contracts';
import type { FastifyRequest } from 'fastify';
import { audienceOf } from '../audience';
import type { NotificationsRepo } from '../notifications-repo';

const tags = ['notifications'];

/** The notification centre (spec points 4 and 7): the caller's list, unseen count, mark as seen. */
export const notificationRoutes: FastifyPluginAsyncZod<{ repo: NotificationsRepo }> = async (app, { repo }) => {
  /** Rights are read fresh on every call (the access rule does): a blocked link or a withdrawn permission hides at once. */
  const audienceOfRequest = (request: FastifyRequest) => audienceOf(request.access.subject);

  app.get('/notifications-centers', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'The notifications the caller may see, newest first; header x-unseen-count gives the unseen total', security: [{ bearer: [] }],
      querystring: notificationListQuerySchema,
      response: { 200: z.array(notificationSchema), 400: errorSchema, 401: errorSchema },
    },
  }, async (request, reply) => {
    const audience = await audienceOfRequest(request);
    const [items, unseen] = await Promise.all([repo.list(audience, request.query), repo.unseenCount(audience)]);
    reply.header(UNSEEN_COUNT_HEADER, String(unseen));
    reply.header('cache-control', 'no-store');
    return items;
  });

  app.put('/notifications-centers/mark-as-seen', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Marks the listed notifications as seen (ids the caller cannot see are ignored)', security: [{ bearer: [] }],
      body: markAsSeenBodySchema, response: { 200: markAsSeenResponseSchema, 400: errorSchema, 401: errorSchema },
    },
  }, async (request) => {
    const audience = await audienceOfRequest(request);
    await repo.markSeen(audience, [...new Set(request.body.arrayOfIds)]);
    return { success: true as const, unseen: await repo.unseenCount(audience) };
  });

  app.put('/notifications-centers/mark-all-as-seen', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Marks every notification the caller sees as seen', security: [{ bearer: [] }],
      response: { 200: markAsSeenResponseSchema, 401: errorSchema },
    },
  }, async (request) => {
    const audience = await audienceOfRequest(request);
    await repo.markSeen(audience, 'all');
    return { success: true as const, unseen: 0 };
  });
};
