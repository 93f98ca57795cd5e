import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { closingReference, dayAfterPeriod, nextPeriodKey, periodKeyOf } from './closing-period';
import { closingSumsOf } from './closing-totals';
import { amountsOf, payloadOf, saleProblems } from './journal-amounts';
import type { JournalEntryInput, JournalSale } from './journal-entry';
import { entryHash, GENESIS_HASH, type SealedEntry } from './journal-seal';
import { generatePrivateKeyPem, signatureValid, signerFromPrivateKey } from './journal-signer';
import { verifyChain } from './journal-verify';

const signer = signerFromPrivateKey(generatePrivateKeyPem());
const keys = { [signer.keyId]: signer.publicKey };

export const sale = (cents: number, sign: 1 | -1 = 1): JournalSale => ({
  lines: [{ label: 'Coteaux rouge 2022', productId: 7, quantity: sign * 2, unitPriceCents: cents / 2, discountCents: 0, discountReason: null, totalCents: sign * cents, vatRate: '20' }],
  ticketDiscount: null,
  vat: [{ rate: '20', exclVatCents: sign * Math.round(cents / 1.2), vatCents: sign * (cents - Math.round(cents / 1.2)), inclVatCents: sign * cents }],
  payments: [{ type: 'cash', amountCents: sign * cents }], totalCents: sign * cents, tipsCents: 0, cashTenderedCents: null, changeCents: null, clientId: null,
});

/** A chain sealed the way journal-append.ts seals it, without a database. */
function chain(inputs: JournalEntryInput[]): SealedEntry[] {
  const out: SealedEntry[] = [];
  for (const [i, input] of inputs.entries()) {
    const head = out.at(-1);
    const { amountCents, salesCents } = amountsOf(input);
    const content = {
      shopId: input.shopId, salesPointId: input.salesPointId, sequence: i + 1, kind: input.kind, reference: input.reference, userId: input.userId,
      recordedAt: new Date(Date.UTC(2026, 10, 27, 9, i)).toISOString(), amountCents,
      grandTotalCents: (head?.grandTotalCents ?? 0) + salesCents, grandTotalAbsCents: (head?.grandTotalAbsCents ?? 0) + Math.abs(salesCents),
      payload: payloadOf(input), keyId: signer.keyId,
    };
    const previousHash = head?.hash ?? GENESIS_HASH;
    const hash = entryHash(previousHash, content);
    out.push({ ...content, previousHash, hash, signature: signer.sign(hash) });
  }
  return out;
}
const base = { shopId: 1, salesPointId: 3, userId: 2 };
const tickets = (n: number) => chain(Array.from({ length: n }, (_, i): JournalEntryInput => ({ ...base, kind: 'ticket', reference: `T-${i + 1}`, sale: sale(1000 + i * 100) })));

describe('canonical JSON', () => {
  it('sorts keys at every level, drops undefined, refuses floats', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: null }, e: undefined })).toBe('{"a":{"c":null,"d":[1,"x"]},"b":1}');
    expect(() => canonicalJson({ price: 12.5 })).toThrow(/integers only/);
  });
});

describe('sale figures', () => {
  it('accepts a sale that adds up and names what does not', () => {
    expect(saleProblems(sale(2400), 1)).toEqual([]);
    expect(saleProblems(sale(2400, -1), -1)).toEqual([]);
    const wrong = { ...sale(2400), payments: [{ type: 'card' as const, amountCents: 2300 }] };
    expect(saleProblems(wrong, 1)).toEqual(['Σ payments ≠ total + tips']);
    expect(saleProblems(sale(2400, -1), 1)).toContain('a ticket total is not negative: cancel it instead');
  });
});

