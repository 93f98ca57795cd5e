import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, pageOf, prospectListQuerySchema, prospectSchema } from '@vendange/contracts';
import type { ProspectsRepo } from './prospects-repo';

/** Prospection (docs/decisions/crm-tasks.md): the prospects to call or visit; planning one is a task (POST /v1/tasks). */
export const prospectionRoutes: FastifyPluginAsyncZod<{ prospects: ProspectsRepo }> = async (app, { prospects }) => {
  app.get('/prospection', {
    config: { access: { permission: 'seeAllClient', shop: { query: 'shopId' }, module: 'crm', agentScope: true } },
    schema: {
      tags: ['crm'], summary: "The shop's prospects by department and typology, with their last contact and next step (seeAllClient)", security: [{ bearer: [] }],
      querystring: prospectListQuerySchema,
      response: { 200: pageOf(prospectSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => prospects.list(request.access.shopId, request.query, request.access.agentScope));
};
