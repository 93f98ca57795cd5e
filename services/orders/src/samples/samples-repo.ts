import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { destinationOf, sampleDue, sampleNumber, type Address, type Sample, type SampleStatus } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { orders, sampleLines, samples } from '../db/schema';
import { referenceYear } from '../order-reference';
import type { GoodsMoved } from '../shipments/shipments-repo';

type Row = typeof samples.$inferSelect;

/** A line as the catalogue named it when the sample was made. */
export interface ResolvedSampleLine { productId: number; formatId: number; vintageId: number | null; vintage: string | null; label: string; quantity: number }

export interface NewSample {
  shopId: number;
  client: { id: number; name: string; isPro: boolean };
  lines: readonly ResolvedSampleLine[];
  purpose: string | null;
  requestedByClient: boolean;
  deliveryAddress: Address | null;
  /** Tour mode's UUID (a repeat answers the first sample). */
  sendKey?: string | null;
  createdBy: number | null;
  at: Date;
}

export interface SampleListQuery { page: number; limit: number; search?: string | undefined; status?: SampleStatus | undefined; due?: 'true' | 'false' | undefined; clientId?: number | undefined }

/** A vintage as the ledger keys it: the year of a line's vintage name ('2023'), else none. */
const vintageYear = (name: string | null) => (name && /^\d{4}$/.test(name.trim()) ? Number(name.trim()) : null);

/** The samples whose follow-up day has come and that wait for an answer (sampleDue, in SQL). */
/** An agent's samples: those of the clients given to them (none given: nothing). */
const ofClients = (ids: readonly number[] | null): SQL[] => (ids === null ? [] : [inArray(samples.clientId, ids.length > 0 ? [...ids] : [0])]);
const dueWhere = (today: string) => and(eq(samples.status, 'sent'), lte(samples.followUpOn, today));

