import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { ANONYMOUS_CART_KEY, cartView, readAnonymousCart, sessionAtom, type CartView } from '@vendange/store';

/** The cart shown in the header and drawer: the user's saved cart, or a visitor's cart kept in the browser. */
export function useCurrentCart(): { view: CartView; loggedIn: boolean } {
  const { user } = useAtomValue(sessionAtom);
  const [, setTick] = useState(0);
  useEffect(() => {
    // Another tab (or the shop page) changed the visitor's cart.
    const onStorage = (e: StorageEvent) => { if (e.key === ANONYMOUS_CART_KEY) setTick((n) => n + 1); };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return { view: cartView(user ? user.cart : readAnonymousCart()), loggedIn: !!user };
}
