import { useCallback, useEffect, useState } from 'react';
import { ANONYMOUS_CART_KEY, cartView, readAnonymousCart, writeAnonymousCart, type Cart, type CartProductInput, type CartSeller } from '@vendange/store';
import { addToCart } from '../product/add-to-cart';

/** The visitor's cart as the app keeps it (browser storage, spec point 4), read again when it may have changed elsewhere. */
function storedCart(): Cart {
  const stored = readAnonymousCart();
  return { orders: (stored?.orders ?? []) as unknown as Cart['orders'], lastUpdated: stored?.lastUpdated ?? null };
}

/**
 * The visitor's cart for a server-rendered page: its count (0 until the browser reads it, as on the
 * server) and adding with the app's own rules, so /cart finds the same lines.
 */
export function useVisitorCart() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () => setCount(cartView(readAnonymousCart()).count);
    const onStorage = (e: StorageEvent) => { if (e.key === null || e.key === ANONYMOUS_CART_KEY) read(); };
    read();
    // Another tab, or a return from /cart through the back-forward cache, may have changed it.
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', read);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', read);
    };
  }, []);
  const add = useCallback((seller: CartSeller, line: CartProductInput, quantity: number, bounds: { min: number; max: number }) => {
    const result = addToCart(storedCart(), seller, line, quantity, bounds);
    if (result.added > 0) {
      writeAnonymousCart(result.cart);
      setCount(cartView(result.cart).count);
    }
    return result.added;
  }, []);
  return { count, add };
}
