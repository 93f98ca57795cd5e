import { i18n } from '@vendange/i18n';

/** The interface language now shown: prices read as the words around them do ('15,04 €' in French, '€15.04' in English). */
const interfaceLocale = (): 'fr' | 'en' => (i18n.locale === 'en' ? 'en' : 'fr');

// Formatters are built once: making one costs far more than using it (a list draws hundreds of prices and dates).
const EUROS = { fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }), en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }) };
const PARIS = {
  day: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }),
  time: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
};

/** Formats integer cents as euros without ever making a float: 123456 -> "1 234,56 €" (fr), "€1,234.56" (en). */
export function formatCents(cents: number, locale: 'fr' | 'en' = interfaceLocale()): string {
  if (!Number.isInteger(cents)) throw new TypeError(`formatCents expects integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const decimal = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return EUROS[locale === 'fr' ? 'fr' : 'en']
    .format(decimal as unknown as number)
    .replace(/\u202f|\u00a0/g, ' ');
}

const parts = (date: Date, withTime: boolean) => Object.fromEntries((withTime ? PARIS.time : PARIS.day).formatToParts(date).map((p) => [p.type, p.value]));

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
