import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { crmClientMessages as cm } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import type { CoverageRepo } from './coverage-repo';

/** The clients a request names: the `:id` of a client's routes, both sides of a merge. */
function clientsNamed(request: FastifyRequest): number[] {
  const url = request.routeOptions.url ?? '';
  if (/\/clients\/merge$/.test(url)) {
    const body = request.body as { keepId?: number; mergeId?: number } | undefined;
    return [body?.keepId, body?.mergeId].filter((id): id is number => typeof id === 'number');
  }
  if (/\/clients\/:id(\/|$)/.test(url)) return [Number((request.params as { id: unknown }).id)];
  return [];
}

/**
 * The one place an agent's reach over a client is enforced (docs/decisions/sales-structure.md): on every client
 * route whose rule declares `agentScope`, a client not given to the agent answers 404, like another shop's. Lists
 * and the new client are narrowed by their repo through `request.access.agentScope`.
 */
export function enforceAgentClientScope(app: FastifyInstance, coverage: CoverageRepo): void {
  const check: preHandlerAsyncHookHandler = async (request) => {
    const agentId = request.access.agentScope;
    if (!agentId) return;
    for (const clientId of clientsNamed(request)) {
      if ((await coverage.shopOfCovered(agentId, clientId, request.access.shopsWith(null))) === null) throw notFound(cm.notFound);
    }
  };
  // After the access rule's own preHandler (the service kit puts it first), which establishes request.access.
  app.addHook('onRoute', (route) => {
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    if (!own.includes(check)) route.preHandler = [...own, check];
  });
}
