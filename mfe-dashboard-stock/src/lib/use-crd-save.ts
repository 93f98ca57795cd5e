import { useState } from 'react';
import { api, ApiError, placeServerError } from '@vendange/api-client';
import { messages } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { refreshStock } from './refresh-stock';

/**
 * Posting to the capsule account from a dialog: busy while it runs; done, a snackbar and the stock read again; refused,
 * the server's French reason (409: not enough capsules, 404: a line that is not the shop's) kept in the dialog.
 */
export function useCrdSave() {
  const { shopId } = useShopAccess();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async <T>(path: string, body: unknown, success: (result: T) => string): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await api<T>(path, { method: 'POST', query: { shopId: shopId ?? undefined }, body, silent: true });
      showSnackbar('success', success(result));
      await refreshStock();
      return true;
    } catch (err) {
      setFailure(err instanceof ApiError && (err.status === 409 || err.status === 404) ? err.message : placeServerError(err, [], messages.internal).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, save };
}
