import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { journalEntries, journalKeys } from '../db/journal-schema';
import { amountsOf, payloadOf, saleProblems } from './journal-amounts';
import type { JournalAppended, JournalEntryInput } from './journal-entry';
import { entryHash, GENESIS_HASH, type EntryContent } from './journal-seal';
import type { JournalSigner } from './journal-signer';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type { JournalAppended, JournalEntryInput, JournalSale, JournalLine, JournalPayment, JournalVatTotal, JournalKind, JournalClosingTotals } from './journal-entry';

let installedSigner: JournalSigner | undefined;

/** The pos service installs its key once at start (app.ts); appends sign with it unless given another. */
export function installJournalSigner(signer: JournalSigner): void {
  installedSigner = signer;
}
export function journalSigner(): JournalSigner {
  if (!installedSigner) throw new Error('The cash-register journal has no signing key: the pos service installs it when it starts.');
  return installedSigner;
}

/** Advisory lock key of one sales point's journal: appends of one till go one at a time, so the chain never forks. */
export const journalLockKey = (salesPointId: number) => `pos-journal:${salesPointId}`;

/**
 * Appends one entry to its sales point's journal, in the caller's transaction (the ticket and its entry commit
 * together or not at all). Takes the sales point's journal lock until commit, reads the head, and writes the next
 * sequence with the perpetual grand totals, hash = SHA-256(previous hash + canonical JSON) and the Ed25519
 * signature. Throws (rolling the caller back) when a sale's figures do not add up.
 */
export async function appendJournalEntry(tx: Tx, entry: JournalEntryInput, signer: JournalSigner = journalSigner()): Promise<JournalAppended> {
  if (entry.kind === 'ticket' || entry.kind === 'cancellation') {
    const problems = saleProblems(entry.sale, entry.kind === 'ticket' ? 1 : -1);
    if (problems.length > 0) throw new Error(`Journal entry ${entry.reference} refused: ${problems.join('; ')}`);
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${journalLockKey(entry.salesPointId)}))`);
  await tx.insert(journalKeys).values({ keyId: signer.keyId, publicKey: signer.publicKey }).onConflictDoNothing();
  const [head] = await tx.select({ sequence: journalEntries.sequence, hash: journalEntries.hash, grandTotalCents: journalEntries.grandTotalCents, grandTotalAbsCents: journalEntries.grandTotalAbsCents })
    .from(journalEntries).where(eq(journalEntries.salesPointId, entry.salesPointId)).orderBy(desc(journalEntries.sequence)).limit(1);
  const { amountCents, salesCents } = amountsOf(entry);
  // Milliseconds only: what PostgreSQL gives back (timestamptz(3)) must be the text that was hashed.
  const recordedAt = new Date(Math.floor(Date.now()));
  const content: EntryContent = {
    shopId: entry.shopId, salesPointId: entry.salesPointId, sequence: (head?.sequence ?? 0) + 1, kind: entry.kind, reference: entry.reference,
    userId: entry.userId, recordedAt: recordedAt.toISOString(), amountCents,
    grandTotalCents: (head?.grandTotalCents ?? 0) + salesCents, grandTotalAbsCents: (head?.grandTotalAbsCents ?? 0) + Math.abs(salesCents),
    payload: payloadOf(entry), keyId: signer.keyId,
  };
  const previousHash = head?.hash ?? GENESIS_HASH;
  const hash = entryHash(previousHash, content);
  const signature = signer.sign(hash);
  const [row] = await tx.insert(journalEntries).values({ ...content, recordedAt, previousHash, hash, signature }).returning({ id: journalEntries.id });
  return { id: row!.id, sequence: content.sequence, hash, signature, recordedAt, grandTotalCents: content.grandTotalCents, grandTotalAbsCents: content.grandTotalAbsCents };
}
