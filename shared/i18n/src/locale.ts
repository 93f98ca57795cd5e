export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The eleven content languages of product texts (not interface languages). */
export const contentLanguages = ['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja'] as const;

export interface LocaleInput {
  pathname: string;
  search: string;
  browserLanguages: readonly string[];
  /** The language the visitor chose earlier (the language cookie), if any. */
  chosen?: Locale | null;
}

const isDashboard = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');

/** The interface language a `?lang=` asks for, null when the address does not say. */
export function requestedLocale(search: string): Locale | null {
  const lang = new URLSearchParams(search).get('lang');
  if (lang === null) return null;
  return lang.toLowerCase().includes('en') ? 'en' : 'fr';
}

/**
 * Spec point 1: French by default; English when ?lang= or the browser language contains 'en'; the
 * dashboard always French. A language the visitor chose (?lang= or the switch, kept in a cookie)
 * outlives the first click: it comes before the browser's.
 */
export function detectLocale({ pathname, search, browserLanguages, chosen = null }: LocaleInput): Locale {
  if (isDashboard(pathname)) return 'fr';
  const asked = requestedLocale(search);
  if (asked) return asked;
  if (chosen) return chosen;
  return browserLanguages.some((l) => l.toLowerCase().includes('en')) ? 'en' : 'fr';
}
