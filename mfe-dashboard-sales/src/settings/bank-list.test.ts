import { describe, expect, it } from 'vitest';
import { bankList } from './bank-list';

const agricole = { id: 'credit-agricole', name: 'Crédit Agricole Alpes Provence', holder: 'EARL Domaine des Coteaux', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', isDefault: true };
const mutuel = { id: 'credit-mutuel', name: 'Crédit Mutuel Vaison-la-Romaine', holder: 'EARL Domaine des Coteaux', iban: 'FR7610278089000002012340115', bic: 'CMCIFR2A', isDefault: false };
const fields = { name: 'La Banque Postale', holder: 'EARL', iban: 'FR7620041010050500013M02606', bic: 'PSSTFRPPMAR' };
const defaults = (banks: { isDefault: boolean }[]) => banks.map((b) => b.isDefault);

describe('bankList', () => {
  it('makes the first bank added the default, not the next ones', () => {
    const first = bankList.add([], fields);
    expect(first).toEqual([{ ...fields, isDefault: true }]);
    expect(defaults(bankList.add([agricole], fields))).toEqual([true, false]);
  });

  it('edits a bank without touching its id nor its default flag', () => {
    expect(bankList.edit([agricole, mutuel], 1, fields)).toEqual([agricole, { ...fields, id: 'credit-mutuel', isDefault: false }]);
  });

  it('moves the default to the bank chosen, leaving one', () => {
    expect(defaults(bankList.makeDefault([agricole, mutuel], 1))).toEqual([false, true]);
  });

  it('hands the default to the first bank left when the default is removed, and says which', () => {
    expect(bankList.remove([agricole, mutuel], 0)).toEqual([{ ...mutuel, isDefault: true }]);
    expect(bankList.nextDefault([agricole, mutuel], 0)).toEqual(mutuel);
    expect(bankList.remove([agricole, mutuel], 1)).toEqual([agricole]);
    expect(bankList.nextDefault([agricole, mutuel], 1)).toBeNull();
    expect(bankList.remove([agricole], 0)).toEqual([]);
    expect(bankList.nextDefault([agricole], 0)).toBeNull();
  });
});
