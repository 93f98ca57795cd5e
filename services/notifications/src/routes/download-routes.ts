import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentToDownloadSchema, errorSchema } from '@vendange/contracts';
import type { DownloadsRepo } from '../downloads-repo';

/** Documents prepared for the caller (spec point 7): each handed over once, then opened in a new tab. */
export const downloadRoutes: FastifyPluginAsyncZod<{ repo: DownloadsRepo }> = async (app, { repo }) => {
  app.get('/documents/to-download', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'], summary: 'Documents ready for the caller, not handed over yet; answering marks them delivered (poll every 30 s)',
      security: [{ bearer: [] }], response: { 200: z.array(documentToDownloadSchema), 401: errorSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return repo.takePending(request.access.subject.id);
  });
};
