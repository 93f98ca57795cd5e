import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { allocationMessages, type Allocation, type AllocationOrder, type StockHoldResult } from '@vendange/contracts';
import { HttpError, InternalCallError, notFound, offsetOf, type Db, type InternalCall } from '@vendange/service-kit';
import { allocations } from './db/schema';
import type { FormatFacts } from './ledger-repo';

type Row = typeof allocations.$inferSelect;

const toAllocation = (r: Row): Allocation => ({
  id: r.id, shopId: r.shopId, formatId: r.formatId, productId: r.productId, label: r.label, clientId: r.clientId, beneficiary: r.beneficiary,
  quantity: r.quantity, taken: r.taken, deadline: r.deadline, status: r.status, note: r.note, createdAt: r.createdAt.toISOString(), closedAt: r.closedAt?.toISOString() ?? null,
  orderId: r.orderId, orderReference: r.orderReference,
});

/** The units an allocation holds in the figure for sale: catalog's checkout holds, under the allocation's own key. */
export const allocationHoldKey = (id: number) => `allocation:${id}`;

/** The Paris calendar day of an instant (YYYY-MM-DD). */
export const parisDayOf = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/**
 * An agent's reach (`agentClientIds`: the clients given to them; null for the owner and collaborators): only the
 * allocations of those clients, never one to a name only.
 */
export type AllocationReach = readonly number[] | null;
const within = (reach: AllocationReach): SQL | undefined =>
  reach === null ? undefined : reach.length ? inArray(allocations.clientId, [...reach]) : sql`false`;
const reaches = (reach: AllocationReach, clientId: number | null) => reach === null || (clientId !== null && reach.includes(clientId));

/** Orders' refusal of the order (unknown client, a product no longer sold…) answered as its own, in French. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof InternalCallError) || error.unavailable) return error;
  try {
    const body = JSON.parse(error.message.slice(error.message.indexOf('{'))) as { code?: string; message?: string };
    if (body.message) return new HttpError(error.statusCode === 404 ? 409 : error.statusCode, body.code ?? 'ALLOCATION_ORDER', body.message);
  } catch { /* not a JSON refusal */ }
  return error;
}

/** Announces, with the allocation's closing, the job that gives its units back to sale. */
export type ReleaseAnnouncer = (tx: Db, shopId: number, holdKey: string) => Promise<void>;

/**
 * Allocations (docs/decisions/stock-ledger.md, "Allocations"): an open allocation holds its units in the
 * figure for sale exactly as a checkout does, so the shop cannot sell them twice; closing it (taken,
 * released, expired) gives them back once, through the queue.
 */
