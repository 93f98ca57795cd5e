import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { UpdateMeBody, User } from '@vendange/contracts';
import { api, ApiError, buildUrl } from '@vendange/api-client';
import { CART_SAVE_DEBOUNCE_MS, cartReloaded, cartSaved, currentToken, pendingCartSaveAtom, sessionAtom, vendangeStore } from '@vendange/store';

const RETRY_MS = 5000;

function bodyOf(): UpdateMeBody | null {
  const { user } = vendangeStore.get(sessionAtom);
  const pending = vendangeStore.get(pendingCartSaveAtom);
  if (!user || !pending) return null;
  return { cart: user.cart, cartBase: pending.base, message: false };
}

/**
 * Spec point 4: a logged-in user's cart is saved with PUT /v1/users/me 1000 ms after the last change
 * (one request for a burst of changes). A save refused because another tab saved first (409) reloads
 * the saved cart, the API client says so, and this tab's unsaved changes are applied to it again and
 * saved; a failed save is retried.
 */
export function useCartAutosave(): void {
  const pending = useAtomValue(pendingCartSaveAtom);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      const body = bodyOf();
      if (!body) return;
      api<User>('/v1/users/me', { method: 'PUT', body })
        .then((saved) => cartSaved(saved, pending.version))
        .catch(async (err: unknown) => {
          const retry = () => setTimeout(() => vendangeStore.set(pendingCartSaveAtom, (p) => (p ? { ...p } : p)), RETRY_MS);
          if (err instanceof ApiError && err.status === 409) {
            // This tab's changes are replayed on the saved cart, which is then saved again.
            try {
              cartReloaded(await api<User>('/v1/users/me', { silent: true }), body.cartBase ?? 0);
            } catch {
              retry();
            }
            return;
          }
          // Offline or a server error: try again a little later, the changes stay on screen.
          retry();
        });
    }, CART_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    // Closing the tab within the second after a change must not lose it.
    const flush = () => {
      const body = bodyOf();
      const token = currentToken();
      if (!body || !token) return;
      void fetch(buildUrl('/v1/users/me'), {
        method: 'PUT', keepalive: true, body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
}
