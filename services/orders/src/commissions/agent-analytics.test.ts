import { describe, expect, it } from 'vitest';
import { agentAnalytics } from './agent-analytics';

const agents = [{ id: 4, name: 'Marc Durand' }, { id: 7, name: 'Anne Roux' }];

describe('agentAnalytics', () => {
  it('sums sales with credit notes negative, counts invoiced orders and buying clients once', () => {
    const { items, totals } = agentAnalytics({
      agents,
      documents: [
        { agentId: 4, orderId: 1, kind: 'deposit', totalHtCents: 3000, clientKey: 'c1' },
        { agentId: 4, orderId: 1, kind: 'invoice', totalHtCents: 7000, clientKey: 'c1' },
        { agentId: 4, orderId: 2, kind: 'invoice', totalHtCents: 5000, clientKey: 'c2' },
        { agentId: 4, orderId: 2, kind: 'credit', totalHtCents: 5000, clientKey: 'c2' },
        { agentId: 7, orderId: 3, kind: 'invoice', totalHtCents: 20_000, clientKey: 'c1' },
        { agentId: 7, orderId: 4, kind: 'invoice', totalHtCents: 1, clientKey: null },
      ],
      commissions: [
        { agentId: 4, amountCents: 1000, paid: true }, { agentId: 4, amountCents: 500, paid: false }, { agentId: 4, amountCents: -500, paid: false },
        { agentId: 7, amountCents: 3000, paid: false },
      ],
      samples: [{ id: 1, clientId: 9, createdBy: 4 }, { id: 2, clientId: 9, createdBy: 4 }, { id: 3, clientId: 9, createdBy: 1 }],
      coverage: [{ agentId: 4, clientId: 1 }, { agentId: 4, clientId: 2 }, { agentId: 7, clientId: 1 }],
    });
    // Sorted by sales, highest first.
    expect(items).toEqual([
      { agentId: 7, name: 'Anne Roux', salesHtCents: 20_001, invoicedOrders: 2, clientsCovered: 1, clientsBuying: 1, samplesSent: 0, commissionCents: 3000, paidCents: 0, leftCents: 3000 },
      { agentId: 4, name: 'Marc Durand', salesHtCents: 10_000, invoicedOrders: 2, clientsCovered: 2, clientsBuying: 2, samplesSent: 2, commissionCents: 1000, paidCents: 1000, leftCents: 0 },
    ]);
    // A client shared by two agents counts once in the totals.
    expect(totals).toEqual({ salesHtCents: 30_001, invoicedOrders: 4, clientsCovered: 2, clientsBuying: 2, samplesSent: 2, commissionCents: 4000, paidCents: 1000, leftCents: 3000 });
  });

  it('gives every agent a row, and one to an agent no longer linked who has figures', () => {
    const { items } = agentAnalytics({
      agents, documents: [{ agentId: 9, orderId: 5, kind: 'invoice', totalHtCents: 100, clientKey: 'c5' }],
      commissions: [], samples: [], coverage: [{ agentId: 12, clientId: 3 }],
    });
    expect(items.map((r) => [r.agentId, r.name, r.salesHtCents])).toEqual([[9, null, 100], [7, 'Anne Roux', 0], [4, 'Marc Durand', 0]]);
  });

  it("counts the samples sent to an agent's clients whoever sent them, and the agent's own, once each", () => {
    const { items, totals } = agentAnalytics({
      agents, documents: [], commissions: [],
      samples: [
        { id: 1, clientId: 1, createdBy: 1 }, // the producer's, to a client both agents cover
        { id: 2, clientId: 2, createdBy: 4 }, // the agent's own, to their client
        { id: 3, clientId: 5, createdBy: 4 }, // the agent's own, to a client taken back since
        { id: 4, clientId: 6, createdBy: 1 }, // the producer's, to a client nobody covers
        { id: 5, clientId: 2, createdBy: null },
      ],
      coverage: [{ agentId: 4, clientId: 1 }, { agentId: 4, clientId: 2 }, { agentId: 7, clientId: 1 }, { agentId: 12, clientId: 6 }],
    });
    expect(Object.fromEntries(items.map((r) => [r.agentId, r.samplesSent]))).toEqual({ 4: 4, 7: 1 });
    expect(totals.samplesSent).toBe(4);
  });

  it('is all zeros with no agent', () => {
    expect(agentAnalytics({ agents: [], documents: [], commissions: [], samples: [], coverage: [] })).toEqual({
      items: [], totals: { salesHtCents: 0, invoicedOrders: 0, clientsCovered: 0, clientsBuying: 0, samplesSent: 0, commissionCents: 0, paidCents: 0, leftCents: 0 },
    });
  });
});
