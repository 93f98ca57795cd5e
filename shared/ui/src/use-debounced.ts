import { useEffect, useState } from 'react';

/** Search fields and live previews wait this long after the last keystroke before asking the server. */
export const TYPING_PAUSE_MS = 300;

/** `value` once it has stopped changing for `ms` (a search typed, a form priced as it is edited). */
export function useDebounced<T>(value: T, ms = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
