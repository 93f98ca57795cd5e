import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { sampleMessages } from '@vendange/contracts';
import { InternalCallError, notFound, type InternalCall } from '@vendange/service-kit';
import { refuseUncoveredClient } from '../staff-sales/covered-client';
import type { SamplesRepo } from './samples-repo';

/**
 * The one place an agent's reach over samples is enforced (docs/decisions/agents.md): on every sample route whose
 * rule declares `agentScope`, a sample of a client not given to the agent answers 404, like another shop's, and a
 * new sample names one of their clients (400 otherwise, as their sales). Lists are narrowed by the repo.
 */
export function enforceAgentSampleScope(app: FastifyInstance, samples: SamplesRepo, internal: InternalCall): void {
  const check: preHandlerAsyncHookHandler = async (request) => {
    const access = request.access;
    if (!access.agentScope) return;
    const url = request.routeOptions.url ?? '';
    if (/\/orders\/samples\/:id(\/|$)/.test(url)) {
      const row = await samples.row(Number((request.params as { id: unknown }).id));
      if (!row) return; // the handler's 404
      try {
        await internal('crm', 'GET', `/v1/internal/shops/${row.shopId}/clients/${row.clientId}?agentId=${access.agentScope}`);
      } catch (error) {
        if (error instanceof InternalCallError && error.statusCode === 404) throw notFound(sampleMessages.unknown);
        throw error;
      }
    }
    const body = request.body as { shopId?: unknown; clientId?: unknown } | undefined;
    if (request.method === 'POST' && /\/orders\/samples$/.test(url) && typeof body?.clientId === 'number' && typeof body.shopId === 'number') {
      await refuseUncoveredClient(access, body.shopId, body.clientId, internal);
    }
  };
  // After the access rule's own preHandler (the service kit puts it first), which establishes request.access.
  app.addHook('onRoute', (route) => {
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    if (!own.includes(check)) route.preHandler = [...own, check];
  });
}
