import { describe, expect, it } from 'vitest';
import type { CrdCapsule } from '@vendange/contracts';
import { crdInventoryOf } from './crd-inventory';

const line = (id: number, balance: number) => ({ id, balance, label: `Ligne ${id}` }) as CrdCapsule;

describe('the capsule inventory form', () => {
  const lines = [line(1, 120), line(2, 40), line(3, 0)];

  it('sends only the lines counted, each with what it writes against the balance shown', () => {
    const r = crdInventoryOf(lines, { 1: '118', 2: ' ', 3: '4' }, '  Fin de mois ');
    expect(r.body).toEqual({ counts: [{ capsuleId: 1, counted: 118 }, { capsuleId: 3, counted: 4 }], note: 'Fin de mois' });
    expect(r.differences?.map((d) => [d.capsule.id, d.move])).toEqual([[1, { reason: 'missing', quantity: 2 }], [3, { reason: 'surplus', quantity: 4 }]]);
    expect(crdInventoryOf(lines, { 2: '40' }, '').differences?.[0]?.move).toBeNull();
  });

  it('points at a count that is not a whole number, and says when nothing was counted', () => {
    expect(crdInventoryOf(lines, { 1: '12,5' }, '').error).toEqual({ capsuleId: 1 });
    expect(crdInventoryOf(lines, { 2: '-3' }, '').error).toEqual({ capsuleId: 2 });
    expect(crdInventoryOf(lines, {}, '').error).toBe('none');
  });
});
