import { eurosText, once } from '@vendange/contracts';
import { i18n } from '@vendange/i18n';

/** The interface language now shown: prices read as the words around them do ('15,04 €' in French, '€15.04' in English). */
const interfaceLocale = (): 'fr' | 'en' => (i18n.locale === 'en' ? 'en' : 'fr');

// Each formatter is built on first use (contracts' `once`): the first of a kind loads the browser's locale data, and
// built at import the four cost a shop page ~70 ms of a phone's main thread before hydration, for no date shown.
const PARIS = {
  day: once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' })),
  time: once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })),
};

/** Formats integer cents as euros without ever making a float: 123456 -> "1 234,56 €" (fr), "€1,234.56" (en). */
export function formatCents(cents: number, locale: 'fr' | 'en' = interfaceLocale()): string {
  if (!Number.isInteger(cents)) throw new TypeError(`formatCents expects integer cents, got ${cents}`);
  return eurosText(cents, locale === 'fr' ? 'fr' : 'en').replace(/\u202f|\u00a0/g, ' ');
}

const parts = (date: Date, withTime: boolean) => Object.fromEntries((withTime ? PARIS.time : PARIS.day)().formatToParts(date).map((p) => [p.type, p.value]));

/** Spec point 9: dates read DD/MM/YYYY, in French time. */
export function formatDate(value: string | Date): string {
  const p = parts(new Date(value), false);
  return `${p.day}/${p.month}/${p.year}`;
}

/** DD/MM/YYYY HH:mm, in French time. */
export function formatDateTime(value: string | Date): string {
  const p = parts(new Date(value), true);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** A VAT rate kept as decimal text ('20.00', '5.50') read the French way: '20 %', '5,5 %'. */
export function formatRate(rate: string): string {
  const [whole, decimals = ''] = rate.split('.');
  const kept = decimals.replace(/0+$/, '');
  return `${whole}${kept ? `,${kept}` : ''} %`;
}
