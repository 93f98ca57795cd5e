import { useCallback, useEffect, useState } from 'react';

/**
 * A part of a screen fetched the first time it is opened (the till's receipt, camera and quick client form; the
 * shell's cart drawer and notification centre), so a page's first load stays small
 * (docs/decisions/front-end-performance.md). Unlike React.lazy, a failed fetch is not kept: offline, opening it fails
 * (the caller says so) and the page goes on; once back online it loads. React.lazy would also hand the failure to the
 * error boundary, which reloads the page: at a till that has just lost the network, the worst thing to do.
 */
export interface LazyPart<T> {
  /** The module once loaded, else null. */
  current: () => T | null;
  /** Loads it (one fetch at a time; after a failure the next call tries again). */
  load: () => Promise<T>;
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    current: () => value,
    load: () => {
      if (value !== null) return Promise.resolve(value);
      pending ??= importer().then(
        (loaded) => { value = loaded; return loaded; },
        (error: unknown) => { pending = null; throw error; },
      );
      return pending;
    },
  };
}

/** The part's module for rendering (null until loaded) and `open`: loads it, then runs `then`, or says it could not. */
export function useLazyPart<T>(part: LazyPart<T>, onFailure: () => void): { mod: T | null; open: (then: () => void) => Promise<void> } {
  const [mod, setMod] = useState<T | null>(part.current);
  const open = useCallback(async (then: () => void) => {
    let loaded: T;
    try {
      loaded = await part.load();
    } catch {
      onFailure();
      return;
    }
    setMod(() => loaded);
    then();
  }, [part, onFailure]);
  return { mod, open };
}

/**
 * For a part opened through state (an atom another app may set): loads it the first time `open` is true and keeps it
 * mounted after (its closing animation, its state). A failed fetch calls `onFailure` (say so, close it) and is tried
 * again on the next opening.
 */
export function usePartWhenOpen<T>(part: LazyPart<T>, open: boolean, onFailure: () => void): T | null {
  const [mod, setMod] = useState<T | null>(part.current);
  useEffect(() => {
    if (!open || mod !== null) return;
    let live = true;
    part.load().then((loaded) => { if (live) setMod(() => loaded); }, () => { if (live) onFailure(); });
    return () => { live = false; };
  }, [open, mod, part, onFailure]);
  return mod;
}
