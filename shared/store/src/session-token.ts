/** Where a logged-in user's token is kept in browser storage (read without the store: the server-rendered storefront checks it). */
export const TOKEN_KEY = 'vendange.jwt';

/** True when this browser holds a user session (a token, checked later by the shell). */
export function hasStoredToken(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    // Storage refused (privacy settings): no session can be held either.
    return false;
  }
}

/**
 * The role a token was signed with, read without checking it (the server checks every request): only a hint that
 * lets the shell ask for an owner's shop at the same time as the user instead of after. Null when unreadable.
 */
export function tokenRole(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const role = (JSON.parse(json) as { role?: unknown }).role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}
