import { agentClientIdsPath, type AgentClientIds } from '@vendange/contracts';
import type { AccessContext } from './access-context';
import type { InternalCall } from './internal';

/**
 * The clients crm gave the agent in the acting shop, on a route whose rule declares `agentScope` (the agent's reach,
 * docs/decisions/agents.md: crm owns the client–agent link; orders narrows samples and stock its allocations by it);
 * null when the request is not narrowed (the owner, a collaborator): crm is then not asked.
 */
export async function agentClientIds(access: Pick<AccessContext, 'agentScope' | 'shopId'>, internal: InternalCall): Promise<number[] | null> {
  if (!access.agentScope) return null;
  const { ids } = await internal<AgentClientIds>('crm', 'GET', agentClientIdsPath(access.shopId, access.agentScope));
  return ids;
}