export function allocationsRepo(db: Db, internal: InternalCall, announceRelease: ReleaseAnnouncer, now: () => Date = () => new Date()) {
  /** Closes an open allocation once (a guarded update) and announces the release in the same transaction. */
  async function close(shopId: number, id: number, status: 'taken' | 'released' | 'expired', taken = 0, reach: AllocationReach = null): Promise<Allocation> {
    return db.transaction(async (tx) => {
      const [row] = await tx.update(allocations).set({ status, taken, closedAt: sql`now()` })
        .where(and(eq(allocations.id, id), eq(allocations.shopId, shopId), eq(allocations.status, 'open'), within(reach))).returning();
      if (!row) {
        const [exists] = await tx.select({ id: allocations.id }).from(allocations).where(and(eq(allocations.id, id), eq(allocations.shopId, shopId), within(reach)));
        if (!exists) throw notFound();
        throw new HttpError(409, 'ALLOCATION_CLOSED', allocationMessages.notOpen);
      }
      await announceRelease(tx, shopId, allocationHoldKey(id));
      return toAllocation(row);
    });
  }

  return {
    /** Open ones first, soonest deadline first; then the closed ones, last closed first. */
    async list(shopId: number, q: { page: number; limit: number; status?: Allocation['status'] | undefined; search?: string | undefined }, reach: AllocationReach = null) {
      const conds: SQL[] = [eq(allocations.shopId, shopId)];
      const narrowed = within(reach);
      if (narrowed) conds.push(narrowed);
      if (q.status) conds.push(eq(allocations.status, q.status));
      if (q.search) conds.push(sql`(${allocations.label} ilike ${`%${q.search}%`} or ${allocations.beneficiary} ilike ${`%${q.search}%`})`);
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(allocations).where(where).orderBy(sql`${allocations.status} = 'open' desc`, sql`case when ${allocations.status} = 'open' then ${allocations.deadline} end asc nulls last`, desc(allocations.closedAt), desc(allocations.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: sql<number>`count(*)::int` }).from(allocations).where(where),
      ]);
      return { items: rows.map(toAllocation), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** Reserves the units: refused when the deadline is past or the shop has fewer for sale than asked. */
    async create(shopId: number, input: { formatId: number; clientId: number | null; beneficiary: string; quantity: number; deadline: string; note: string | null }, format: FormatFacts): Promise<Allocation> {
      if (input.deadline < parisDayOf(now())) throw new HttpError(400, 'ALLOCATION_DEADLINE', allocationMessages.deadlinePast);
      const [row] = await db.insert(allocations).values({ shopId, ...input, productId: format.productId, label: format.label }).returning();
      let held: StockHoldResult;
      try {
        held = await internal<StockHoldResult>('catalog', 'POST', '/v1/internal/stock/holds', {
          shopId, holdKey: allocationHoldKey(row!.id), lines: [{ formatId: input.formatId, quantity: input.quantity }],
        });
      } catch (error) {
        await db.delete(allocations).where(eq(allocations.id, row!.id));
        throw error;
      }
      if (!held.ok) {
        await db.delete(allocations).where(eq(allocations.id, row!.id));
        throw new HttpError(409, 'ALLOCATION_SHORT', allocationMessages.short(format.label, held.short[0]?.left ?? 0));
      }
      return toAllocation(row!);
    },

    /**
     * The client took `quantity` (at most what was allocated). For a CRM client it becomes their validated order
     * (orders' staff sale path, at their grid), its units passed from the allocation's hold to the order's in one
     * catalog transaction, so they are never for sale in between; what was not taken goes back to sale (the
     * release job). The order is asked for under the allocation's row lock and linked in the same transaction:
     * a failure leaves the allocation open, and a second take answers the order made. Allocated to a name only
     * (no CRM client) or taken for none: closed, its units back to sale.
     */
    async take(shopId: number, id: number, quantity: number, reach: AllocationReach = null): Promise<Allocation> {
      const [row] = await db.select().from(allocations).where(and(eq(allocations.id, id), eq(allocations.shopId, shopId)));
      // Another client's allocation is, for an agent, like another shop's.
      if (!row || !reaches(reach, row.clientId)) throw notFound();
      if (row.status === 'taken' && row.orderId !== null) return toAllocation(row);
      if (quantity > row.quantity) throw new HttpError(409, 'ALLOCATION_TOO_MANY', allocationMessages.takeTooMany(row.quantity));
      if (row.clientId === null || quantity === 0) return close(shopId, id, 'taken', quantity);
      const clientId = row.clientId;
      return db.transaction(async (tx) => {
        const [open] = await tx.update(allocations).set({ status: 'taken', taken: quantity, closedAt: sql`now()` })
          .where(and(eq(allocations.id, id), eq(allocations.shopId, shopId), eq(allocations.status, 'open'))).returning();
        if (!open) {
          // Taken at the same moment by another click: its order is the answer.
          const [now] = await tx.select().from(allocations).where(eq(allocations.id, id));
          if (now?.status === 'taken' && now.orderId !== null) return toAllocation(now);
          throw new HttpError(409, 'ALLOCATION_CLOSED', allocationMessages.notOpen);
        }
        const order = await internal<AllocationOrder>('orders', 'POST', '/v1/internal/orders/allocation-order', {
          shopId, allocationId: id, clientId, productId: open.productId, formatId: open.formatId, quantity, fromHoldKey: allocationHoldKey(id),
        }).catch((error: unknown) => { throw refusalOf(error); });
        const [linked] = await tx.update(allocations).set({ orderId: order.orderId, orderReference: order.reference }).where(eq(allocations.id, id)).returning();
        // What the order did not take is still held under the allocation's key: back to sale through the queue.
        await announceRelease(tx, shopId, allocationHoldKey(id));
        return toAllocation(linked!);
      });
    },

    release: (shopId: number, id: number, reach: AllocationReach = null) => close(shopId, id, 'released', 0, reach),

    /** Expires every open allocation whose last day is over (Paris), each once; returns how many. */
    async expireDue(): Promise<number> {
      const due = await db.select({ id: allocations.id, shopId: allocations.shopId }).from(allocations)
        .where(and(eq(allocations.status, 'open'), lt(allocations.deadline, parisDayOf(now())))).limit(500);
      let expired = 0;
      for (const a of due) {
        try {
          await close(a.shopId, a.id, 'expired');
          expired += 1;
        } catch (error) {
          // Taken or released meanwhile: nothing left to expire.
          if (!(error instanceof HttpError)) throw error;
        }
      }
      return expired;
    },
  };
}
export type AllocationsRepo = ReturnType<typeof allocationsRepo>;
