import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { showSnackbar } from '@vendange/store';

/** What holds a form's checks: a `lazyPart` of `@vendange/mfe-kit` (one fetch at a time, a failure not kept). */
export interface Loadable<T> {
  load: () => Promise<T>;
}

/**
 * A react-hook-form resolver that fetches its checks on first use. `load` resolves to the real resolver, or to null when
 * the checks could not be fetched: the form is then refused with a root error (nothing typed is lost, nothing is sent)
 * and the next validation tries again.
 */
export function lazyResolver<V extends FieldValues, C, O>(load: () => Promise<Resolver<V, C, O> | null>, unavailable: string): Resolver<V, C, O> {
  return async (values, context, options) => {
    const resolver = await load();
    if (!resolver) {
      const errors = { root: { type: 'unavailable', message: unavailable } } as FieldErrors<V>;
      return { values: {}, errors };
    }
    return resolver(values, context, options);
  };
}

/**
 * A form's checks (its contract's zod schema, libphonenumber's metadata: 27 to 60 KB gzip) fetched when the person
 * starts filling it, not before the form draws (docs/decisions/front-end-performance.md, session 31). Put `warm` on
 * the form's `onFocus` and `onPointerDown`: by the time a field is left or the form sent, the checks are there.
 * `load` gives the module, or null after saying (snackbar) that it could not be fetched.
 */
export function useLazyChecks<T>(part: Loadable<T>): { warm: () => void; load: () => Promise<T | null>; unavailable: string } {
  const { t } = useLingui();
  const unavailable = t`Les contrôles du formulaire n’ont pas pu être chargés : vérifiez la connexion puis réessayez. Rien de ce que vous avez saisi n’est perdu.`;
  // A prefetch: its failure is not lost, the `load` that validation or sending calls fetches again and says so
  // (lazyPart keeps no failure); an error at focus would warn of something not asked for yet.
  const warm = useCallback(() => { part.load().catch(() => undefined); }, [part]);
  const load = useCallback(async () => {
    try {
      return await part.load();
    } catch {
      showSnackbar('error', unavailable);
      return null;
    }
  }, [part, unavailable]);
  return { warm, load, unavailable };
}

/** `useLazyChecks` for a react-hook-form form: `pick` builds the resolver from the checks' module (read at each validation). */
export function useLazyResolver<T, V extends FieldValues, C, O>(part: Loadable<T>, pick: (checks: T) => Resolver<V, C, O>): { resolver: Resolver<V, C, O>; warm: () => void } {
  const { warm, load, unavailable } = useLazyChecks(part);
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const resolver = useMemo(
    () => lazyResolver<V, C, O>(async () => { const checks = await load(); return checks ? pickRef.current(checks) : null; }, unavailable),
    [load, unavailable],
  );
  return { resolver, warm };
}
