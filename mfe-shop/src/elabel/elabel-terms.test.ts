import { describe, expect, it } from 'vitest';
import { contentLanguages } from '@vendange/contracts';
import { eLabelLanguage, eLabelTerms, localDecimal } from './elabel-terms';

describe('e-label wording', () => {
  it('has every term in each of the 11 content languages', () => {
    expect(Object.keys(eLabelTerms).sort()).toEqual([...contentLanguages].sort());
    for (const terms of Object.values(eLabelTerms)) for (const value of Object.values(terms)) expect(value.trim()).not.toBe('');
  });
});

describe('eLabelLanguage', () => {
  const available = ['fr', 'en', 'de'] as const;
  it('speaks the language asked for when the label has it', () => expect(eLabelLanguage(available, 'de', ['en-GB'])).toBe('de'));
  it('else the browser\'s first language the label has', () => {
    expect(eLabelLanguage(available, null, ['it-IT', 'en-US', 'fr'])).toBe('en');
    expect(eLabelLanguage(available, 'pl', ['de-AT'])).toBe('de');
  });
  it('else French', () => expect(eLabelLanguage(available, null, ['ja'])).toBe('fr'));
});

describe('localDecimal', () => {
  it('writes a comma outside English', () => {
    expect(localDecimal('2.6', 'fr')).toBe('2,6');
    expect(localDecimal('2.6', 'en')).toBe('2.6');
    expect(localDecimal('2.6', 'ja')).toBe('2.6');
    expect(localDecimal('2.6', 'ru')).toBe('2,6');
  });
});
