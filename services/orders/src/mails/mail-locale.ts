import { eq } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { orders } from '../db/schema';
import type { OrdersRepo } from '../orders-repo';

/** The languages mails are written in: the interface languages (spec point 1). */
export type MailLocale = 'fr' | 'en';

/** The cookie where the interface keeps a language the visitor chose (shared/i18n locale-choice.ts, LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'vendange_lang';

/**
 * The interface language of the buyer sending a request, by the interface's own rule (spec point 1, shared/i18n
 * detectLocale): the language they chose (the cookie the interface sets) first, else English when their
 * browser's languages (Accept-Language, which the browser fills from the same list) mention English, else French.
 */
export function requestLocale(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): MailLocale {
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (value === 'fr' || value === 'en')) return value;
  }
  return (headers['accept-language'] ?? '').toLowerCase().includes('en') ? 'en' : 'fr';
}

/**
 * The repository as a request placing orders uses it: each order is stored with the buyer's language, in the
 * insert itself (the mails about the order, sent later by jobs, read it from there).
 */
export function withOrderLocale(repo: OrdersRepo, locale: MailLocale): OrdersRepo {
  return {
    ...repo,
    insertPlaced: (input, announce) => repo.insertPlaced({ ...input, locale }, announce),
    insertCheckout: (inputs) => repo.insertCheckout(inputs.map((input) => ({ ...input, locale }))),
  };
}

/** The language stored with the order (French for orders placed before it was kept). */
export async function orderLocale(db: Db, orderId: number): Promise<MailLocale> {
  const [row] = await db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, orderId));
  return row?.locale ?? 'fr';
}
