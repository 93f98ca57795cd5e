import { api } from '@vendange/api-client';
import { savedOrderIds, updateCart, type Cart } from '@vendange/store';

/**
 * Spec point 4: emptying the cart aborts each saved order that has an id, then clears the cart
 * (saved like any other cart change: browser storage, or the debounced save of the account).
 */
export async function emptyCart(cart: Cart): Promise<void> {
  for (const id of savedOrderIds(cart)) await api(`/v1/orders/${id}/aborted-cart`, { method: 'PUT', silent: true });
  updateCart(() => ({ orders: [], lastUpdated: new Date().toISOString() }));
}
