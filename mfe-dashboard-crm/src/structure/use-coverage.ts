import { api, placeServerError, useApi } from '@vendange/api-client';
import { messages, type ClientCoverage } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';

/**
 * The clients given to an agent, or the agents a client is given to (GET /v1/clients/coverage), with the giving and
 * taking back (createAgent): one hook for the agent's page and the client's « Commercial / agent » field.
 */
export function useCoverage(shopId: number | null, by: { agentId?: number; clientId?: number }, enabled: boolean) {
  const list = useApi<{ items: ClientCoverage[] }>(enabled && shopId ? '/v1/clients/coverage' : null, { shopId: shopId ?? undefined, ...by });
  async function change(method: 'POST' | 'DELETE', pair: { clientId: number; agentId: number }, done: string): Promise<void> {
    try {
      if (method === 'POST') await api('/v1/clients/coverage', { method, body: { shopId: shopId ?? undefined, ...pair }, silent: true });
      else await api('/v1/clients/coverage', { method, query: { shopId: shopId ?? undefined, ...pair }, silent: true });
      await list.mutate();
      showSnackbar('success', done);
    } catch (err) {
      showSnackbar('error', placeServerError(err, [], messages.internal).message);
    }
  }
  return {
    items: list.data?.items ?? null,
    error: list.error as unknown,
    give: (pair: { clientId: number; agentId: number }, done: string) => change('POST', pair, done),
    takeBack: (pair: { clientId: number; agentId: number }, done: string) => change('DELETE', pair, done),
  };
}
