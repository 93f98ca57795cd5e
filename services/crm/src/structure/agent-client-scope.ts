import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { crmClientMessages as cm, opportunityMessages, taskMessages } from '@vendange/contracts';
import { notFound, type Db, type HttpError } from '@vendange/service-kit';
import { opportunities, tasks } from '../db/schema';
import type { CoverageRepo } from './coverage-repo';

/** Something a request names that the agent must have been given, and the 404 answered when they were not. */
type Named = { client: number; refusal: () => HttpError } | { task: number } | { opportunity: number };

const clientRefusal = () => notFound(cm.notFound);

/**
 * What a request names: the `:id` of a client's, a task's or an opportunity's routes, both sides of a merge, and the
 * client a task or an opportunity is written for (`clientId` of the body).
 */
function named(request: FastifyRequest): Named[] {
  const url = request.routeOptions.url ?? '';
  const id = Number((request.params as { id?: unknown } | undefined)?.id);
  const body = (request.body ?? {}) as { keepId?: unknown; mergeId?: unknown; clientId?: unknown };
  const found: Named[] = [];
  if (/\/clients\/merge$/.test(url)) {
    for (const c of [body.keepId, body.mergeId]) if (typeof c === 'number') found.push({ client: c, refusal: clientRefusal });
    return found;
  }
  if (/\/clients\/:id(\/|$)/.test(url)) found.push({ client: id, refusal: clientRefusal });
  if (/\/tasks\/:id$/.test(url)) found.push({ task: id });
  if (/\/opportunities\/:id(\/move)?$/.test(url)) found.push({ opportunity: id });
  if (/\/(tasks|opportunities)(\/:id)?$/.test(url) && typeof body.clientId === 'number') found.push({ client: body.clientId, refusal: clientRefusal });
  return found;
}

/**
 * The one place an agent's reach is enforced on crm's routes (docs/decisions/sales-structure.md, agents.md): on every
 * route whose rule declares `agentScope`, a client not given to the agent answers 404, like another shop's, and so do
 * a task or an opportunity about such a client (a task without a client: only one given to or written by the agent).
 * Lists are narrowed by their repo through `request.access.agentScope` (`coveredBy`, `taskSeenBy`).
 */
export function enforceAgentClientScope(app: FastifyInstance, coverage: CoverageRepo, db: Db): void {
  const covered = async (agentId: number, clientId: number, request: FastifyRequest) =>
    (await coverage.shopOfCovered(agentId, clientId, request.access.shopsWith(null))) !== null;
  const check: preHandlerAsyncHookHandler = async (request) => {
    const agentId = request.access.agentScope;
    if (!agentId) return;
    for (const n of named(request)) {
      if ('client' in n) {
        if (!(await covered(agentId, n.client, request))) throw n.refusal();
      } else if ('task' in n) {
        const [task] = await db.select({ clientId: tasks.clientId, assigneeId: tasks.assigneeId, createdById: tasks.createdById }).from(tasks).where(eq(tasks.id, n.task));
        // An unknown task is the handler's 404; one about a client not given to the agent answers the same.
        if (!task) continue;
        const seen = task.clientId === null ? task.assigneeId === agentId || task.createdById === agentId : await covered(agentId, task.clientId, request);
        if (!seen) throw notFound(taskMessages.unknown);
      } else {
        const [opportunity] = await db.select({ clientId: opportunities.clientId }).from(opportunities).where(eq(opportunities.id, n.opportunity));
        if (opportunity && !(await covered(agentId, opportunity.clientId, request))) throw notFound(opportunityMessages.unknown);
      }
    }
  };
  // After the access rule's own preHandler (the service kit puts it first), which establishes request.access.
  app.addHook('onRoute', (route) => {
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    if (!own.includes(check)) route.preHandler = [...own, check];
  });
}
