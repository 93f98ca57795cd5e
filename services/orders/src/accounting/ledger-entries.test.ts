import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entry } from './fec-entries';
import { fecHeader, fecRows, fecText } from './fec-file';
import { inFileOrder } from './ledger-entries';

const day = fc.integer({ min: 0, max: 40 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
const entryOf = (journal: Entry['journal']) => fc.record({ date: day, pieceRef: fc.constantFrom('A1', 'A2', 'B7', 'REG3', 'VIR 12', ''), cents: fc.integer({ min: 1, max: 10_000 }) })
  .map(({ date, pieceRef, cents }): Entry => ({
    journal, date, pieceRef,
    lines: [
      { account: { num: '411000', lib: 'Clients' }, aux: null, label: pieceRef, debitCents: cents, creditCents: 0 },
      { account: { num: '701000', lib: 'Ventes' }, aux: null, label: pieceRef, debitCents: 0, creditCents: cents },
    ],
  }));
const byDate = (entries: Entry[]) => [...entries].sort((a, b) => a.date.localeCompare(b.date));
async function* each<T>(items: readonly T[]) { for (const item of items) yield item; }

describe('the ledger streamed a day at a time', () => {
  it('writes the very FEC the whole period sorted in memory writes', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(entryOf('VE'), { maxLength: 30 }).map(byDate),
      fc.array(fc.oneof(entryOf('BQ'), entryOf('CA')), { maxLength: 30 }).map(byDate),
      async (documents, payments) => {
        const rows = [fecHeader];
        let heard = 0;
        for await (const entry of inFileOrder(each(documents), each(payments), (done) => { heard = done; })) rows.push(...fecRows(entry));
        expect(`${rows.join('\r\n')}\r\n`).toBe(fecText([...documents, ...payments]));
        expect(heard).toBe(documents.length + payments.length);
      },
    ));
  });
});
