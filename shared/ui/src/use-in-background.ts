import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { showSnackbar } from '@vendange/store';

/**
 * Work started without the user waiting on it (a queue sent again when the network returns, a retry on a timer):
 * what it keeps is already safe in the browser's queue, but a failure of the sending itself is shown, never lost.
 */
export function useInBackground(): (work: () => Promise<unknown>) => void {
  const { t } = useLingui();
  return useCallback((work) => {
    work().catch((error: unknown) => {
      const detail = error instanceof Error && error.message ? error.message : '';
      showSnackbar('error', detail || t`L'envoi en arrière-plan a échoué : ce qui attend reste gardé dans le navigateur ; rechargez la page pour réessayer.`);
    });
  }, [t]);
}
