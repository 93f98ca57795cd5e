import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DebitableInvoice, SepaBatch, SepaBatchInput, SepaBatchListQuery, SepaStatus } from '@vendange/contracts';
import { deletableSepaStatuses, sepaMessages, sepaTransitions } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { offsetOf } from '@vendange/service-kit';
import { invoices, receivedPayments, sepaBatches, sepaDebits, sepaMandates } from '../db/schema';
import type { Tx } from '../orders-repo';
import type { ReceivedPaymentsRepo } from '../received-payments/received-payments-repo';
import { batchReferenceOf, endToEndIdOf, sepaText } from './batch-reference';
import { debitableOf } from './debitable';
import type { MandatesRepo } from './mandates-repo';
import { batchTotalCents, type Pain008Debit } from './pain008';

type BatchRow = typeof sepaBatches.$inferSelect;
/** Batches not completed hold their invoices: no other batch may debit them (error: the same batch goes again). */
const holdingStatuses: readonly SepaStatus[] = ['pending', 'processing', 'error'];

export type BatchOutcome = { batch: SepaBatch } | { refused: string } | null;
export type BatchMove = { batch: SepaBatch } | { refused: string } | null;
/** Thrown inside a transaction to roll it back with the reason a producer reads. */
class Refused extends Error {}

