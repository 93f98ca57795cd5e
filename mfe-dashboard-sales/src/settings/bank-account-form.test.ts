import { describe, expect, it } from 'vitest';
import { bankMessages } from '@vendange/contracts';
import { bankFormSchema, bankToForm } from './bank-account-form';

const typed = { name: ' Crédit Agricole Alpes Provence ', holder: 'EARL Domaine des Coteaux', iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp' };
const issues = (values: object, taken: string[] = []) => {
  const r = bankFormSchema(taken).safeParse({ ...typed, ...values });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('bank form', () => {
  it('reads the IBAN typed in groups and lower case, the BIC in capitals, the name trimmed', () => {
    expect(bankFormSchema([]).parse(typed)).toEqual({ name: 'Crédit Agricole Alpes Provence', holder: 'EARL Domaine des Coteaux', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' });
  });

  it('shows a saved bank with its IBAN in groups of four, and a new one with the holder given', () => {
    const saved = { id: 'ca', name: 'Crédit Agricole', holder: 'EARL', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', isDefault: true };
    expect(bankToForm(saved)).toEqual({ name: 'Crédit Agricole', holder: 'EARL', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' });
    expect(bankToForm(null, 'EARL')).toEqual({ name: '', holder: 'EARL', iban: '', bic: '' });
  });

  it("refuses what the contract refuses, under each field, and an IBAN another bank of the shop has", () => {
    expect(issues({ name: '', iban: 'FR76 1234', bic: 'AGRI' })).toEqual({ name: 'Ce champ ne peut pas être vide', iban: "L'IBAN n'est pas valide", bic: "Le BIC n'est pas valide" });
    expect(issues({}, ['FR7630006000011234567890189'])).toEqual({ iban: bankMessages.sameIban });
  });
});
