import type { Role } from '@vendange/contracts';

/** Spec point 9: the cookie that says a visitor confirmed being of age. */
export const ADULT_COOKIE = 'isOver18';
const ONE_YEAR_S = 365 * 24 * 3600;

export function hasAdultCookie(cookie: string): boolean {
  return cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === ADULT_COOKIE && value === 'true';
  });
}

/** The cookie to set once confirmed: a year, the whole site, never sent to other sites. */
export function adultCookie(secure: boolean): string {
  return `${ADULT_COOKIE}=true; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Spec point 4: a visitor who is not logged in and has not confirmed gets the question. The wine
 * e-label (…/nutritiveValues) never shows it: it must stay free of any barrier (EU 2021/2117).
 */
export function needsAgeGate(input: { loggedIn: boolean; cookie: string; pathname: string }): boolean {
  if (input.loggedIn) return false;
  if (/\/nutritiveValues\/?$/.test(input.pathname)) return false;
  return !hasAdultCookie(input.cookie);
}

/** Spec point 6: shop staff and agents are told, on shop screens, that they see the shop as such. */
export function staffRoleOnShop(role: Role | undefined): 'owner' | 'iam' | 'agent' | null {
  return role === 'owner' || role === 'iam' || role === 'agent' ? role : null;
}
