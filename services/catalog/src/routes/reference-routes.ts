import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, referenceListNameSchema, referenceListSchema } from '@vendange/contracts';
import { referenceLists } from '../references/reference-index';

/** Reference lists (spec point 3): the same for everyone, so public and cached by browsers and proxies. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/references/:list', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'], summary: 'One reference list (labels, containers, units, grape varieties, excise codes…)',
      params: z.object({ list: referenceListNameSchema }), response: { 200: referenceListSchema, 400: errorSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400');
    return { list: request.params.list, items: referenceLists[request.params.list] };
  });
};
