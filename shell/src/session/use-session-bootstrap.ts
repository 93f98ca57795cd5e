import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { Shop, User } from '@vendange/contracts';
import { api } from '@vendange/api-client';
import { clearSession, currentShopAtom, sessionAtom, setCurrentShop, setSessionUser, vendangeStore } from '@vendange/store';
import { useAnonymousCartMerge } from './use-anonymous-cart-merge';

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
  }, []);

  const role = session.user?.role;
  useEffect(() => {
    if ((role === 'owner' || role === 'iam') && !shop) {
      api<Shop>('/v1/shops/me', { silent: true }).then(setCurrentShop, () => setCurrentShop(null));
    }
  }, [role, session.user?.id, shop]);

  useAnonymousCartMerge();
}
