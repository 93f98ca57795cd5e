import { describe, expect, it } from 'vitest';
import { detectLocale } from './locale';
import { chosenLocaleOf, hrefInLocale, languageCookie, LANGUAGE_COOKIE } from './locale-choice';

describe('the chosen interface language', () => {
  it('is read from the cookie among others, and ignores values it does not know', () => {
    expect(chosenLocaleOf(`a=1; ${LANGUAGE_COOKIE}=en; b=2`)).toBe('en');
    expect(chosenLocaleOf(`${LANGUAGE_COOKIE}=fr`)).toBe('fr');
    expect(chosenLocaleOf(`${LANGUAGE_COOKIE}=de`)).toBeNull();
    expect(chosenLocaleOf('')).toBeNull();
  });

  it('outlives the first click: after ?lang=en, a page without it stays English, even for a French browser', () => {
    const chosen = chosenLocaleOf(languageCookie('en').split(';')[0]!);
    expect(detectLocale({ pathname: '/domaine-des-coteaux/products/3', search: '', browserLanguages: ['fr-FR'], chosen })).toBe('en');
  });

  it('gives way to an explicit ?lang= and never reaches the dashboard', () => {
    expect(detectLocale({ pathname: '/cart', search: '?lang=fr', browserLanguages: [], chosen: 'en' })).toBe('fr');
    expect(detectLocale({ pathname: '/dashboard/orders', search: '', browserLanguages: [], chosen: 'en' })).toBe('fr');
  });

  it('switches the same page to the other language, keeping its query and anchor', () => {
    expect(hrefInLocale('/domaine?page=2#vins', 'en')).toBe('/domaine?page=2&lang=en#vins');
    expect(hrefInLocale('/domaine?lang=en', 'fr')).toBe('/domaine?lang=fr');
    expect(hrefInLocale('/cart', 'en')).toBe('/cart?lang=en');
  });

  it('is remembered for a year on the whole site', () => {
    expect(languageCookie('en')).toBe(`${LANGUAGE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`);
  });
});
