import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAccountingCodes, type Ventilation } from '@vendange/contracts';
import { allocateVat } from '@vendange/pricing';
import { documentEntry, type LedgerDocument, type LedgerLine } from './fec-entries';
import { documentRows, rateKey, shareSigned, ventilationOf } from './ventilation';
import { ventilationCsv } from './ventilation-csv';

const codes = defaultAccountingCodes;

/** A document as Vendange issues it: VAT per rate on the rate's bases, shared to its lines; total = bases + VAT. */
function issued(kind: LedgerDocument['kind'], number: string, lines: ReadonlyArray<Omit<LedgerLine, 'vatCents'> & { vatRate: string }>): LedgerDocument {
  const { groups, shares } = allocateVat(lines.map((l) => ({ rate: rateKey(l.vatRate), base: l.lineHtCents })));
  return {
    kind, number, issuedAt: new Date('2026-11-10T10:00:00Z'), buyerId: 1, clientName: 'Cave du Vieux-Port',
    totalTtcCents: groups.reduce((n, g) => n + g.base + g.vat, 0),
    vatBreakdown: groups.map((g) => ({ rate: g.rate, vatCents: g.vat })),
    lines: lines.map((l, i) => ({ ...l, vatCents: shares[i]! })),
  };
}

const sum = (parts: ReadonlyArray<{ baseCents: number; vatCents: number; totalCents: number }>) =>
  parts.reduce((n, p) => ({ baseCents: n.baseCents + p.baseCents, vatCents: n.vatCents + p.vatCents, totalCents: n.totalCents + p.totalCents }), { baseCents: 0, vatCents: 0, totalCents: 0 });

/** What the sales journal posts per account: credit − debit (sales) for every account but the clients'. */
function journalNet(docs: readonly LedgerDocument[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const line of docs.flatMap((d) => documentEntry(d, codes).lines)) net.set(line.account.num, (net.get(line.account.num) ?? 0) + line.creditCents - line.debitCents);
  return net;
}

function expectConsistent(v: Ventilation, docs: readonly LedgerDocument[]) {
  for (const r of v.rows) expect(r.totalCents).toBe(r.baseCents + r.vatCents);
  expect(sum(v.rows)).toEqual(v.total);
  expect(sum(v.accounts)).toEqual(v.total);
  expect(sum(v.rates)).toEqual(v.total);
  for (const a of v.accounts) expect(sum(v.rows.filter((r) => r.account === a.account))).toEqual({ baseCents: a.baseCents, vatCents: a.vatCents, totalCents: a.totalCents });
  for (const rate of v.rates) expect(sum(v.rows.filter((r) => r.rate === rate.rate))).toEqual({ baseCents: rate.baseCents, vatCents: rate.vatCents, totalCents: rate.totalCents });
  expect(v.total.totalCents).toBe(v.documents.totalCents);
  // The same figures as the sales journal: each sales account's net, the VAT collected, the clients' debit.
  const net = journalNet(docs);
  for (const a of v.accounts) expect(a.baseCents).toBe(net.get(a.account) ?? 0);
  expect(v.total.vatCents).toBe(net.get(codes.vatRates['20']) ?? 0);
  expect(v.total.totalCents).toBe(0 - (net.get(codes.clients) ?? 0));
}

