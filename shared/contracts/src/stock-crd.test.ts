import { describe, expect, it } from 'vitest';
import { crdInventoryBodySchema } from './stock-crd';
import { crdInventoryMove } from './stock-crd-names';

describe('a CRD capsule inventory', () => {
  it('writes a surplus when more were counted, missing capsules when fewer, nothing when the count agrees', () => {
    expect(crdInventoryMove(120, 125)).toEqual({ reason: 'surplus', quantity: 5 });
    expect(crdInventoryMove(120, 0)).toEqual({ reason: 'missing', quantity: 120 });
    expect(crdInventoryMove(0, 0)).toBeNull();
    expect(crdInventoryMove(48, 48)).toBeNull();
  });

  it('refuses a line counted twice, a negative count and an empty inventory, in French', () => {
    const messageOf = (body: unknown) => crdInventoryBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(messageOf({ counts: [{ capsuleId: 1, counted: 3 }, { capsuleId: 1, counted: 4 }] })).toBe('Chaque ligne de capsules ne se compte qu’une fois par inventaire.');
    expect(messageOf({ counts: [{ capsuleId: 1, counted: -1 }] })).toBe('Les capsules comptées ne sont jamais négatives');
    expect(messageOf({ counts: [] })).toBe('Comptez au moins une ligne de capsules.');
    expect(crdInventoryBodySchema.parse({ counts: [{ capsuleId: 2, counted: 0 }], note: '' })).toEqual({ counts: [{ capsuleId: 2, counted: 0 }], note: null });
  });
});
