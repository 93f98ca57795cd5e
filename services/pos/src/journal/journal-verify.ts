import { entryHash, GENESIS_HASH, type SealedEntry } from './journal-seal';
import { signatureValid } from './journal-signer';

export type JournalProblemKind = 'altered' | 'removed' | 'reordered' | 'unsigned';

export interface JournalProblem {
  kind: JournalProblemKind;
  /** The sequence where it was found (for 'removed': the first missing one). */
  sequence: number;
  /** English, for logs and the command; the screen words it from kind and sequence. */
  detail: string;
}

export interface JournalVerification {
  ok: boolean;
  entryCount: number;
  firstSequence: number | null;
  lastSequence: number | null;
  lastHash: string | null;
  problems: JournalProblem[];
}

/** Where a checked range starts: the sequence expected first and the hash it chains to (the genesis for a whole journal). */
export interface ChainStart {
  sequence: number;
  previousHash: string;
}

/** A sealed fact found elsewhere (a closing's entry): its sequence must be in the journal, with this hash. */
export interface ChainAnchor {
  sequence: number;
  hash: string;
}

const withSequence = (e: SealedEntry, sequence: number) => entryHash(e.previousHash, { ...e, sequence });

/**
 * Walks one sales point's chain (pure: the route, the screen and the offline command share it) and reports every
 * entry that was altered (its content no longer gives its hash, or its link to the previous one is broken),
 * removed (a gap in the sequence, or an anchored entry missing at the end), reordered (an entry sealed at one
 * place found at another) or unsigned (no valid signature by a known key).
 * `keys`: public keys (SPKI PEM) by key id.
 */
export function verifyChain(entries: readonly SealedEntry[], keys: Readonly<Record<string, string>>, options: { start?: ChainStart; anchors?: readonly ChainAnchor[] } = {}): JournalVerification {
  const start = options.start ?? { sequence: 1, previousHash: GENESIS_HASH };
  const sorted = [...entries].sort((a, b) => a.sequence - b.sequence);
  const byHash = new Map(sorted.map((e) => [e.hash, e]));
  const problems: JournalProblem[] = [];
  // The sequence each entry was sealed with, found by following the links (needed to recognise a move).
  const sealedAt = new Map<SealedEntry, number>();
  const sealedSequence = (e: SealedEntry, depth = 0): number | undefined => {
    if (sealedAt.has(e)) return sealedAt.get(e);
    let found: number | undefined;
    if (e.previousHash === start.previousHash) found = start.sequence;
    else if (entryHash(e.previousHash, e) === e.hash) found = e.sequence;
    else {
      const previous = byHash.get(e.previousHash);
      const before = previous && depth < 8 ? sealedSequence(previous, depth + 1) : undefined;
      if (before !== undefined) found = before + 1;
    }
    if (found !== undefined) sealedAt.set(e, found);
    return found;
  };

  let expected = start.sequence;
  let previousHash = start.previousHash;
  let previousMoved = false;
  for (const e of sorted) {
    if (e.sequence > expected) {
      const missing = e.sequence - expected;
      problems.push({ kind: 'removed', sequence: expected, detail: missing === 1 ? `entry #${expected} is missing` : `entries #${expected} to #${e.sequence - 1} are missing` });
    } else if (e.sequence < expected) {
      problems.push({ kind: 'altered', sequence: e.sequence, detail: `entry #${e.sequence} is before the start of the checked range (#${expected})` });
    }
    const linkFollows = e.previousHash === previousHash || e.sequence > expected;
    let moved = false;
    if (entryHash(e.previousHash, e) !== e.hash) {
      const sealed = sealedSequence(e);
      if (sealed !== undefined && sealed !== e.sequence && withSequence(e, sealed) === e.hash) {
        moved = true;
        problems.push({ kind: 'reordered', sequence: e.sequence, detail: `entry #${e.sequence} was sealed as #${sealed}: entries were moved` });
      } else {
        problems.push({ kind: 'altered', sequence: e.sequence, detail: `entry #${e.sequence} (${e.kind} ${e.reference}) no longer matches its hash: its content was changed` });
      }
    } else if (!keys[e.keyId] || !signatureValid(keys[e.keyId]!, e.hash, e.signature)) {
      problems.push({ kind: 'unsigned', sequence: e.sequence, detail: keys[e.keyId] ? `entry #${e.sequence} has no valid signature` : `entry #${e.sequence} is signed by an unknown key ${e.keyId}` });
    } else if (!linkFollows && !previousMoved) {
      problems.push({ kind: 'altered', sequence: e.sequence, detail: `entry #${e.sequence} does not follow entry #${e.sequence - 1}: the chain was broken` });
    }
    previousMoved = moved;
    expected = e.sequence + 1;
    previousHash = e.hash;
  }
  const last = sorted.at(-1);
  for (const a of options.anchors ?? []) {
    const e = sorted.find((x) => x.sequence === a.sequence);
    if (!e && a.sequence >= start.sequence) problems.push({ kind: 'removed', sequence: a.sequence, detail: `entry #${a.sequence}, sealed by a closing, is missing` });
    else if (e && e.hash !== a.hash) problems.push({ kind: 'altered', sequence: a.sequence, detail: `entry #${a.sequence} differs from the one its closing sealed` });
  }
  const unique = problems.filter((p, i) => problems.findIndex((q) => q.kind === p.kind && q.sequence === p.sequence) === i);
  return {
    ok: unique.length === 0, entryCount: sorted.length, firstSequence: sorted[0]?.sequence ?? null, lastSequence: last?.sequence ?? null,
    lastHash: last?.hash ?? null, problems: unique,
  };
}
