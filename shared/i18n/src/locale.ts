export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The eleven content languages of product texts (not interface languages). */
export const contentLanguages = ['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja'] as const;

export interface LocaleInput {
  pathname: string;
  search: string;
  browserLanguages: readonly string[];
}

const isDashboard = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');

/** Spec point 1: French by default; English when ?lang= or the browser language contains 'en'; the dashboard always French. */
export function detectLocale({ pathname, search, browserLanguages }: LocaleInput): Locale {
  if (isDashboard(pathname)) return 'fr';
  const lang = new URLSearchParams(search).get('lang');
  if (lang !== null) return lang.toLowerCase().includes('en') ? 'en' : 'fr';
  return browserLanguages.some((l) => l.toLowerCase().includes('en')) ? 'en' : 'fr';
}