describe('the chain', () => {
  it('carries perpetual grand totals: a cancellation lowers the signed one, never the absolute one', () => {
    const c = chain([
      { ...base, kind: 'ticket', reference: 'T-1', sale: sale(2400) },
      { ...base, kind: 'cancellation', reference: 'T-2', cancels: 'T-1', reason: 'Erreur de saisie', sale: sale(2400, -1) },
      { ...base, kind: 'duplicate', reference: 'T-1', copyNumber: 1 },
    ]);
    expect(c.map((e) => [e.grandTotalCents, e.grandTotalAbsCents])).toEqual([[2400, 2400], [0, 4800], [0, 4800]]);
    expect(c[1]!.previousHash).toBe(c[0]!.hash);
  });

  it('signs each hash with Ed25519: the public key verifies it, another key does not', () => {
    const [e] = tickets(1);
    expect(signatureValid(signer.publicKey, e!.hash, e!.signature)).toBe(true);
    const other = signerFromPrivateKey(generatePrivateKeyPem());
    expect(signatureValid(other.publicKey, e!.hash, e!.signature)).toBe(false);
    expect(signatureValid(signer.publicKey, e!.hash, 'not a signature')).toBe(false);
  });

  it('verifies an untouched chain', () => {
    expect(verifyChain(tickets(6), keys)).toMatchObject({ ok: true, entryCount: 6, firstSequence: 1, lastSequence: 6, problems: [] });
  });

  it('finds an altered amount', () => {
    const c = tickets(5);
    c[2] = { ...c[2]!, amountCents: 1 };
    expect(verifyChain(c, keys).problems).toEqual([expect.objectContaining({ kind: 'altered', sequence: 3 })]);
  });

  it('finds a removed entry, and one removed at the end through its closing', () => {
    const c = tickets(5);
    expect(verifyChain(c.filter((e) => e.sequence !== 2), keys).problems).toEqual([expect.objectContaining({ kind: 'removed', sequence: 2 })]);
    expect(verifyChain(c.slice(0, 4), keys, { anchors: [{ sequence: 5, hash: c[4]!.hash }] }).problems).toEqual([expect.objectContaining({ kind: 'removed', sequence: 5 })]);
  });

  it('finds two entries swapped', () => {
    const c = tickets(6);
    const swapped = c.map((e) => (e.sequence === 3 ? { ...e, sequence: 4 } : e.sequence === 4 ? { ...e, sequence: 3 } : e));
    expect(verifyChain(swapped, keys).problems.map((p) => [p.kind, p.sequence])).toEqual([['reordered', 3], ['reordered', 4]]);
  });

  it('finds an entry re-hashed after a change (no valid signature) and the broken link after it', () => {
    const c = tickets(4);
    const changed = { ...c[1]!, amountCents: 5 };
    c[1] = { ...changed, hash: entryHash(changed.previousHash, changed) };
    expect(verifyChain(c, keys).problems.map((p) => [p.kind, p.sequence])).toEqual([['unsigned', 2], ['altered', 3]]);
  });

  it('finds an entry signed by an unknown key', () => {
    expect(verifyChain(tickets(2), {}).problems.map((p) => p.kind)).toEqual(['unsigned', 'unsigned']);
  });

  it('checks a range that starts inside the journal from its anchor', () => {
    const c = tickets(6).slice(3);
    expect(verifyChain(c, keys, { start: { sequence: 4, previousHash: c[0]!.previousHash } }).ok).toBe(true);
    expect(verifyChain(c, keys).problems[0]).toMatchObject({ kind: 'removed', sequence: 1 });
  });
});

describe('closing periods and sums', () => {
  it('ends a day, a month and a year on the next French calendar day, across month and year ends', () => {
    expect(dayAfterPeriod('day', '2026-02-28')).toBe('2026-03-01');
    expect(dayAfterPeriod('day', '2028-02-28')).toBe('2028-02-29');
    expect(dayAfterPeriod('day', '2026-12-31')).toBe('2027-01-01');
    expect(dayAfterPeriod('month', '2026-12')).toBe('2027-01-01');
    expect(dayAfterPeriod('month', '2026-09')).toBe('2026-10-01');
    expect(dayAfterPeriod('year', '2026')).toBe('2027-01-01');
    expect(nextPeriodKey('month', '2026-12')).toBe('2027-01');
    expect(periodKeyOf('month', '2026-11-27')).toBe('2026-11');
    expect(closingReference('day', '2026-11-27')).toBe('Z-2026-11-27');
  });

  it('sums tickets and cancellations by VAT rate and payment type to the cent', () => {
    const sums = closingSumsOf([{ kind: 'ticket', sale: sale(2400) }, { kind: 'ticket', sale: sale(1000) }, { kind: 'cancellation', sale: sale(1000, -1) }]);
    expect(sums).toEqual({
      ticketCount: 2, cancellationCount: 1, totalCents: 2400,
      vat: [{ rate: '20', exclVatCents: 2000, vatCents: 400, inclVatCents: 2400 }],
      payments: [{ type: 'cash', amountCents: 2400 }],
    });
  });
});
