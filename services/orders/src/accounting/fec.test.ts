import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAccountingCodes } from '@vendange/contracts';
import { addDays } from '@vendange/pricing';
import { clientAccountOf, documentEntry, paymentEntry, paymentReversalEntry, type Entry, type LedgerDocument } from './fec-entries';
import { FEC_COLUMNS, fecAmount, fecFileName, fecText } from './fec-file';
import { journalCsv, journalFileName } from './journal-csv';

const invoice: LedgerDocument = {
  kind: 'invoice', number: 'FA2026-00001', issuedAt: new Date('2026-11-24T23:30:00Z'), buyerId: null, clientName: 'Cave du Vieux-Port',
  totalTtcCents: 12000 + 2400 + 1200 + 240 - 3600, vatBreakdown: [{ rate: '20', vatCents: 2400 + 240 - 600 }],
  lines: [{ orderLineId: 1, quantity: 12, lineHtCents: 12000 }, { orderLineId: null, quantity: 1, lineHtCents: 1200 }, { orderLineId: null, quantity: -1, lineHtCents: -3000 }],
};

const codes = defaultAccountingCodes;
const balance = (e: Entry) => e.lines.reduce((n, l) => n + l.debitCents - l.creditCents, 0);
const rowsOf = (text: string) => text.replace(/\r\n$/, '').split('\r\n').map((r) => r.split('\t'));

