import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { Shop, User } from '@vendange/contracts';
import { api } from '@vendange/api-client';
import { clearSession, currentShopAtom, sessionAtom, setCurrentShop, setSessionUser, tokenRole, vendangeStore } from '@vendange/store';
import { useAnonymousCartMerge } from './use-anonymous-cart-merge';

const isStaff = (role: string | null | undefined) => role === 'owner' || role === 'iam';
/** The token whose shop is being asked, if any: one request at a time per session. */
let askingShopFor: string | null | undefined;

/** The owner's or collaborator's shop; an answer for a session since closed or switched is dropped. */
function loadShop(): void {
  const token = vendangeStore.get(sessionAtom).token;
  if (askingShopFor === token) return;
  askingShopFor = token;
  api<Shop>('/v1/shops/me', { silent: true })
    .then((shop) => shop, () => null)
    .then((shop) => { if (vendangeStore.get(sessionAtom).token === token) setCurrentShop(shop); })
    .finally(() => { if (askingShopFor === token) askingShopFor = undefined; });
}

/**
 * Restores a stored session at start, keeps the owner's or collaborator's shop loaded, and merges
 * the anonymous cart into the user's cart after a login.
 */
export function useSessionBootstrap(): void {
  const session = useAtomValue(sessionAtom);
  const shop = useAtomValue(currentShopAtom);

  useEffect(() => {
    const { token, ready } = vendangeStore.get(sessionAtom);
    if (ready) return;
    if (!token) {
      vendangeStore.set(sessionAtom, (s) => ({ ...s, ready: true }));
      return;
    }
    api<User>('/v1/users/me', { silent: true }).then(setSessionUser, () => clearSession());
    // The token says the user is staff: their shop is asked at the same time as the user, not one round trip after.
    if (isStaff(tokenRole(token))) loadShop();
  }, []);

  const role = session.user?.role;
  useEffect(() => {
    if (isStaff(role) && !shop) loadShop();
  }, [role, session.user?.id, shop]);

  useAnonymousCartMerge();
}
