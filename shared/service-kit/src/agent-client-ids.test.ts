import { describe, expect, it } from 'vitest';
import { agentClientIds } from './agent-client-ids';
import type { InternalCall } from './internal';

/** crm stood in for: records what it was asked and answers the clients of agent 7 in shop 3. */
function crm() {
  const asked: string[] = [];
  const internal = (async (service: string, method: string, path: string) => {
    asked.push(`${service} ${method} ${path}`);
    return { ids: [11, 12] };
  }) as InternalCall;
  return { asked, internal };
}

describe('agentClientIds', () => {
  it("asks crm for the agent's clients in the acting shop", async () => {
    const { asked, internal } = crm();
    expect(await agentClientIds({ agentScope: 7, shopId: 3 }, internal)).toEqual([11, 12]);
    expect(asked).toEqual(['crm GET /v1/internal/shops/3/agents/7/client-ids']);
  });

  it('is null without asking crm when the request is not narrowed to an agent', async () => {
    const { asked, internal } = crm();
    expect(await agentClientIds({ agentScope: null, shopId: 3 }, internal)).toBeNull();
    expect(asked).toEqual([]);
  });
});
