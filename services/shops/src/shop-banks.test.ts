import { describe, expect, it } from 'vitest';
import { withBankIds } from './shop-banks';

const bank = { holder: 'EARL Domaine des Coteaux', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', isDefault: true };

describe('withBankIds', () => {
  it('keeps the ids sent and gives a new bank one from its name', () => {
    expect(withBankIds([{ ...bank, id: 'banque-principale', name: 'Banque principale' }, { ...bank, name: 'Crédit Agricole Alpes Provence', isDefault: false }]).map((b) => b.id))
      .toEqual(['banque-principale', 'credit-agricole-alpes-provence']);
  });

  it('never gives a new bank an id already in the list, even one sent after it', () => {
    expect(withBankIds([{ ...bank, name: 'Crédit Mutuel' }, { ...bank, name: 'Crédit Mutuel' }, { ...bank, id: 'credit-mutuel-2', name: 'Autre' }]).map((b) => b.id))
      .toEqual(['credit-mutuel', 'credit-mutuel-3', 'credit-mutuel-2']);
  });

  it('keeps the rest of each bank as sent', () => {
    expect(withBankIds([{ ...bank, name: 'La Banque Postale' }])).toEqual([{ ...bank, name: 'La Banque Postale', id: 'la-banque-postale' }]);
  });
});
