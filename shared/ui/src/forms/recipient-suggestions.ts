import { useApi } from '@vendange/api-client';
import type { AgentPage, Collaborator, Permission } from '@vendange/contracts';

/**
 * Where the recipients field takes its suggestions (spec point 6): the shop's collaborators with accessCollaborator,
 * and its agents (GET /v1/agents) only with both accessCollaborator and accessAgent.
 */
export function recipientSources(can: (permission: Permission) => boolean): { collaborators: boolean; agents: boolean } {
  const collaborators = can('accessCollaborator');
  return { collaborators, agents: collaborators && can('accessAgent') };
}

/** The e-mails to suggest in a RecipientsField: the shop's collaborators and agents the user may list, unblocked, each once. */
export function useRecipientSuggestions(shopId: number | null, can: (permission: Permission) => boolean): string[] {
  const sources = recipientSources(can);
  const query = { shopId: shopId ?? undefined, limit: 100 };
  const collaborators = useApi<{ items: Collaborator[] }>(shopId !== null && sources.collaborators ? '/v1/collaborators' : null, query);
  const agents = useApi<AgentPage>(shopId !== null && sources.agents ? '/v1/agents' : null, query);
  const people = [...(collaborators.data?.items ?? []), ...(agents.data?.users ?? [])].filter((p) => !p.blocked && p.email);
  return [...new Set(people.map((p) => p.email))];
}
