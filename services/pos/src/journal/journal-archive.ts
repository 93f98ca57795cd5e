import { createHash } from 'node:crypto';
import type { Closing } from '@vendange/contracts';
import { canonicalJson } from './canonical-json';
import type { SealedEntry } from './journal-seal';
import { signatureValid, type JournalSigner } from './journal-signer';
import { verifyChain, type ChainStart, type JournalProblem } from './journal-verify';

export const ARCHIVE_FORMAT = 'vendange-pos-journal-archive';

/** What an archive holds: a period of one sales point's journal and closings, self-sufficient for verification. */
export interface ArchiveBody {
  format: typeof ARCHIVE_FORMAT;
  version: 1;
  exportedAt: string;
  shopId: number;
  salesPoint: { id: number; name: string };
  /** French calendar days, both included (null: from the first entry / to the export). */
  period: { from: string | null; to: string | null };
  /** Where the archived range joins the journal: its first sequence and the hash before it. */
  start: ChainStart;
  entries: SealedEntry[];
  closings: Closing[];
  /** Public keys (SPKI PEM) of every key that signed an entry or the archive. */
  keys: Record<string, string>;
}

export interface ArchiveSeal {
  /** SHA-256 of the first line's exact bytes. */
  archiveHash: string;
  keyId: string;
  signature: string;
}

/**
 * The archive file: line 1 the body in canonical JSON (no line break inside), line 2 its seal. The hash is taken
 * over the bytes of line 1 as written, so changing any byte of the file breaks it (JSON Lines, `.jsonl`).
 */
export function archiveText(body: ArchiveBody, signer: JournalSigner): string {
  const line = canonicalJson(body);
  const archiveHash = createHash('sha256').update(line, 'utf8').digest('hex');
  const seal: ArchiveSeal = { archiveHash, keyId: signer.keyId, signature: signer.sign(archiveHash) };
  return `${line}\n${canonicalJson(seal)}\n`;
}

export interface ArchiveVerification {
  ok: boolean;
  /** Why the file itself cannot be trusted (unreadable, changed, unsigned), before any entry is looked at. */
  fileProblems: string[];
  problems: JournalProblem[];
  salesPoint: { id: number; name: string } | null;
  entryCount: number;
  firstSequence: number | null;
  lastSequence: number | null;
  closingCount: number;
  keyIds: string[];
}

/**
 * Verifies an archive away from the platform (pure: Node's crypto only). `pinnedKey` (the public key the
 * platform publishes, GET /v1/salespoints/journal/keys) makes sure the archive was not re-signed with another key.
 */
export function verifyArchiveText(text: string, pinnedKey?: string): ArchiveVerification {
  const empty = (problem: string): ArchiveVerification => ({ ok: false, fileProblems: [problem], problems: [], salesPoint: null, entryCount: 0, firstSequence: null, lastSequence: null, closingCount: 0, keyIds: [] });
  const lines = text.split('\n');
  if (lines.length !== 3 || lines[2] !== '') return empty('the file must hold exactly two lines: the journal, then its seal');
  let body: ArchiveBody;
  let seal: ArchiveSeal;
  try {
    body = JSON.parse(lines[0]!) as ArchiveBody;
    seal = JSON.parse(lines[1]!) as ArchiveSeal;
  } catch {
    return empty('the file is not readable JSON: it was changed or cut');
  }
  if (body?.format !== ARCHIVE_FORMAT || body.version !== 1) return empty(`not a ${ARCHIVE_FORMAT} (version 1) file`);
  const fileProblems: string[] = [];
  const archiveHash = createHash('sha256').update(lines[0]!, 'utf8').digest('hex');
  if (archiveHash !== seal.archiveHash) fileProblems.push('the journal line does not match the archive hash: the file was changed');
  const keys = { ...body.keys };
  if (pinnedKey) {
    const pinned = Object.entries(keys).find(([, pem]) => pem.trim() === pinnedKey.trim());
    if (!pinned) fileProblems.push('the archive holds no entry signed by the published key given');
    for (const id of Object.keys(keys)) if (id !== pinned?.[0]) delete keys[id];
  }
  const archiveKey = keys[seal.keyId];
  if (!archiveKey || !signatureValid(archiveKey, seal.archiveHash, seal.signature)) fileProblems.push('the archive signature is not valid');
  let canonical = '';
  try {
    canonical = canonicalJson(body);
  } catch {
    fileProblems.push('the journal line holds values a journal cannot (floats)');
  }
  if (canonical && canonical !== lines[0]) fileProblems.push('the journal line is not in canonical form: the file was rewritten');
  if (canonicalJson({ archiveHash: seal.archiveHash, keyId: seal.keyId, signature: seal.signature }) !== lines[1]) fileProblems.push('the seal line was changed');
  const chain = verifyChain(body.entries ?? [], keys, { start: body.start, anchors: (body.closings ?? []).map((c) => ({ sequence: c.journalSequence, hash: c.hash })) });
  return {
    ok: fileProblems.length === 0 && chain.ok, fileProblems, problems: chain.problems, salesPoint: body.salesPoint ?? null, entryCount: chain.entryCount,
    firstSequence: chain.firstSequence, lastSequence: chain.lastSequence, closingCount: (body.closings ?? []).length, keyIds: Object.keys(body.keys ?? {}),
  };
}
