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
