/**
 * Money as people read it, from integer cents, never through a float: the one formatter of the front ends and
 * of the server's French messages (mails, PDFs, refusals).
 */

/** A value made on first use and kept: for what costs more to make than to use. */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// Built on first use: the first formatter of a kind loads the browser's locale data (tens of milliseconds on a
// phone), which a page that shows prices in one language only should not pay for the other at import.
const EUROS = {
  fr: once(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })),
  en: once(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' })),
};

/**
 * Integer cents as euros in the language's typography, exactly (the amount is handed to Intl as decimal text):
 * 123456 -> "1 234,56 €" with French non-breaking spaces, "€1,234.56" in English.
 */
export function eurosText(cents: number, locale: 'fr' | 'en'): string {
  if (!Number.isInteger(cents)) throw new TypeError(`eurosText expects integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const decimal = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return EUROS[locale]().format(decimal as unknown as number);
}
