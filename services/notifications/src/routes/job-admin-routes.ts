import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, failedJobPageSchema, failedJobsQuerySchema, isJobId, jobIdParamsSchema, retriedJobSchema } from '@vendange/contracts';
import { notFound, type JobQueue } from '@vendange/service-kit';

/**
 * The dead letters of the durable work queue, for the administrator (docs/decisions/durable-work.md). Every
 * process of every service shares the queue's tables, so this service lists and retries them all; a retried
 * job is taken by whichever process consumes its queue.
 */
export const jobAdminRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue }> = async (app, { jobs }) => {
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get('/admin/jobs/failed', {
    config: { access: { role: 'admin' } },
    schema: {
      ...admin, summary: 'Jobs whose retries are spent (dead letters), newest first: queue, data, error, dates (administrator)',
      querystring: failedJobsQuerySchema, response: { 200: failedJobPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { page, limit } = request.query;
    return { ...(await jobs.failed(page, limit)), page, limit };
  });

  app.post('/admin/jobs/:id/retry', {
    config: { access: { role: 'admin' } },
    schema: {
      ...admin, summary: 'Gives a failed job one more attempt, with the same idempotency key (administrator)',
      params: jobIdParamsSchema, response: { 200: retriedJobSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    if (!isJobId(request.params.id) || !(await jobs.retry(request.params.id))) throw notFound("Cette tâche n'existe pas ou n'est plus en échec.");
    return { id: request.params.id, retried: true as const };
  });
};
