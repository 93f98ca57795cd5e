import { productKeyOf } from '../product/product-key';
import { getHref } from '@vendange/route-registry';

// Box builders' addresses: the API's (catalog, public) and the storefront's pages.

/** GET: the shop's boxes to compose, `?shopId=`. */
export const BUILDERS_API = '/v1/builders';
/** GET: one box to compose with its eligible wines (404 when unknown or not visible). */
export const builderApiPath = (builderId: number): string => `/v1/builders/${builderId}`;

/** The shop's boxes to compose. */
export const buildersPathOf = (shopId: number): string => getHref('shopBuilders', { id: shopId });
/** The composer of one box. */
export const composerPathOf = (shopId: number, builderId: number): string => getHref('shopBuilder', { id: shopId, builder: builderId });
/** A wine's page seen from the composer (its action adds it to the box). */
export const boxWinePathOf = (shopId: number, builderId: number, wine: { productId: number; name: string }): string =>
  getHref('shopBuilderProduct', { id: shopId, builder: builderId, product: productKeyOf({ id: wine.productId, name: wine.name }) });

/** The builder id of a route part: a positive whole number, else null. */
export function builderIdOf(part: string | undefined): number | null {
  const id = part && /^\d{1,9}$/.test(part) ? Number(part) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A discount percent as people read it: '10.00' → '10', '12.50' → '12,5' in French. */
export function percentText(value: string, locale: 'fr' | 'en'): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  const text = String(Math.round(n * 100) / 100);
  return locale === 'fr' ? text.replace('.', ',') : text;
}
