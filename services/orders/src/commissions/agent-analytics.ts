import type { AgentAnalyticsFigures, AgentAnalyticsRow } from '@vendange/contracts';

/** One issued document of an order carrying an agent (an invoice, a deposit invoice or a credit note). */
export interface AnalyticsDocument { agentId: number; orderId: number; kind: string; totalHtCents: number; clientKey: string | null }
export interface AnalyticsCommission { agentId: number; amountCents: number; paid: boolean }
/** A sample sent in the period: to which client, and who made it (anyone of the shop, null when unknown). */
export interface AnalyticsSample { id: number; clientId: number; createdBy: number | null }

/**
 * The agents' analytics of a period (docs/decisions/agents.md), from the rows of that period: sales excl. VAT
 * (a credit note counts negative), the orders invoiced and the clients who bought (invoices and deposits only),
 * the clients covered, the samples sent (to a client they cover, whoever sent it, or made by the agent) and the
 * commissions earned, paid and left to pay. Every agent of the shop
 * has a row, and so does an agent no longer linked who has figures; sorted by sales, highest first. Totals count
 * an order or a client once even when shared.
 */
export function agentAnalytics(input: {
  agents: { id: number; name: string }[];
  documents: AnalyticsDocument[];
  commissions: AnalyticsCommission[];
  samples: AnalyticsSample[];
  coverage: { agentId: number; clientId: number }[];
}): { items: AgentAnalyticsRow[]; totals: AgentAnalyticsFigures } {
  interface Acc { sales: number; orders: Set<number>; buying: Set<string>; covered: Set<number>; samples: Set<number>; commission: number; paid: number }
  const empty = (): Acc => ({ sales: 0, orders: new Set(), buying: new Set(), covered: new Set(), samples: new Set(), commission: 0, paid: 0 });
  const byAgent = new Map<number, Acc>();
  const names = new Map(input.agents.map((a) => [a.id, a.name]));
  const of = (agentId: number) => {
    let acc = byAgent.get(agentId);
    if (!acc) byAgent.set(agentId, (acc = empty()));
    return acc;
  };
  const all = empty();
  for (const a of input.agents) of(a.id);
  for (const d of input.documents) {
    const acc = of(d.agentId);
    const amount = d.kind === 'credit' ? -Math.abs(d.totalHtCents) : d.totalHtCents;
    acc.sales += amount;
    all.sales += amount;
    if (d.kind === 'credit') continue;
    for (const x of [acc, all]) {
      x.orders.add(d.orderId);
      if (d.clientKey !== null) x.buying.add(d.clientKey);
    }
  }
  for (const c of input.commissions) {
    const acc = of(c.agentId);
    for (const x of [acc, all]) {
      x.commission += c.amountCents;
      if (c.paid) x.paid += c.amountCents;
    }
  }
  const coveredBy = new Map<number, number[]>();
  for (const c of input.coverage) {
    // Coverage alone does not bring back an agent no longer linked.
    if (!names.has(c.agentId)) continue;
    of(c.agentId).covered.add(c.clientId);
    all.covered.add(c.clientId);
    coveredBy.set(c.clientId, [...(coveredBy.get(c.clientId) ?? []), c.agentId]);
  }
  for (const s of input.samples) {
    // A sample counts for every agent covering its client, whoever sent it (the producer or the agent), and for the
    // agent who made it (a client taken back since stays theirs for that sample). A maker who is not an agent of the
    // shop (the owner, a collaborator) adds no row. Sets: counted once per agent, once in the totals.
    const agentsOf = new Set(coveredBy.get(s.clientId) ?? []);
    if (s.createdBy !== null && byAgent.has(s.createdBy)) agentsOf.add(s.createdBy);
    for (const agentId of agentsOf) {
      of(agentId).samples.add(s.id);
      all.samples.add(s.id);
    }
  }
  const figures = (x: Acc): AgentAnalyticsFigures => ({
    salesHtCents: x.sales, invoicedOrders: x.orders.size, clientsCovered: x.covered.size, clientsBuying: x.buying.size,
    samplesSent: x.samples.size, commissionCents: x.commission, paidCents: x.paid, leftCents: x.commission - x.paid,
  });
  const items = [...byAgent.entries()].map(([agentId, x]) => ({ agentId, name: names.get(agentId) ?? null, ...figures(x) }))
    .sort((a, b) => b.salesHtCents - a.salesHtCents || (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff', 'fr') || a.agentId - b.agentId);
  return { items, totals: figures(all) };
}