/** Debit batches and their debits (docs/decisions/sepa-direct-debit.md). */
export function batchesRepo(db: Db, deps: { payments: ReceivedPaymentsRepo; mandates: MandatesRepo }) {
  const { payments, mandates } = deps;

  async function withDebits(rows: readonly BatchRow[], q: Db | Tx = db): Promise<SepaBatch[]> {
    const debits = rows.length ? await q.select({
      id: sepaDebits.id, batchId: sepaDebits.batchId, invoiceId: sepaDebits.invoiceId, invoiceNumber: invoices.number, mandateId: sepaDebits.mandateId,
      mandateReference: sepaMandates.reference, clientName: sepaMandates.clientName, amountCents: sepaDebits.amountCents, endToEndId: sepaDebits.endToEndId,
      sequenceType: sepaDebits.sequenceType, paymentId: sepaDebits.paymentId, paymentStatus: receivedPayments.status,
    }).from(sepaDebits).innerJoin(invoices, eq(invoices.id, sepaDebits.invoiceId)).innerJoin(sepaMandates, eq(sepaMandates.id, sepaDebits.mandateId))
      .leftJoin(receivedPayments, eq(receivedPayments.id, sepaDebits.paymentId))
      .where(inArray(sepaDebits.batchId, rows.map((r) => r.id))).orderBy(sepaDebits.id) : [];
    return rows.map((r) => {
      const own = debits.filter((d) => d.batchId === r.id).map(({ batchId: _, ...d }) => d);
      return {
        id: r.id, shopId: r.shopId, reference: batchReferenceOf(r.shopId, r.id), collectionDate: r.collectionDate, status: r.status,
        totalCents: batchTotalCents(own), createdAt: r.createdAt.toISOString(), debits: own,
      };
    });
  }
  const one = async (id: number, q: Db | Tx = db) => {
    const [row] = await q.select().from(sepaBatches).where(eq(sepaBatches.id, id));
    return row ? (await withDebits([row], q))[0]! : null;
  };
  /** The invoices held by the shop's batches not yet completed. */
  async function held(shopId: number, q: Db | Tx = db): Promise<Set<number>> {
    const rows = await q.select({ invoiceId: sepaDebits.invoiceId }).from(sepaDebits).innerJoin(sepaBatches, eq(sepaBatches.id, sepaDebits.batchId))
      .where(and(eq(sepaBatches.shopId, shopId), inArray(sepaBatches.status, [...holdingStatuses])));
    return new Set(rows.map((r) => r.invoiceId));
  }

  return {
    one,
    async shopOf(id: number): Promise<number | null> {
      return (await db.select({ shopId: sepaBatches.shopId }).from(sepaBatches).where(eq(sepaBatches.id, id)))[0]?.shopId ?? null;
    },

    /** What a new batch may debit. */
    async debitable(shopId: number): Promise<DebitableInvoice[]> {
      const [open, active, holding] = await Promise.all([payments.openInvoices(shopId), mandates.activeByClient(shopId), held(shopId)]);
      return debitableOf(open, active, holding);
    },

    /**
     * A batch of one debit per invoice chosen, for what is left on it: the invoices are locked (id order, as a
     * payment does) and checked again, so two batches at once never debit one invoice twice.
     */
    async create(input: SepaBatchInput, createdBy: number): Promise<BatchOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const ids = [...input.invoiceIds].sort((a, b) => a - b);
          await tx.select({ id: invoices.id }).from(invoices).where(and(inArray(invoices.id, ids), eq(invoices.shopId, input.shopId))).orderBy(invoices.id).for('update');
          const open = await payments.openInvoices(input.shopId, ids, tx);
          const allowed = new Map(debitableOf(open, await mandates.activeByClient(input.shopId, tx), await held(input.shopId, tx)).map((d) => [d.invoiceId, d]));
          const chosen = input.invoiceIds.map((id) => allowed.get(id) ?? id);
          const missing = chosen.find((d): d is number => typeof d === 'number');
          if (missing !== undefined) throw new Refused(sepaMessages.notDebitable(open.find((o) => o.id === missing)?.number ?? `n° ${missing}`));
          const debits = chosen as DebitableInvoice[];
          const oneOff = debits.find((d) => d.sequenceType === 'OOFF' && debits.filter((x) => x.mandateId === d.mandateId).length > 1);
          if (oneOff) throw new Refused(sepaMessages.oneOff(oneOff.mandateReference));
          const [batch] = await tx.insert(sepaBatches).values({ shopId: input.shopId, collectionDate: input.collectionDate, createdBy }).returning();
          await tx.insert(sepaDebits).values(debits.map((d) => ({
            batchId: batch!.id, invoiceId: d.invoiceId, mandateId: d.mandateId, amountCents: d.leftCents, endToEndId: endToEndIdOf(batch!.id, d.number), sequenceType: d.sequenceType,
          })));
          return { batch: (await withDebits([batch!], tx))[0]! };
        });
      } catch (error) {
        if (error instanceof Refused) return { refused: error.message };
        throw error;
      }
    },

    /** Newest first. */
    async list(shopId: number, q: SepaBatchListQuery) {
      const conds: SQL[] = [eq(sepaBatches.shopId, shopId)];
      if (q.status) conds.push(eq(sepaBatches.status, q.status));
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(sepaBatches).where(where).orderBy(desc(sepaBatches.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(sepaBatches).where(where),
      ]);
      return { items: await withDebits(rows), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /**
     * The batch's file, made by `file` from its debits as the file carries them (debtor, mandate); the batch moves to
     * processing when pending or refused before, only once the file is made.
     */
    async handOver(id: number, file: (batch: SepaBatch, debits: Pain008Debit[]) => string): Promise<{ batch: SepaBatch; file: string } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sepaBatches).where(eq(sepaBatches.id, id)).for('update');
        if (!row) return null;
        if (sepaTransitions[row.status].includes('processing')) {
          await tx.update(sepaBatches).set({ status: 'processing', updatedAt: sql`now()` }).where(eq(sepaBatches.id, id));
        }
        const lines = await tx.select({ debit: sepaDebits, mandate: sepaMandates, number: invoices.number }).from(sepaDebits)
          .innerJoin(sepaMandates, eq(sepaMandates.id, sepaDebits.mandateId)).innerJoin(invoices, eq(invoices.id, sepaDebits.invoiceId))
          .where(eq(sepaDebits.batchId, id)).orderBy(sepaDebits.id);
        const debits = lines.map(({ debit, mandate, number }): Pain008Debit => ({
          amountCents: debit.amountCents, endToEndId: debit.endToEndId, sequenceType: debit.sequenceType, mandateReference: mandate.reference, mandateSignedOn: mandate.signedOn,
          debtorName: sepaText(mandate.debtorName), debtorIban: mandate.iban, debtorBic: mandate.bic, remittance: sepaText(`Facture ${number}`),
        }));
        const batch = (await one(id, tx))!;
        return { batch, file: file(batch, debits) };
      });
    },

    /**
     * Deletes a batch no bank holds (pending, or refused by the bank), its debits with it: its invoices may go in
     * another batch. Under its row lock, so a file downloaded at the same moment is never lost from sight.
     */
    async remove(id: number): Promise<{ removed: true } | { refused: string } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sepaBatches).where(eq(sepaBatches.id, id)).for('update');
        if (!row) return null;
        if (!deletableSepaStatuses.includes(row.status)) return { refused: sepaMessages.notDeletable };
        await tx.delete(sepaBatches).where(eq(sepaBatches.id, id));
        return { removed: true };
      });
    },

    /**
     * The bank's answer. `completed`: one payment of type debit per debit, allocated to its invoice, recorded in
     * this one transaction through the payments' own recording (locks, limits); one refused, none is.
     * `error`: nothing recorded, the batch may go to the bank again.
     */
    async answer(id: number, to: 'completed' | 'error', createdBy: number): Promise<BatchMove> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.select().from(sepaBatches).where(eq(sepaBatches.id, id)).for('update');
          if (!row) return null;
          if (!sepaTransitions[row.status].includes(to)) throw new Refused(sepaMessages.notAllowed(row.status, to));
          if (to === 'completed') {
            const debits = await tx.select({ debit: sepaDebits, number: invoices.number }).from(sepaDebits).innerJoin(invoices, eq(invoices.id, sepaDebits.invoiceId))
              .where(eq(sepaDebits.batchId, id)).orderBy(sepaDebits.invoiceId);
            for (const { debit, number } of debits) {
              const outcome = await payments.recordIn(tx, {
                shopId: row.shopId, type: 'debit', status: 'paid', amountCents: debit.amountCents, receivedOn: row.collectionDate, reference: debit.endToEndId,
                note: `Prélèvement SEPA ${batchReferenceOf(row.shopId, row.id)}`, allocations: [{ invoiceId: debit.invoiceId, amountCents: debit.amountCents }],
              }, createdBy);
              if ('refused' in outcome) throw new Refused(sepaMessages.notCollectable(number));
              await tx.update(sepaDebits).set({ paymentId: outcome.recorded.id }).where(eq(sepaDebits.id, debit.id));
            }
          }
          await tx.update(sepaBatches).set({ status: to, updatedAt: sql`now()` }).where(eq(sepaBatches.id, id));
          return { batch: (await one(id, tx))! };
        });
      } catch (error) {
        if (error instanceof Refused) return { refused: error.message };
        throw error;
      }
    },
  };
}
export type BatchesRepo = ReturnType<typeof batchesRepo>;
