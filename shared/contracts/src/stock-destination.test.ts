import { describe, expect, it } from 'vitest';
import { destinationOf, exitDocumentMessages, movementBodySchema } from './stock';
import { abroadOf, EU_MEMBER_STATES, exciseDestinationOf } from './stock-names';

describe('destinationOf', () => {
  it("carries a delivery address's country code to the ledger, upper-cased", () => {
    expect(destinationOf({ country: 'be' })).toEqual({ destination: 'BE' });
    expect(destinationOf({ country: 'FR' })).toEqual({ destination: 'FR' });
  });
  it('carries nothing without an address or a two-letter code', () => {
    expect(destinationOf(null)).toEqual({});
    expect(destinationOf({ country: null })).toEqual({});
    expect(destinationOf({ country: 'Belgique' })).toEqual({});
  });
});

describe('the excise destination of a country', () => {
  it('has the 27 member states and Northern Ireland, each once, as ISO codes', () => {
    expect(EU_MEMBER_STATES.filter((c) => c !== 'XI')).toHaveLength(27);
    expect(new Set(EU_MEMBER_STATES).size).toBe(EU_MEMBER_STATES.length);
    expect(EU_MEMBER_STATES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    // Left the EU in 2020: a third country.
    expect(EU_MEMBER_STATES).not.toContain('GB');
  });
  it('reads France and Monaco as France, a member state as an EU dispatch, anywhere else as an export', () => {
    expect(['FR', 'MC', 'fr', '', null, undefined].map(exciseDestinationOf)).toEqual(['france', 'france', 'france', 'france', 'france', 'france']);
    expect(['BE', 'de', 'XI'].map(exciseDestinationOf)).toEqual(['eu', 'eu', 'eu']);
    // Third countries, the United Kingdom, Switzerland, and the overseas departments outside the excise territory.
    expect(['JP', 'GB', 'CH', 'US', 'RE', 'GP'].map(exciseDestinationOf)).toEqual(Array(6).fill('export'));
  });
  it('keeps a destination only beyond France and Monaco', () => {
    expect([abroadOf('be'), abroadOf('FR'), abroadOf('MC'), abroadOf(null), abroadOf('JP')]).toEqual(['BE', null, null, null, 'JP']);
  });
});

describe('an exit with its destination and accompanying document', () => {
  const exit = (extra: object) => movementBodySchema.safeParse({ kind: 'exit', reason: 'sale', warehouseId: 1, lines: [{ formatId: 1, quantity: 6 }], ...extra });
  it('takes a DAE by its ARC, written without spaces, with the recipient excise number', () => {
    const parsed = exit({ destination: 'be', accompanying: { type: 'DAE', number: '26FR 0A1B2C3D4E5F6G7H8', recipientExciseNumber: 'be 0123456789' } });
    expect(parsed.success && parsed.data.kind === 'exit' && [parsed.data.destination, parsed.data.accompanying]).toEqual(['BE', { type: 'DAE', number: '26FR0A1B2C3D4E5F6G7H8', recipientExciseNumber: 'BE0123456789' }]);
  });
  it('refuses a DAE number that is no ARC, an empty number, a destination on a tasting, a country that is no code', () => {
    const issue = (extra: object) => { const r = exit(extra); return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]); };
    expect(issue({ accompanying: { type: 'DAE', number: '12345' } })).toEqual([['accompanying.number', exitDocumentMessages.arc]]);
    expect(issue({ accompanying: { type: 'DSA', number: ' ' } })).toEqual([['accompanying.number', exitDocumentMessages.number]]);
    expect(issue({ destination: 'Belgique' })).toEqual([['destination', exitDocumentMessages.destination]]);
    const tasting = movementBodySchema.safeParse({ kind: 'exit', reason: 'tasting', warehouseId: 1, lines: [{ formatId: 1, quantity: 1 }], destination: 'BE' });
    expect(tasting.success ? null : tasting.error.issues.map((i) => i.message)).toEqual([exitDocumentMessages.destinationReason]);
  });
  it('a DSA takes any number; no destination nor document is fine', () => {
    expect(exit({ accompanying: { type: 'DSA', number: 'dsa-2026-001' } }).success).toBe(true);
    const plain = exit({});
    expect(plain.success && plain.data.kind === 'exit' && [plain.data.destination, plain.data.accompanying]).toEqual([null, null]);
  });
});
