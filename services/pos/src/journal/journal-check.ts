import type { Closing } from '@vendange/contracts';
import type { JournalClosingTotals } from './journal-entry';
import type { SealedEntry } from './journal-seal';
import { verifyChain, type JournalVerification } from './journal-verify';

/**
 * A whole sales point's journal checked against its keys and its closings: the chain (verifyChain), each closing
 * sealed in it (an entry removed at the end is found through the closing that sealed it), and each closing row
 * still saying what its signed entry says.
 */
export function checkJournal(entries: readonly SealedEntry[], keys: Readonly<Record<string, string>>, closingRows: readonly Closing[]): JournalVerification {
  const result = verifyChain(entries, keys, { anchors: closingRows.map((c) => ({ sequence: c.journalSequence, hash: c.hash })) });
  const bySequence = new Map(entries.map((e) => [e.sequence, e]));
  const extra = closingRows.flatMap((c) => {
    const entry = bySequence.get(c.journalSequence);
    const sealed = entry?.payload.closing as JournalClosingTotals | undefined;
    if (!entry || entry.hash !== c.hash || !sealed) return [];
    const same = sealed.totalCents === c.totalCents && sealed.ticketCount === c.ticketCount && sealed.cancellationCount === c.cancellationCount
      && sealed.lastSequence === c.lastSequence && sealed.periodKey === c.periodKey && JSON.stringify(sealed.vat) === JSON.stringify(c.vat)
      && JSON.stringify(sealed.payments) === JSON.stringify(c.payments);
    return same ? [] : [{ kind: 'altered' as const, sequence: c.journalSequence, detail: `closing ${c.period} ${c.periodKey} no longer says what its journal entry #${c.journalSequence} sealed` }];
  });
  const problems = [...result.problems, ...extra].sort((a, b) => a.sequence - b.sequence);
  return { ...result, ok: problems.length === 0, problems };
}
