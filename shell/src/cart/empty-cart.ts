import type { UpdateMeBody, User } from '@vendange/contracts';
import { api } from '@vendange/api-client';
import { clearAnonymousCart, sessionAtom, setSessionUser, vendangeStore, type CartView } from '@vendange/store';

/**
 * Spec point 4: emptying the cart aborts each saved order that has an id, then clears the cart
 * (the user's saved cart, or the visitor's browser storage).
 */
export async function emptyCart(view: CartView): Promise<void> {
  for (const order of view.orders) {
    if (order.orderId !== null) await api(`/v1/orders/${order.orderId}/aborted-cart`, { method: 'PUT', silent: true });
  }
  const { user } = vendangeStore.get(sessionAtom);
  if (!user) {
    clearAnonymousCart();
    return;
  }
  const body: UpdateMeBody = { cart: { orders: [], lastUpdated: new Date().toISOString() }, message: false };
  const updated = await api<User>('/v1/users/me', { method: 'PUT', body, silent: true });
  if (vendangeStore.get(sessionAtom).user?.id === updated.id) setSessionUser(updated);
}
