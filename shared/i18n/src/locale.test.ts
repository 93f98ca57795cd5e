import { describe, expect, it } from 'vitest';
import { detectLocale } from './locale';

describe('detectLocale', () => {
  it.each([
    ['/', '', ['fr-FR'], 'fr'],
    ['/', '', ['en-GB', 'fr'], 'en'],
    ['/', '?lang=en', ['fr-FR'], 'en'],
    ['/', '?lang=fr', ['en-US'], 'fr'],
    ['/domaine', '?lang=EN', [], 'en'],
    ['/dashboard', '?lang=en', ['en-US'], 'fr'],
    ['/dashboard/orders', '', ['en-US'], 'fr'],
    ['/dashboarding', '', ['en-US'], 'en'],
    ['/auth/login', '', [], 'fr'],
  ] as const)('%s%s with %j is %s', (pathname, search, browserLanguages, expected) => {
    expect(detectLocale({ pathname, search, browserLanguages })).toBe(expected);
  });
});
