import { detectLocale, requestedLocale, type Locale } from './locale';

/** The cookie keeping the interface language a visitor chose; read by the app and the server-rendered storefront alike. */
export const LANGUAGE_COOKIE = 'vendange_lang';
const ONE_YEAR_S = 365 * 24 * 3600;

/** The chosen language in a Cookie header (or document.cookie), null when none was chosen. */
export function chosenLocaleOf(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value === 'en' ? 'en' : value === 'fr' ? 'fr' : null;
  }
  return null;
}

/** The Set-Cookie / document.cookie text that remembers a language for a year, on the whole site. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** The language a page address asks to remember (`?lang=`), null when it asks nothing. */
export const localeToRemember = (search: string): Locale | null => requestedLocale(search);

/** The same page in the other language: `?lang=` set, the rest of the address kept. */
export function hrefInLocale(here: string, locale: Locale): string {
  const [pathAndQuery, hash = ''] = here.split('#');
  const [path, query = ''] = pathAndQuery!.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', locale);
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/** In a browser: remembers the language the address asks for, so that links without `?lang=` keep it. */
export function rememberRequestedLocale(search: string): void {
  const asked = localeToRemember(search);
  if (asked && typeof document !== 'undefined') document.cookie = languageCookie(asked);
}

/**
 * In a browser: the interface language of this address (spec point 1, with the visitor's remembered
 * choice). `remember: false` on pages that must set no cookie (the wine e-label).
 */
export function browserLocale(pathname: string, search: string, { remember = true }: { remember?: boolean } = {}): Locale {
  if (remember) rememberRequestedLocale(search);
  return detectLocale({
    pathname, search, chosen: chosenLocaleOf(document.cookie),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}

/** What a language switch says, in the language it switches to (read out in that language: `lang` on the control). */
export const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Passer en français', en: 'Switch to English' };
