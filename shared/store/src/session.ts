import { atom } from 'jotai';
import type { MasterAccount, Shop, User } from '@vendange/contracts';
import { vendangeStore } from './store';

const TOKEN_KEY = 'vendange.jwt';

export interface Session {
  token: string | null;
  user: User | null;
  /** Set after a master-account login until an account is chosen. */
  masterAccount: MasterAccount | null;
  /** False until the stored token has been checked against GET /v1/users/me. */
  ready: boolean;
}

const readToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY));

export const sessionAtom = atom<Session>({ token: readToken(), user: null, masterAccount: null, ready: false });
/** The shop of an owner or collaborator (GET /v1/shops/me). */
export const currentShopAtom = atom<Shop | null>(null);

/** Stores the token of a login and the user it belongs to. */
export function startSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  vendangeStore.set(sessionAtom, { token, user, masterAccount: null, ready: true });
}

/** A master account logged in: keep only the master account until an account is chosen. */
export function startMasterSession(token: string, masterAccount: MasterAccount): void {
  localStorage.removeItem(TOKEN_KEY);
  vendangeStore.set(sessionAtom, { token, user: null, masterAccount, ready: true });
}

export function setSessionUser(user: User): void {
  vendangeStore.set(sessionAtom, (s) => ({ ...s, user, ready: true }));
}

export function setCurrentShop(shop: Shop | null): void {
  vendangeStore.set(currentShopAtom, shop);
}

/** Logout or a 403: clears every piece of user data (spec point 4). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  vendangeStore.set(sessionAtom, { token: null, user: null, masterAccount: null, ready: true });
  vendangeStore.set(currentShopAtom, null);
}

export const currentToken = () => vendangeStore.get(sessionAtom).token;
