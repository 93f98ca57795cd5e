import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { ANONYMOUS_CART_KEY, anonymousCartVersionAtom, cartView, readAnonymousCart, sessionAtom, vendangeStore, type CartView } from '@vendange/store';

/** The cart shown in the header and drawer: the user's saved cart, or a visitor's cart kept in the browser. */
export function useCurrentCart(): { view: CartView; loggedIn: boolean } {
  const { user } = useAtomValue(sessionAtom);
  // Re-read the visitor's cart whenever it changes (here or in another tab).
  useAtomValue(anonymousCartVersionAtom);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => { if (e.key === ANONYMOUS_CART_KEY) vendangeStore.set(anonymousCartVersionAtom, (n) => n + 1); };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return { view: cartView(user ? user.cart : readAnonymousCart()), loggedIn: !!user };
}
