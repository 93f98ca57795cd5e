import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom, vendangeStore } from '@vendange/store';
import { mergeAnonymousCart } from './merge-anonymous-cart';

/** Runs the anonymous-cart merge once per user that becomes the session user (login, register, account switch). */
export function useAnonymousCartMerge(): void {
  const userId = useAtomValue(sessionAtom).user?.id;
  useEffect(() => {
    const user = vendangeStore.get(sessionAtom).user;
    if (userId === undefined || !user) return;
    mergeAnonymousCart(user).catch(() => { /* kept in storage: retried at the next login */ });
  }, [userId]);
}
