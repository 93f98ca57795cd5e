import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentType, SalesPointDay, Ticket } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { tickets } from '../db/schema';

export type TicketRow = typeof tickets.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const toTicket = (r: TicketRow): Ticket => ({
  id: r.id, shopId: r.shopId, salesPointId: r.salesPointId, number: r.number, kind: r.kind, key: r.key, cancelsTicketId: r.cancelsTicketId,
  cancelledByTicketId: r.cancelledByTicketId, cancelReason: r.cancelReason, orderId: r.orderId, orderReference: r.orderReference, clientId: r.clientId,
  clientName: r.clientName, soldAt: r.soldAt.toISOString(), soldByName: r.soldByName, totalTtcCents: r.totalTtcCents, totalHtCents: r.totalHtCents,
  vatCents: r.vatCents, discountCents: r.discountCents, ticketDiscountPercent: r.ticketDiscountPercent, ticketDiscountReason: r.ticketDiscountReason,
  tipsCents: r.tipsCents, tenderedCents: r.tenderedCents, changeCents: r.changeCents, lines: r.lines, vatLines: r.vatLines, payments: r.payments, duplicates: r.duplicates,
});

/** The first instant of a French calendar day and of the next, as SQL. */
const parisDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Paris'`;
const parisNextDayStart = (day: string) => sql`((${day}::date + 1))::timestamp at time zone 'Europe/Paris'`;

export function ticketsRepo(db: Db) {
  return {
    async byKey(key: string, q: Db | Tx = db): Promise<TicketRow | null> {
      const [row] = await q.select().from(tickets).where(eq(tickets.key, key));
      return row ?? null;
    },
    async byId(shopId: number, id: number, q: Db | Tx = db): Promise<TicketRow | null> {
      const [row] = await q.select().from(tickets).where(and(eq(tickets.id, id), eq(tickets.shopId, shopId)));
      return row ?? null;
    },

    /** A sales point's day (French calendar): its tickets newest first, and the day's totals by payment type. */
    async day(salesPointId: number, day: string, page: number, limit: number): Promise<SalesPointDay> {
      const where = and(eq(tickets.salesPointId, salesPointId), sql`${tickets.soldAt} >= ${parisDayStart(day)}`, sql`${tickets.soldAt} < ${parisNextDayStart(day)}`);
      const [rows, [totals], payments] = await Promise.all([
        db.select().from(tickets).where(where).orderBy(desc(tickets.number)).limit(limit).offset(offsetOf(page, limit)),
        db.select({
          n: sql<number>`count(*)::int`, sales: sql<number>`count(*) filter (where ${tickets.kind} = 'sale')::int`,
          cancellations: sql<number>`count(*) filter (where ${tickets.kind} = 'cancellation')::int`,
          ttc: sql<number>`coalesce(sum(${tickets.totalTtcCents}), 0)::int`, tips: sql<number>`coalesce(sum(${tickets.tipsCents}), 0)::int`,
        }).from(tickets).where(where),
        db.execute(sql`
          select p->>'type' as type, sum((p->>'amountCents')::int)::int as amount
          from ${tickets}, jsonb_array_elements(${tickets.payments}) p
          where ${where} group by 1 order by 1`) as unknown as Promise<Array<{ type: PaymentType; amount: number }>>,
      ]);
      return {
        day, tickets: rows.map(toTicket), total: totals?.n ?? 0, page, limit, sales: totals?.sales ?? 0, cancellations: totals?.cancellations ?? 0,
        totalTtcCents: totals?.ttc ?? 0, tipsCents: totals?.tips ?? 0,
        byPayment: [...payments].map((p) => ({ type: p.type, amountCents: Number(p.amount) })),
      };
    },

    /** One more duplicate printed; its copy number. */
    async duplicate(tx: Tx, id: number): Promise<number> {
      const [row] = await tx.update(tickets).set({ duplicates: sql`${tickets.duplicates} + 1` }).where(eq(tickets.id, id)).returning({ n: tickets.duplicates });
      return row!.n;
    },
  };
}
export type TicketsRepo = ReturnType<typeof ticketsRepo>;
