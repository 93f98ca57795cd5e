import { useCallback, useState } from 'react';

/**
 * A part of the till fetched the first time it is opened (the receipt, the camera, the quick client form), so the
 * till's first load stays small (docs/decisions/front-end-performance.md, till). Unlike React.lazy, a failed fetch is
 * not kept: offline, opening it fails (the caller says so) and the till goes on; once back online it loads.
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
