import { and, eq, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { agentCommissions, invoices, orders, samples } from '../db/schema';
import type { AnalyticsCommission, AnalyticsDocument, AnalyticsSample } from './agent-analytics';

/** French calendar days, both included: from the first instant of `from` to the first of the day after `to`. */
const within = (column: AnyColumn, from: string, to: string) => and(
  sql`${column} >= (${from}::date)::timestamp at time zone 'Europe/Paris'`,
  sql`${column} < ((${to}::date + 1))::timestamp at time zone 'Europe/Paris'`,
);

/** The rows the agents' analytics of a period are made of (agent-analytics.ts sums them). */
export function analyticsRepo(db: Db) {
  return {
    async period(shopId: number, from: string, to: string): Promise<{ documents: AnalyticsDocument[]; commissions: AnalyticsCommission[]; samples: AnalyticsSample[] }> {
      // Every sample sent in the period, with its client and maker: agent-analytics.ts gives it to the agents covering
      // the client and to the agent who made it.
      const [documents, commissions, sampleRows] = await Promise.all([
        db.select({
          agentId: sql<number>`${orders.agentId}`, orderId: orders.id, kind: invoices.kind, totalHtCents: invoices.totalHtCents,
          clientKey: sql<string | null>`case when ${orders.clientId} is not null then 'c' || ${orders.clientId} when ${orders.buyerId} is not null then 'b' || ${orders.buyerId} end`,
        }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId))
          .where(and(eq(invoices.shopId, shopId), isNotNull(orders.agentId), within(invoices.issuedAt, from, to))),
        db.select({ agentId: agentCommissions.agentId, amountCents: agentCommissions.amountCents, paid: sql<boolean>`${agentCommissions.paidAt} is not null` })
          .from(agentCommissions).where(and(eq(agentCommissions.shopId, shopId), within(agentCommissions.issuedAt, from, to))),
        db.select({ id: samples.id, clientId: samples.clientId, createdBy: samples.createdBy }).from(samples)
          .where(and(eq(samples.shopId, shopId), isNotNull(samples.sentAt), within(samples.sentAt, from, to))),
      ]);
      return { documents, commissions, samples: sampleRows };
    },
  };
}
export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
