import type { Role } from '@vendange/contracts';
import { safeRedirect, getHref } from '@vendange/route-registry';

/** What an auth screen passes on to the next one: shop branding, referrer, page asked for. */
const KEPT_PARAMS = ['id', 'refId', 'redirectLink'] as const;

const toParams = (search: string | URLSearchParams) => new URLSearchParams(search);

/** A link between auth screens (login, register, reset…) keeping id, refId and redirectLink. */
export function authHref(path: string, search: string | URLSearchParams, extra: Record<string, string> = {}): string {
  const from = toParams(search);
  const next = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = from.get(name);
    if (value) next.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) next.set(name, value);
  const qs = next.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The same query without some params, every other one kept (e.g. an unknown shop code dropped). */
export function withoutParams(path: string, search: string | URLSearchParams, names: readonly string[]): string {
  const next = toParams(search);
  for (const name of names) next.delete(name);
  const qs = next.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Where a user lands after logging in or registering, when no page was asked for: the platform
 * admin on /admin, a buyer who came through a shop's page back to that shop (the logged-in shop
 * address, spec point 2), everyone else on the dashboard.
 */
export function homeAfterAuth(role: Role, shop: { id: number } | null | undefined): string {
  if (role === 'admin') return getHref('admin');
  if (role === 'buyer' && shop) return getHref('shop', { id: shop.id });
  return getHref('dashboard');
}

/** The page asked for (a safe relative path only), else the home above. */
export function destinationAfterAuth(role: Role, shop: { id: number } | null | undefined, redirectLink: string | null): string {
  return safeRedirect(redirectLink, homeAfterAuth(role, shop));
}
