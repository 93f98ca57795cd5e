import { and, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Mandate, MandateInput, MandateListQuery, MandateUpdate } from '@vendange/contracts';
import { sepaMessages } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { sepaMandates } from '../db/schema';
import type { Tx } from '../orders-repo';
import { clientKeyOf } from '../received-payments/outstanding-ages';
import { generatedRum } from './mandate-reference';

type MandateRow = typeof sepaMandates.$inferSelect;

/** A mandate was used once a debit under it went to the bank (its batch processing or completed). */
export const usedSql = sql<boolean>`exists (select 1 from orders.sepa_debits d join orders.sepa_batches b on b.id = d.batch_id
  where d.mandate_id = ${sql.raw('"orders"."sepa_mandates"."id"')} and b.status in ('processing', 'completed'))`;

const toMandate = (r: MandateRow & { used: boolean }): Mandate => ({
  id: r.id, shopId: r.shopId, reference: r.reference, clientName: r.clientName, buyerId: r.buyerId, debtorName: r.debtorName, iban: r.iban, bic: r.bic,
  signedOn: r.signedOn, recurrent: r.recurrent, status: r.status, used: r.used, revokedAt: r.revokedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(),
});

export type MandateOutcome = { mandate: Mandate } | { refused: string } | null;

/** The SEPA mandates of a shop's clients (docs/decisions/sepa-direct-debit.md). */
export function mandatesRepo(db: Db) {
  const columns = { ...getTableColumns(sepaMandates), used: usedSql };
  async function one(id: number): Promise<Mandate | null> {
    const [row] = await db.select(columns).from(sepaMandates).where(eq(sepaMandates.id, id));
    return row ? toMandate(row) : null;
  }

  return {
    one,
    async shopOf(id: number): Promise<number | null> {
      return (await db.select({ shopId: sepaMandates.shopId }).from(sepaMandates).where(eq(sepaMandates.id, id)))[0]?.shopId ?? null;
    },

    /** Newest first; searched by client, debtor or reference. */
    async list(shopId: number, q: MandateListQuery) {
      const conds: SQL[] = [eq(sepaMandates.shopId, shopId)];
      if (q.status) conds.push(eq(sepaMandates.status, q.status));
      if (q.search) {
        const pattern = likePattern(q.search);
        conds.push(or(ilike(sepaMandates.clientName, pattern), ilike(sepaMandates.debtorName, pattern), ilike(sepaMandates.reference, pattern))!);
      }
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select(columns).from(sepaMandates).where(where).orderBy(desc(sepaMandates.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(sepaMandates).where(where),
      ]);
      return { items: rows.map(toMandate), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** A new mandate; without a reference, the next free one of the shop (VDG-{shop}-{rank}). */
    async create(input: MandateInput, createdBy: number): Promise<MandateOutcome> {
      const base = {
        shopId: input.shopId, clientKey: clientKeyOf({ buyerId: input.buyerId ?? null, clientName: input.clientName }), clientName: input.clientName, buyerId: input.buyerId ?? null,
        debtorName: input.debtorName, iban: input.iban, bic: input.bic ?? null, signedOn: input.signedOn, recurrent: input.recurrent, createdBy,
      };
      if (input.reference) {
        const [row] = await db.insert(sepaMandates).values({ ...base, reference: input.reference }).onConflictDoNothing().returning({ id: sepaMandates.id });
        return row ? { mandate: (await one(row.id))! } : { refused: sepaMessages.referenceTaken };
      }
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(sepaMandates).where(eq(sepaMandates.shopId, input.shopId));
      // A reference typed by hand may have taken the next rank: try the ranks after it.
      for (let rank = n + 1; rank <= n + 20; rank += 1) {
        const [row] = await db.insert(sepaMandates).values({ ...base, reference: generatedRum(input.shopId, rank) }).onConflictDoNothing().returning({ id: sepaMandates.id });
        if (row) return { mandate: (await one(row.id))! };
      }
      return { refused: sepaMessages.referenceTaken };
    },

    /** Its details; the reference only until its first debit goes to the bank. A revoked mandate no longer changes. */
    async update(id: number, input: MandateUpdate): Promise<MandateOutcome> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: sepaMandates.id }).from(sepaMandates).where(eq(sepaMandates.id, id)).for('update');
        if (!locked) return null;
        const [row] = await tx.select(columns).from(sepaMandates).where(eq(sepaMandates.id, id));
        if (!row) return null;
        if (row.status === 'revoked') return { refused: sepaMessages.revoked };
        const reference = input.reference ?? row.reference;
        if (reference !== row.reference) {
          if (row.used) return { refused: sepaMessages.referenceFixed };
          const [taken] = await tx.select({ id: sepaMandates.id }).from(sepaMandates).where(and(eq(sepaMandates.shopId, row.shopId), eq(sepaMandates.reference, reference), ne(sepaMandates.id, id)));
          if (taken) return { refused: sepaMessages.referenceTaken };
        }
        await tx.update(sepaMandates).set({
          reference, debtorName: input.debtorName, iban: input.iban, bic: input.bic ?? null, signedOn: input.signedOn, recurrent: input.recurrent, updatedAt: sql`now()`,
        }).where(eq(sepaMandates.id, id));
        const [moved] = await tx.select(columns).from(sepaMandates).where(eq(sepaMandates.id, id));
        return { mandate: toMandate(moved!) };
      });
    },

    /** Revoked for good: no batch debits under it any more (batches already made keep their debits). */
    async revoke(id: number): Promise<Mandate | null> {
      await db.update(sepaMandates).set({ status: 'revoked', revokedAt: sql`coalesce(${sepaMandates.revokedAt}, now())`, updatedAt: sql`now()` }).where(eq(sepaMandates.id, id));
      return one(id);
    },

    /** The active mandates of a shop, by client key (the newest when a client has several). */
    async activeByClient(shopId: number, q: Db | Tx = db): Promise<Map<string, Mandate>> {
      const rows = await q.select(columns).from(sepaMandates).where(and(eq(sepaMandates.shopId, shopId), eq(sepaMandates.status, 'active'))).orderBy(sepaMandates.id);
      return new Map(rows.map((r) => [r.clientKey, toMandate(r)]));
    },

    async byIds(ids: readonly number[]): Promise<Map<number, MandateRow>> {
      if (!ids.length) return new Map();
      return new Map((await db.select().from(sepaMandates).where(inArray(sepaMandates.id, [...ids]))).map((r) => [r.id, r]));
    },
  };
}
export type MandatesRepo = ReturnType<typeof mandatesRepo>;
