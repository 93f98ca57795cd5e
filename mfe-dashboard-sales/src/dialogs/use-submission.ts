import { useState } from 'react';
import { failureText } from './failure-text';

/**
 * One call a form sends: busy while it runs (a second submit is ignored), and the server's refusal kept
 * to be shown (failure-text.ts). What follows a success (toast, refresh, close) runs inside `send`.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (send: () => Promise<void>) => {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      await send();
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run, clearFailure: () => setFailure(null) };
}
