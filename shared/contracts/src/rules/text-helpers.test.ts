import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmationMatches, fillSiret, matchesSearch, normalizeSearch } from './text-helpers';

describe('fillSiret', () => {
  it('splits a SIRET into SIREN (first 9) and NIC (last 5)', () =>
    expect(fillSiret({ siret: '12345678900012' })).toEqual({ siret: '12345678900012', siren: '123456789', nic: '00012' }));
  it('ignores spaces typed in groups', () =>
    expect(fillSiret({ siret: '123 456 789 00012' })).toEqual({ siret: '12345678900012', siren: '123456789', nic: '00012' }));
  it('builds the SIRET from SIREN and NIC', () =>
    expect(fillSiret({ siren: '123456789', nic: '00012' })).toEqual({ siret: '12345678900012', siren: '123456789', nic: '00012' }));
  it('prefers a complete SIRET over other parts', () =>
    expect(fillSiret({ siret: '12345678900012', siren: '999999999', nic: '99999' })).toEqual({ siret: '12345678900012', siren: '123456789', nic: '00012' }));
  it.each([
    [{ siret: '1234567890001' }, { siret: '1234567890001', siren: '', nic: '' }],
    [{ siren: '12345678', nic: '00012' }, { siret: '', siren: '12345678', nic: '00012' }],
    [{ siren: '123456789' }, { siret: '', siren: '123456789', nic: '' }],
    [{}, { siret: '', siren: '', nic: '' }],
  ])('leaves incomplete parts as typed: %j', (parts, filled) => expect(fillSiret(parts)).toEqual(filled));
});

describe('normalizeSearch / matchesSearch', () => {
  it.each([
    ['Château Belle Rivière', 'chateaubelleriviere'],
    ['  ÉLOÏSE   Müller ', 'eloisemuller'],
    ['Cœur de cuvée', 'coeurdecuvee'],
    ['Crémant\td’Alsace', 'cremantd’alsace'],
  ])('%j → %j', (typed, normalized) => expect(normalizeSearch(typed)).toBe(normalized));
  it.each([
    ['Château Belle Rivière', 'belle riviere'],
    ['Château Belle Rivière', 'CHATEAUBELLE'],
    ['Domaine des Coteaux', 'des cot'],
    ['Cœur de cuvée', 'coeur'],
    ['anything', ''],
  ])('%j matches %j', (haystack, needle) => expect(matchesSearch(haystack, needle)).toBe(true));
  it.each([
    ['Château Belle Rivière', 'rivieres'],
    ['Domaine des Coteaux', 'coteau x y'],
  ])('%j does not match %j', (haystack, needle) => expect(matchesSearch(haystack, needle)).toBe(false));
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => normalizeSearch(normalizeSearch(s)) === normalizeSearch(s)));
  });
});

describe('confirmationMatches', () => {
  it.each([
    ['SUPPRIMER', 'SUPPRIMER'], ['supprimer', 'SUPPRIMER'], [' sup primer ', 'SUPPRIMER'], ['domainedes coteaux', 'Domaine des Coteaux'],
  ])('%j confirms %j', (typed, keyword) => expect(confirmationMatches(typed, keyword)).toBe(true));
  it.each([
    ['SUPPRIME', 'SUPPRIMER'], ['', 'SUPPRIMER'], ['SUPPRIMER!', 'SUPPRIMER'], ['', ''], ['  ', ' '], ['supprimér', 'SUPPRIMER'],
  ])('%j does not confirm %j', (typed, keyword) => expect(confirmationMatches(typed, keyword)).toBe(false));
});
