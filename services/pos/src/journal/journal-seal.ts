import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json';
import type { JournalKind } from './journal-entry';

/** The previous hash of a sales point's first entry. */
export const GENESIS_HASH = '0'.repeat(64);
/** Version of the sealed content's shape: a future change of shape gets a new number, old entries keep theirs. */
export const SEAL_VERSION = 1;

/** An entry as the journal holds it (table row, archive line): everything that is hashed, and its seal. */
export interface SealedEntry {
  shopId: number;
  salesPointId: number;
  sequence: number;
  kind: JournalKind;
  reference: string;
  userId: number | null;
  /** ISO 8601 with milliseconds, UTC. */
  recordedAt: string;
  amountCents: number;
  grandTotalCents: number;
  grandTotalAbsCents: number;
  payload: Record<string, unknown>;
  keyId: string;
  previousHash: string;
  hash: string;
  signature: string;
}

export type EntryContent = Omit<SealedEntry, 'previousHash' | 'hash' | 'signature'>;

/** The exact text that is hashed after the previous hash. */
export const sealedText = (e: EntryContent): string => canonicalJson({
  v: SEAL_VERSION, shopId: e.shopId, salesPointId: e.salesPointId, sequence: e.sequence, kind: e.kind, reference: e.reference,
  userId: e.userId, recordedAt: e.recordedAt, amountCents: e.amountCents, grandTotalCents: e.grandTotalCents,
  grandTotalAbsCents: e.grandTotalAbsCents, payload: e.payload, keyId: e.keyId,
});

/** hash = SHA-256(previous hash + canonical JSON of the entry), hexadecimal. */
export const entryHash = (previousHash: string, e: EntryContent): string =>
  createHash('sha256').update(previousHash).update(sealedText(e)).digest('hex');
