import type { FastifyInstance } from 'fastify';
import type { ServiceJobs, ServiceOptions } from '@vendange/service-kit';
import { opportunityRoutes } from './opportunities/opportunity-routes';
import { opportunitiesRepo } from './opportunities/opportunities-repo';
import { stagesRepo } from './opportunities/stages-repo';
import { prospectionRoutes } from './prospection/prospection-routes';
import { prospectsRepo } from './prospection/prospects-repo';
import { setupTaskJobs } from './tasks/task-jobs';
import { taskRoutes } from './tasks/task-routes';
import { tasksRepo } from './tasks/tasks-repo';

/** Tasks, calendar, opportunities and prospection (docs/decisions/crm-tasks.md), on the crm's outbox and queue. */
export async function registerTasksAndOpportunities(app: FastifyInstance, options: ServiceOptions, jobs: ServiceJobs): Promise<void> {
  const { db, internal } = options;
  const tasks = tasksRepo(db);
  const taskJobs = await setupTaskJobs({ db, queue: options.jobs, jobs, tasks });
  await app.register(taskRoutes, { db, tasks, internal, jobs, taskJobs });
  await app.register(opportunityRoutes, { db, stages: stagesRepo(db), opportunities: opportunitiesRepo(db), internal });
  await app.register(prospectionRoutes, { prospects: prospectsRepo(db) });
}
