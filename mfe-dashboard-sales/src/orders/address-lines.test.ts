import { describe, expect, it } from 'vitest';
import type { Address } from '@vendange/contracts';
import { addressLines, countryName } from './address-lines';

const base: Address = {
  title: null, firstname: 'Sophie', lastname: 'Leroy', name: null, street: '4 rue Mercière', complement: null, zipcode: '69002', city: 'Lyon',
  country: 'FR', county: null, state: null, stateCode: null, exciseNumber: null, mountain: false, phone: null, email: null,
};

describe('addressLines', () => {
  it('prints a plain French address as on a parcel', () => {
    expect(addressLines(base)).toEqual(['Sophie Leroy', '4 rue Mercière', '69002 Lyon', 'France']);
  });
  it('adds the title, a recipient line that differs, the complement and the region', () => {
    const full = { ...base, title: 'Mme', name: 'Cave Leroy', complement: 'Bâtiment B', county: 'Rhône', state: 'Auvergne-Rhône-Alpes', country: 'BE' };
    expect(addressLines(full)).toEqual(['Mme Sophie Leroy', 'Cave Leroy', '4 rue Mercière', 'Bâtiment B', '69002 Lyon', 'Rhône, Auvergne-Rhône-Alpes', 'Belgique']);
  });
  it('does not repeat a recipient line equal to the person', () => {
    expect(addressLines({ ...base, name: 'Sophie Leroy' })).toEqual(['Sophie Leroy', '4 rue Mercière', '69002 Lyon', 'France']);
  });
});

describe('countryName', () => {
  it('names countries in French and keeps what it does not know', () => {
    expect(countryName('ch')).toBe('Suisse');
    expect(countryName('XX1')).toBe('XX1');
  });
});
