import type { UpdateMeBody, User } from '@vendange/contracts';
import { api } from '@vendange/api-client';
import { clearAnonymousCart, isCartEmpty, mergeCarts, readAnonymousCart, sessionAtom, setSessionUser, vendangeStore } from '@vendange/store';

/**
 * Spec point 4: at login, the cart kept in browser storage while logged out joins the user's cart
 * and that storage is cleared. If saving fails the storage stays, so the next login tries again.
 */
export async function mergeAnonymousCart(user: User): Promise<void> {
  const anonymous = readAnonymousCart();
  if (!anonymous) return;
  if (isCartEmpty(anonymous)) {
    clearAnonymousCart();
    return;
  }
  const body: UpdateMeBody = { cart: mergeCarts(user.cart, anonymous), message: false };
  const updated = await api<User>('/v1/users/me', { method: 'PUT', body, silent: true });
  clearAnonymousCart();
  // The user may have logged out (or switched account) while the request ran.
  if (vendangeStore.get(sessionAtom).user?.id === updated.id) setSessionUser(updated);
}