/** Samples (docs/decisions/samples.md): the document, its lines, its moves; every read and write names its shop. */
export function samplesRepo(db: Db, goodsMoved: GoodsMoved) {
  async function toSamples(rows: readonly Row[], today: string): Promise<Sample[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const orderIds = rows.map((r) => r.orderId).filter((id): id is number => id !== null);
    const [lines, linked] = await Promise.all([
      db.select().from(sampleLines).where(inArray(sampleLines.sampleId, ids)).orderBy(asc(sampleLines.id)),
      orderIds.length ? db.select({ id: orders.id, reference: orders.reference }).from(orders).where(inArray(orders.id, orderIds)) : Promise.resolve([]),
    ]);
    const referenceOf = new Map(linked.map((o) => [o.id, o.reference]));
    return rows.map((r) => {
      const own = lines.filter((l) => l.sampleId === r.id);
      return {
        id: r.id, shopId: r.shopId, number: r.number, clientId: r.clientId, clientName: r.clientName, clientIsPro: r.clientIsPro, status: r.status,
        purpose: r.purpose, requestedByClient: r.requestedByClient, deliveryAddress: r.deliveryAddress ?? null,
        lines: own.map((l) => ({ id: l.id, productId: l.productId, formatId: l.formatId, label: l.label, vintage: l.vintage, quantity: l.quantity })),
        units: own.reduce((a, l) => a + l.quantity, 0), followUpOn: r.followUpOn, due: sampleDue(r, today), feedback: r.feedback,
        orderId: r.orderId, orderReference: r.orderId !== null ? referenceOf.get(r.orderId) ?? null : null,
        createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null, answeredAt: r.answeredAt?.toISOString() ?? null,
      };
    });
  }

  /** A guarded move: only a sample still in one of `from` changes, so two clicks never move it twice. */
  async function move(id: number, from: readonly SampleStatus[], set: Partial<typeof samples.$inferInsert>): Promise<Row | null> {
    const [row] = await db.update(samples).set(set).where(and(eq(samples.id, id), inArray(samples.status, [...from]))).returning();
    return row ?? null;
  }

  return {
    async row(id: number): Promise<Row | null> {
      return (await db.select().from(samples).where(eq(samples.id, id)))[0] ?? null;
    },

    async byId(id: number, today: string): Promise<Sample | null> {
      const rows = await db.select().from(samples).where(eq(samples.id, id));
      return (await toSamples(rows, today))[0] ?? null;
    },

    /** Stores a prepared sample; its number is the shop's next of the year, taken under a lock on that series. */
    async insert(input: NewSample): Promise<number> {
      return db.transaction(async (tx) => {
        const year = referenceYear(input.at);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`samples:${input.shopId}:${year}`}))`);
        const pattern = `^ECH-${year}-(\\d+)$`;
        const [last] = await tx.select({ n: sql<number>`coalesce(max(substring(${samples.number} from ${pattern})::integer), 0)` })
          .from(samples).where(eq(samples.shopId, input.shopId));
        const [row] = await tx.insert(samples).values({
          shopId: input.shopId, number: sampleNumber(year, (last?.n ?? 0) + 1), clientId: input.client.id, clientName: input.client.name, clientIsPro: input.client.isPro,
          purpose: input.purpose, requestedByClient: input.requestedByClient, deliveryAddress: input.deliveryAddress, createdBy: input.createdBy, createdAt: input.at,
          sendKey: input.sendKey ?? null,
        }).returning({ id: samples.id });
        await tx.insert(sampleLines).values(input.lines.map((l) => ({ ...l, sampleId: row!.id })));
        return row!.id;
      });
    },

    /** A shop's samples, newest first: by status, « à relancer », a client, or a search on number, client and purpose. */
    /** The sample already made with this send key in the shop, or null. */
    async bySendKey(shopId: number, key: string): Promise<number | null> {
      const [row] = await db.select({ id: samples.id }).from(samples).where(and(eq(samples.shopId, shopId), eq(samples.sendKey, key)));
      return row?.id ?? null;
    },

    /** `clientIds`: an agent's clients (the route's agentScope), their samples only; null: not narrowed. */
    async list(shopId: number, q: SampleListQuery, today: string, clientIds: readonly number[] | null = null) {
      const conds: SQL[] = [eq(samples.shopId, shopId), ...ofClients(clientIds)];
      if (q.status) conds.push(eq(samples.status, q.status));
      if (q.due === 'true') conds.push(dueWhere(today)!);
      if (q.clientId) conds.push(eq(samples.clientId, q.clientId));
      if (q.search) {
        const like = likePattern(q.search);
        conds.push(or(ilike(samples.number, like), ilike(samples.clientName, like), ilike(samples.purpose, like))!);
      }
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(samples).where(where).orderBy(desc(samples.createdAt), desc(samples.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(samples).where(where),
      ]);
      return { items: await toSamples(rows, today), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** How many of the shop's samples are « à relancer » today. */
    async dueCount(shopId: number, today: string, clientIds: readonly number[] | null = null): Promise<number> {
      const [row] = await db.select({ n: count() }).from(samples).where(and(eq(samples.shopId, shopId), dueWhere(today), ...ofClients(clientIds)));
      return row?.n ?? 0;
    },

    /**
     * Sent: once, from prepared. Its bottles leave the ledger (reason sample) by the stock-document job announced in
     * this same transaction, keyed on the sample, so a retried job or a second click moves nothing more.
     */
    async send(id: number, followUpOn: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(samples).set({ status: 'sent', sentAt: at, followUpOn })
          .where(and(eq(samples.id, id), eq(samples.status, 'prepared'))).returning();
        if (!row) return false;
        const lines = await tx.select().from(sampleLines).where(eq(sampleLines.sampleId, id));
        await goodsMoved(tx, {
          shopId: row.shopId, key: `sample:${row.id}:exit`, direction: 'exit', reason: 'sample',
          document: { type: 'sample', id: row.id, ref: row.number }, ...destinationOf(row.deliveryAddress),
          lines: lines.map((l) => ({ formatId: l.formatId, vintage: vintageYear(l.vintage), quantity: l.quantity })),
        });
        return true;
      });
    },

    answer: (id: number, feedback: string, at: Date) => move(id, ['sent', 'answered'], { status: 'answered', feedback, answeredAt: at }),
    linkOrder: (id: number, orderId: number) => move(id, ['sent', 'answered'], { status: 'ordered', orderId }),
    cancel: (id: number, at: Date) => move(id, ['prepared'], { status: 'cancelled', cancelledAt: at }),
    followUp: (id: number, day: string) => move(id, ['sent'], { followUpOn: day }),

    /** An order (not a quote) of the shop, to link a sample to. */
    async orderOf(shopId: number, orderId: number) {
      const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.shopId, shopId), eq(orders.kind, 'order')));
      return row ?? null;
    },
  };
}
export type SamplesRepo = ReturnType<typeof samplesRepo>;
