import { describe, expect, it } from 'vitest';
import { shopLegalSchema } from '@vendange/contracts';
import { legalFields, legalToForm } from './legal-form';

describe('legalToForm', () => {
  it('starts from empty fields before the first save', () => {
    const form = legalToForm(null);
    expect(Object.keys(form)).toEqual([...legalFields]);
    expect(Object.values(form).every((v) => v === '')).toBe(true);
  });
  it('shows a saved notice, missing fields empty, and saves it back unchanged', () => {
    const saved = shopLegalSchema.parse({ companyName: 'EARL Domaine des Coteaux', address: '12 chemin des Coteaux', director: 'Claire Martin', siret: '12345678900011' });
    const form = legalToForm(saved);
    expect(form).toMatchObject({ companyName: 'EARL Domaine des Coteaux', siret: '12345678900011', vatNumber: '', hostName: '' });
    expect(shopLegalSchema.parse(form)).toEqual(saved);
  });
});
