import { msg } from '@lingui/core/macro';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { i18n } from '@vendange/i18n';
import type { LazyPart } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';

const offline = msg`Le formulaire n'a pas pu être vérifié : vérifiez votre connexion, puis réessayez.`;

/**
 * A resolver fetched (with zod and its schema) at the form's first validation, its first change or its submit, not for
 * the page's first paint (docs/decisions/front-end-performance.md). Offline, the validation fails with a form error and
 * a snackbar, so nothing is sent unchecked; the next change or submit fetches again (lazyPart keeps no failure).
 */
export function lazyResolver<M, T extends FieldValues>(part: LazyPart<M>, pick: (loaded: M) => Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    let loaded: M;
    try {
      loaded = await part.load();
    } catch {
      const message = i18n._(offline);
      showSnackbar('error', message);
      const errors: FieldErrors<T> = {};
      errors.root = { offline: { type: 'offline', message } };
      return { values: {}, errors };
    }
    return pick(loaded)(values, context, options);
  };
}