describe('ventilation of the sales by account × VAT rate', () => {
  const invoice = issued('invoice', 'FA2026-00002', [
    { orderLineId: 1, quantity: 6, lineHtCents: 6000, productType: 'bottle', vatRate: '20.00' },
    { orderLineId: 2, quantity: 2, lineHtCents: 1333, productType: 'food', vatRate: '5.50' },
    { orderLineId: 3, quantity: 1, lineHtCents: 1001, productType: 'food', vatRate: '5.50' },
    { orderLineId: null, quantity: 1, lineHtCents: 1000, vatRate: '20.00' },
    // The deposit FA2026-00001 deducted.
    { orderLineId: null, quantity: -1, lineHtCents: -2500, vatRate: '20.00' },
  ]);

  it('puts each line on the account the FEC posts it to, at its rate, with the VAT of the document', () => {
    expect(documentRows(invoice, codes)).toEqual([
      { account: '701000', label: 'Ventes de produits finis', rate: '20', baseCents: 6000, vatCents: 1200, totalCents: 7200 },
      { account: '707000', label: 'Ventes de marchandises', rate: '5.5', baseCents: 2334, vatCents: 128, totalCents: 2462 },
      { account: '708500', label: 'Ports et frais accessoires facturés', rate: '20', baseCents: 1000, vatCents: 200, totalCents: 1200 },
      { account: '419100', label: 'Clients - avances et acomptes reçus', rate: '20', baseCents: -2500, vatCents: -500, totalCents: -3000 },
    ]);
    expect(invoice.totalTtcCents).toBe(7200 + 2462 + 1200 - 3000);
  });

  it('adds the documents up: credit notes negative, subtotals per account and per rate, the total = the documents', () => {
    const deposit = issued('deposit', 'FA2026-00001', [{ orderLineId: null, quantity: 1, lineHtCents: 2500, vatRate: '20.00' }]);
    const credit = issued('credit', 'AV2026-00001', [{ orderLineId: 2, quantity: 1, lineHtCents: 667, productType: 'food', vatRate: '5.50' }]);
    const v = ventilationOf([deposit, invoice, credit], codes);
    expect(v.rows.map((r) => [r.account, r.rate, r.baseCents, r.vatCents])).toEqual([
      ['419100', '20', 0, 0], ['701000', '20', 6000, 1200], ['707000', '5.5', 2334 - 667, 128 - 37], ['708500', '20', 1000, 200],
    ]);
    expect(v.rates).toEqual([
      { rate: '20', vatAccount: '445710', baseCents: 7000, vatCents: 1400, totalCents: 8400 },
      { rate: '5.5', vatAccount: '445710', baseCents: 1667, vatCents: 91, totalCents: 1758 },
    ]);
    expect(v.total).toEqual({ baseCents: 8667, vatCents: 1491, totalCents: 10158 });
    expect(v.documents).toEqual({ count: 3, totalCents: 3000 + invoice.totalTtcCents - 704 });
    expectConsistent(v, [deposit, invoice, credit]);
  });

  it('keeps the VAT of the document when its lines carry none or disagree: the cents shared in proportion', () => {
    const bare: LedgerDocument = { ...invoice, lines: invoice.lines.map(({ vatCents: _vat, ...l }) => l) };
    const rows = documentRows(bare, codes);
    expect(sum(rows).totalCents).toBe(invoice.totalTtcCents);
    expect(rows.find((r) => r.account === '701000')!.vatCents).toBe(1200);
  });

  it('writes the table for a French spreadsheet: semicolons, decimal comma, subtotals and total, with its BOM', () => {
    const csv = ventilationCsv(ventilationOf([invoice], codes));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\ufeffCompte;Libellé;Taux de TVA;Base HT;TVA;Total TTC');
    expect(lines).toContain('419100;Clients - avances et acomptes reçus;20 %;-25,00;-5,00;-30,00');
    expect(lines).toContain('707000;Total Ventes de marchandises;;23,34;1,28;24,62');
    expect(lines).toContain(';Total au taux de 5,5 % (TVA au compte 445710);5,5 %;23,34;1,28;24,62');
    expect(lines).toContain(';Total des ventes;;68,34;10,28;78,62');
  });

  it('shares a signed amount over signed weights exactly, in proportion', () => {
    expect(shareSigned(900, [6000, 1000, -2500])).toEqual([1200, 200, -500]);
    expect(shareSigned(-1, [1, 1])).toEqual([0, -1]);
    expect(shareSigned(7, [5, -5])).toEqual([7, 0]);
    fc.assert(fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.array(fc.integer({ min: -50_000, max: 50_000 }), { minLength: 1, maxLength: 8 }), (amount, weights) => {
      const shares = shareSigned(amount, weights);
      expect(shares.reduce((n, c) => n + c, 0)).toBe(amount);
      const total = weights.reduce((n, w) => n + w, 0);
      // Each part within a cent of its exact share.
      if (total !== 0) shares.forEach((c, i) => expect(Math.abs(c * total - amount * weights[i]!)).toBeLessThan(Math.abs(total)));
    }), { numRuns: 300 });
  });

  const rates = ['20.00', '10.00', '5.50', '2.10', '0.00'];
  const goodsLine = fc.record({
    orderLineId: fc.integer({ min: 1, max: 999 }), quantity: fc.integer({ min: 1, max: 24 }), lineHtCents: fc.integer({ min: 0, max: 500_000 }),
    productType: fc.constantFrom('bottle', 'spirit', 'box', 'accessory', 'food', 'prestation', 'touristTax', null), vatRate: fc.constantFrom(...rates),
  });
  const delivery = fc.record({ orderLineId: fc.constant(null), quantity: fc.constant(1), lineHtCents: fc.integer({ min: 0, max: 5_000 }), vatRate: fc.constantFrom(...rates) });
  const deducted = fc.record({ orderLineId: fc.constant(null), quantity: fc.constant(-1), lineHtCents: fc.integer({ min: -100_000, max: -1 }), vatRate: fc.constantFrom(...rates) });
  const document = fc.oneof(
    fc.tuple(fc.array(goodsLine, { minLength: 1, maxLength: 6 }), fc.option(delivery), fc.array(deducted, { maxLength: 2 }))
      .map(([goods, ship, deposits]) => issued('invoice', 'FA', [...goods, ...(ship ? [ship] : []), ...deposits])),
    fc.array(fc.record({ orderLineId: fc.constant(null), quantity: fc.constant(1), lineHtCents: fc.integer({ min: 1, max: 100_000 }), vatRate: fc.constantFrom(...rates) }), { minLength: 1, maxLength: 3 })
      .map((lines) => issued('deposit', 'FA', lines)),
    fc.array(goodsLine, { minLength: 1, maxLength: 4 }).map((lines) => issued('credit', 'AV', lines)),
  );

  it('property: the parts add up to the source to the cent (rows → subtotals → total = the documents = the sales journal)', () => {
    fc.assert(fc.property(fc.array(document, { maxLength: 12 }), (docs) => {
      for (const doc of docs) expect(sum(documentRows(doc, codes)).totalCents).toBe(doc.kind === 'credit' ? 0 - doc.totalTtcCents : doc.totalTtcCents);
      expectConsistent(ventilationOf(docs, codes), docs);
    }), { numRuns: 300 });
  });

  it('property: lines whose VAT disagrees with the rate still add up to the document', () => {
    fc.assert(fc.property(document, fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 8, maxLength: 8 }), (doc, noise) => {
      const noisy = { ...doc, lines: doc.lines.map((l, i) => ({ ...l, vatCents: (l.vatCents ?? 0) + noise[i % 8]! })) };
      expectConsistent(ventilationOf([noisy], codes), [noisy]);
    }), { numRuns: 200 });
  });
});
