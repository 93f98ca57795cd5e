import { agentClientIdsPath, type AgentClientIds } from '@vendange/contracts';
import type { AccessContext, InternalCall } from '@vendange/service-kit';

/**
 * The clients crm gave the agent in the acting shop, on a route whose rule declares `agentScope` (the agent's reach,
 * docs/decisions/agents.md: crm owns the client–agent link, read as orders reads it for samples); null when the
 * request is not narrowed (the owner, a collaborator).
 */
export async function agentClientIds(access: AccessContext, internal: InternalCall): Promise<number[] | null> {
  if (!access.agentScope) return null;
  const { ids } = await internal<AgentClientIds>('crm', 'GET', agentClientIdsPath(access.shopId, access.agentScope));
  return ids;
}
