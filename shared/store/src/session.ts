import { atom } from 'jotai';
import type { MasterAccount, Shop, User } from '@vendange/contracts';
import { forgetStoredMaster, readStoredMaster, writeStoredMaster } from './master-storage';
import { TOKEN_KEY } from './session-token';
import { vendangeStore } from './store';

export interface Session {
  token: string | null;
  user: User | null;
  /** Set after a master-account login until an account is chosen. */
  masterAccount: MasterAccount | null;
  /** False until the stored token has been checked against GET /v1/users/me. */
  ready: boolean;
}

const readToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY));

/**
 * A stored user token wins (it is checked by the shell); without one, a stored master login puts
 * the session back at the account chooser, so a reload there does not log the master out.
 */
function initialSession(): Session {
  const token = readToken();
  if (token) return { token, user: null, masterAccount: null, ready: false };
  const master = readStoredMaster();
  if (master) return { token: master.token, user: null, masterAccount: master.masterAccount, ready: true };
  return { token: null, user: null, masterAccount: null, ready: false };
}

export const sessionAtom = atom<Session>(initialSession());
/** The shop of an owner or collaborator (GET /v1/shops/me). */
export const currentShopAtom = atom<Shop | null>(null);
/** The master account this browser may switch back to ("Changer de compte"), null when none. */
export const masterSessionAtom = atom<MasterAccount | null>(readStoredMaster()?.masterAccount ?? null);

/** Stores the token of a login and the user it belongs to. */
export function startSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  // Logging in as someone the master account does not cover ends the master login.
  const master = readStoredMaster();
  if (master && !master.masterAccount.accounts.some((a) => a.id === user.id)) {
    forgetStoredMaster();
    vendangeStore.set(masterSessionAtom, null);
  }
  vendangeStore.set(sessionAtom, { token, user, masterAccount: null, ready: true });
}

/** A master account logged in: keep only the master account until an account is chosen. */
export function startMasterSession(token: string, masterAccount: MasterAccount): void {
  localStorage.removeItem(TOKEN_KEY);
  writeStoredMaster({ token, masterAccount });
  vendangeStore.set(masterSessionAtom, masterAccount);
  vendangeStore.set(sessionAtom, { token, user: null, masterAccount, ready: true });
  vendangeStore.set(currentShopAtom, null);
}

/** True when a master login is stored, i.e. the account menu may offer to change account. */
export function canResumeMasterSession(): boolean {
  return readStoredMaster() !== null;
}

/**
 * Back to the master account's chooser (/auth/login/choose): the chosen account's session ends,
 * the master token becomes the session token again. False when no master login is stored.
 * The caller navigates to the chooser (and may drop cached responses of the previous account).
 */
export function resumeMasterSession(): boolean {
  const master = readStoredMaster();
  if (!master) {
    vendangeStore.set(masterSessionAtom, null);
    return false;
  }
  localStorage.removeItem(TOKEN_KEY);
  vendangeStore.set(masterSessionAtom, master.masterAccount);
  vendangeStore.set(sessionAtom, { token: master.token, user: null, masterAccount: master.masterAccount, ready: true });
  vendangeStore.set(currentShopAtom, null);
  return true;
}

export function setSessionUser(user: User): void {
  vendangeStore.set(sessionAtom, (s) => ({ ...s, user, ready: true }));
}

/**
 * Saved profile fields join the session's user as it is now: a copy of the user taken earlier
 * would bring back an older cart (and its version) that a save has moved on since.
 */
export function patchSessionUser(patch: Partial<Omit<User, 'cart' | 'id'>>): void {
  vendangeStore.set(sessionAtom, (s) => (s.user ? { ...s, user: { ...s.user, ...patch } } : s));
}

export function setCurrentShop(shop: Shop | null): void {
  vendangeStore.set(currentShopAtom, shop);
}

/** Logout or a 403: clears every piece of user data (spec point 4), the master login included. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  forgetStoredMaster();
  vendangeStore.set(masterSessionAtom, null);
  vendangeStore.set(sessionAtom, { token: null, user: null, masterAccount: null, ready: true });
  vendangeStore.set(currentShopAtom, null);
}

export const currentToken = () => vendangeStore.get(sessionAtom).token;