describe('the FEC (article A47 A-1 LPF)', () => {
  it('writes an invoice as a balanced sales entry: the client debited, goods, delivery and deposits credited apart, VAT per rate', () => {
    const entry = documentEntry(invoice, codes);
    expect(entry.date).toBe('2026-11-25');
    expect(balance(entry)).toBe(0);
    expect(entry.lines.map((l) => [l.account.num, l.aux?.num ?? '', l.debitCents, l.creditCents])).toEqual([
      ['411000', 'CCAVEDUVIEUXP', 12240, 0],
      ['701000', '', 0, 12000],
      ['708500', '', 0, 1200],
      // The deposit deducted comes back out of 4191.
      ['419100', '', 3000, 0],
      ['445710', '', 0, 2040],
    ]);
    // A credit note is the mirror image.
    const credit = documentEntry({ ...invoice, kind: 'credit', number: 'AV2026-00001' }, codes);
    expect(balance(credit)).toBe(0);
    expect(credit.lines[0]).toMatchObject({ debitCents: 0, creditCents: 12240 });
  });

  it('writes a payment in the bank journal, cash in the cash journal', () => {
    const cheque = paymentEntry({ id: 7, type: 'cheque', receivedOn: '2026-11-26', amountCents: 5000, reference: 'CHQ 1234567', buyerId: 3, clientName: 'Jean' }, codes);
    expect(cheque).toMatchObject({ journal: 'BQ', date: '2026-11-26', pieceRef: 'CHQ 1234567' });
    // A cheque goes to the cheques to cash in (5112), a transfer to the bank: the shop's codes decide.
    expect(cheque.lines.map((l) => [l.account.num, l.aux?.num ?? '', l.debitCents, l.creditCents])).toEqual([['511200', '', 5000, 0], ['411000', 'C000003', 0, 5000]]);
    const custom = paymentEntry({ id: 9, type: 'transfer', receivedOn: '2026-11-26', amountCents: 100, reference: null, buyerId: 3, clientName: 'Jean' }, { ...codes, paymentMethods: { ...codes.paymentMethods, transfer: '512100' } });
    expect(custom.lines[0]!.account).toEqual({ num: '512100', lib: 'Banque' });
    expect(paymentEntry({ id: 8, type: 'cash', receivedOn: '2026-11-26', amountCents: 100, reference: null, buyerId: null, clientName: 'Passage' }, codes)).toMatchObject({ journal: 'CA', pieceRef: 'REG8' });
    expect(clientAccountOf({ buyerId: null, clientName: 'Château Œnologie & Fils' }).num).toBe('CCHATEAUOENOL');
  });

  it('writes a credit note paid back the other way round: the client debited, the bank credited', () => {
    const refund = paymentEntry({ id: 12, type: 'cheque', receivedOn: '2026-11-27', amountCents: -1550, reference: 'AV-2026-3', buyerId: 3, clientName: 'Jean' }, codes);
    expect(refund).toMatchObject({ journal: 'BQ', date: '2026-11-27', pieceRef: 'AV-2026-3' });
    // A cheque written by the producer leaves the bank (512), not the cheques received (5112).
    expect(refund.lines.map((l) => [l.account.num, l.aux?.num ?? '', l.debitCents, l.creditCents, l.label])).toEqual([
      ['512000', '', 0, 1550, 'Remboursement Jean AV-2026-3'], ['411000', 'C000003', 1550, 0, 'Remboursement Jean AV-2026-3'],
    ]);
    expect(paymentEntry({ id: 13, type: 'cash', receivedOn: '2026-11-27', amountCents: -200, reference: null, buyerId: null, clientName: 'Passage' }, codes).lines.map((l) => [l.account.num, l.debitCents, l.creditCents]))
      .toEqual([['530000', 0, 200], ['411000', 200, 0]]);
  });

  it("reverses a bounced payment on the day it bounced: the client debited again, the bank credited, the same piece", () => {
    const paid = { id: 7, type: 'cheque' as const, receivedOn: '2026-11-26', amountCents: 5000, reference: 'CHQ 1234567', buyerId: 3, clientName: 'Jean' };
    const reversal = paymentReversalEntry({ ...paid, reversedOn: '2026-12-03' }, codes);
    expect(reversal).toMatchObject({ journal: 'BQ', date: '2026-12-03', pieceRef: 'CHQ 1234567' });
    expect(reversal.lines.map((l) => [l.account.num, l.aux?.num ?? '', l.debitCents, l.creditCents, l.label])).toEqual([
      ['511200', '', 0, 5000, 'Rejet Règlement Jean CHQ 1234567'], ['411000', 'C000003', 5000, 0, 'Rejet Règlement Jean CHQ 1234567'],
    ]);
    // The receipt and its reversal cancel out, account by account.
    const net = new Map<string, number>();
    for (const l of [...paymentEntry(paid, codes).lines, ...reversal.lines]) net.set(l.account.num, (net.get(l.account.num) ?? 0) + l.debitCents - l.creditCents);
    expect([...net.values()]).toEqual([0, 0]);
  });

  it('lays out the 18 columns, dates AAAAMMJJ, comma amounts, entries in date order numbered per journal, named {SIREN}FEC{end}.txt', () => {
    const later = documentEntry({ ...invoice, number: 'FA2026-00002', issuedAt: new Date('2026-11-27T10:00:00Z') }, codes);
    const text = fecText([later, paymentEntry({ id: 1, type: 'transfer', receivedOn: '2026-11-26', amountCents: 123456, reference: 'VIR', buyerId: null, clientName: 'Cave du Vieux-Port' }, codes), documentEntry(invoice, codes)]);
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual([...FEC_COLUMNS]);
    for (const row of rows) expect(row).toHaveLength(18);
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ...Array(5).fill(['VE', 'VE000001', '20261125']), ['BQ', 'BQ000001', '20261126'], ['BQ', 'BQ000001', '20261126'], ...Array(5).fill(['VE', 'VE000002', '20261127']),
    ]);
    expect(rows[5]![11]).toBe('1234,56');
    expect(rows[5]![15]).toBe('20261126');
    expect(fecAmount(5)).toBe('0,05');
    expect(fecFileName('123456789', '2026-12-31')).toBe('123456789FEC20261231.txt');
  });

  it('balances every entry, and the FEC of a period holds the entries of its months, amount for amount', () => {
    const doc = fc.record({
      kind: fc.constantFrom('invoice' as const, 'deposit' as const, 'credit' as const),
      day: fc.integer({ min: 0, max: 364 }),
      lines: fc.array(fc.record({ orderLineId: fc.option(fc.nat(50), { nil: null }), quantity: fc.integer({ min: -1, max: 24 }), lineHtCents: fc.integer({ min: -50_000, max: 500_000 }) }), { minLength: 1, maxLength: 6 }),
      vat: fc.array(fc.record({ rate: fc.constantFrom('20', '5.5', '10'), vatCents: fc.integer({ min: -10_000, max: 100_000 }) }), { maxLength: 3 }),
    });
    fc.assert(fc.property(fc.array(doc, { maxLength: 40 }), (docs) => {
      const entries = docs.map((d, i) => documentEntry({
        kind: d.kind, number: `FA2026-${i}`, issuedAt: new Date(`${addDays('2026-01-01', d.day)}T12:00:00Z`), buyerId: i % 3 ? i : null, clientName: `Client ${i}`,
        totalTtcCents: d.lines.reduce((n, l) => n + l.lineHtCents, 0) + d.vat.reduce((n, v) => n + v.vatCents, 0), vatBreakdown: d.vat, lines: d.lines,
      }, codes));
      for (const e of entries) expect(balance(e)).toBe(0);
      const amounts = (text: string) => rowsOf(text).slice(1).map((r) => `${r[4]}|${r[6]}|${r[8]}|${r[11]}|${r[12]}`).sort();
      const byMonth = Array.from({ length: 12 }, (_, m) => fecText(entries.filter((e) => Number(e.date.slice(5, 7)) === m + 1)));
      expect(byMonth.flatMap(amounts).sort()).toEqual(amounts(fecText(entries)));
    }), { numRuns: 200 });
  });

  it("keeps a client's account at invoices − credit notes − payments + refunds: every entry balanced, no negative amount", () => {
    const move = fc.oneof(
      fc.record({ doc: fc.constantFrom('invoice' as const, 'deposit' as const, 'credit' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
      // A payment received (positive), or money paid back (negative: a credit note refunded), bounced or not.
      fc.record({ pay: fc.constantFrom('transfer' as const, 'cheque' as const, 'cash' as const, 'card' as const, 'debit' as const), cents: fc.integer({ min: -500_000, max: 500_000 }).filter((n) => n !== 0), bounced: fc.boolean() }),
    );
    fc.assert(fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
      let expected = 0;
      const entries: Entry[] = moves.flatMap((m, i) => {
        if ('doc' in m) {
          expected += m.doc === 'credit' ? -m.cents : m.cents;
          // One line at 20 %: the total splits into goods and VAT to the cent.
          const vat = Math.round(m.cents / 6);
          return [documentEntry({ kind: m.doc, number: `D${i}`, issuedAt: new Date('2026-11-02T10:00:00Z'), buyerId: 7, clientName: 'Jean', totalTtcCents: m.cents, vatBreakdown: [{ rate: '20', vatCents: vat }], lines: [{ orderLineId: 1, quantity: 1, lineHtCents: m.cents - vat }] }, codes)];
        }
        const paid = { id: i, type: m.pay, receivedOn: '2026-11-03', amountCents: m.cents, reference: null, buyerId: 7, clientName: 'Jean' };
        if (m.bounced) return [paymentEntry(paid, codes), paymentReversalEntry({ ...paid, reversedOn: '2026-11-04' }, codes)];
        expected -= m.cents;
        return [paymentEntry(paid, codes)];
      });
      for (const e of entries) {
        expect(balance(e)).toBe(0);
        for (const l of e.lines) expect(l.debitCents >= 0 && l.creditCents >= 0 && l.debitCents * l.creditCents === 0).toBe(true);
      }
      const client = entries.flatMap((e) => e.lines).filter((l) => l.aux?.num === 'C000007').reduce((n, l) => n + l.debitCents - l.creditCents, 0);
      expect(client).toBe(expected);
    }), { numRuns: 300 });
  });

  it('writes one journal as a French spreadsheet reads it: semicolons, decimal comma, DD/MM/YYYY, numbered as in the FEC', () => {
    const csv = journalCsv([documentEntry(invoice, codes), paymentEntry({ id: 1, type: 'cheque', receivedOn: '2026-11-26', amountCents: 1050, reference: 'CHQ; 12', buyerId: null, clientName: 'Cave' }, codes)], 'BQ');
    expect(csv.startsWith('\ufeffDate;Journal;N° écriture;Pièce;Compte')).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    // A semicolon inside a field is quoted by the CSV library.
    expect(rows[1]).toBe('26/11/2026;BQ;BQ000001;"CHQ; 12";511200;Chèques à encaisser;;;"Règlement Cave CHQ; 12";10,50;0,00');
    expect(journalFileName('VE', '2026-01-01', '2026-12-31')).toBe('journal-ventes-2026-01-01-2026-12-31.csv');
  });
});
