import { formatEuros, type OrderDetail } from '@vendange/contracts';
import type { OutgoingMail } from '@vendange/service-kit';
import type { MailLocale } from './mail-locale';

/** Text put in a mail's HTML. */
export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Cents as euros in the mail's language, from integers only: 1234567 → "12 345,67 €" (French, the
 * contracts' helper) or "€12,345.67" (English, as the interface shows it: shared/ui formatCents).
 */
export function formatAmount(cents: number, locale: MailLocale): string {
  if (!Number.isInteger(cents)) throw new TypeError(`formatAmount expects integer cents, got ${cents}`);
  if (locale === 'fr') return formatEuros(cents);
  const abs = Math.abs(cents);
  const units = Math.trunc(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}€${units}.${(abs % 100).toString().padStart(2, '0')}`;
}

/** An IBAN in groups of four, as it is printed on a bank statement. */
export const groupedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim();

const words = {
  fr: {
    shipping: 'Livraison (HT)', discount: 'Remise', exclVat: '(HT)', total: 'Total TTC', colon: ' : ',
    see: 'Voir la commande', team: "L'équipe Vendange",
  },
  en: {
    shipping: 'Shipping (excl. VAT)', discount: 'Discount', exclVat: '(excl. VAT)', total: 'Total incl. VAT', colon: ': ',
    see: 'View the order', team: 'The Vendange team',
  },
} as const;

/** "Label : value" with the mail language's punctuation (a space before the colon in French). */
export const labelled = (label: string, value: string, locale: MailLocale) => `${label}${words[locale].colon}${value}`;

/** The order's summary: each line with its amount, then shipping and discount when any, and the total incl. VAT. */
export function orderSummary(order: OrderDetail, locale: MailLocale): { lines: string[]; totals: string[] } {
  const w = words[locale];
  const amount = (cents: number) => formatAmount(cents, locale);
  return {
    lines: order.lines.filter((l) => l.quantity > 0).map((l) => labelled(`${l.quantity} × ${l.label}`, amount(l.lineTtcCents), locale)),
    totals: [
      ...(order.shippingCents > 0 ? [labelled(w.shipping, amount(order.shippingCents), locale)] : []),
      ...(order.discountCents > 0 ? [labelled(`${w.discount}${order.promoCode ? ` (${order.promoCode})` : ''} ${w.exclVat}`, `-${amount(order.discountCents)}`, locale)] : []),
      labelled(w.total, amount(order.totalTtcCents), locale),
    ],
  };
}

export interface MailContent {
  locale: MailLocale;
  to: string;
  subject: string;
  /** Paragraphs before the summary (greeting, what happened). */
  intro: readonly string[];
  order: OrderDetail;
  /** Blocks after the summary (bank details, what to do next): each a group of lines kept together. */
  after?: readonly (readonly string[])[];
  /** The order's page for the reader. */
  href: string;
  /** The link's words, when it leads elsewhere than the order's page (a quote to answer). */
  action?: string;
}

/** A mail about one order, as text and HTML: the intro, the order's summary, what follows, a link to the order. */
export function orderMail({ locale, to, subject, intro, order, after = [], href, action }: MailContent): OutgoingMail {
  const w = words[locale];
  const see = action ?? w.see;
  const { lines, totals } = orderSummary(order, locale);
  const text = [
    ...intro, '', ...lines, '', ...totals, '',
    ...after.flatMap((block) => [...block, '']),
    labelled(see, href, locale), '', w.team,
  ].join('\n');
  const html = `<div style="font-family:sans-serif;max-width:560px">${intro.map((l) => `<p>${escape(l)}</p>`).join('')}`
    + `<table style="border-collapse:collapse;width:100%">${order.lines.filter((l) => l.quantity > 0).map((l) => `<tr><td style="padding:4px 0">${l.quantity} × ${escape(l.label)}</td><td style="text-align:right">${escape(formatAmount(l.lineTtcCents, locale))}</td></tr>`).join('')}</table>`
    + totals.map((t) => `<p style="margin:4px 0;text-align:right"><strong>${escape(t)}</strong></p>`).join('')
    + after.map((block) => `<p>${block.map(escape).join('<br>')}</p>`).join('')
    + `<p><a href="${escape(href)}" style="background:#219EBC;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escape(see)}</a></p>`
    + `<p style="color:#666;font-size:12px">${escape(href)}</p><p>${escape(w.team)}</p></div>`;
  return { to, subject, text, html };
}
