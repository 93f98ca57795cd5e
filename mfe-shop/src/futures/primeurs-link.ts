import { futuresPathOf } from './futures-view';

/**
 * The shop page's « Primeurs » link (the app's page and the server-rendered one draw it from here): the shop's primeur
 * page when it has an open campaign. `offers` is GET /v1/futures/shops/{id}, which lists none when the shop's futures
 * module is off; unread or refused, there is no link.
 */
export function primeursPathOf(shopId: number, offers: readonly unknown[] | null | undefined): string | null {
  return offers && offers.length > 0 ? futuresPathOf(shopId) : null;
}
