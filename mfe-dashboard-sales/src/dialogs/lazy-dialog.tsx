import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, type ComponentType } from 'react';
import { lazyPart, usePartWhenOpen } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';

const failure = msg`Cette fenêtre n'a pas pu s'ouvrir : vérifiez votre connexion, puis réessayez.`;

/**
 * A dialog the list pages keep mounted and open through their state, fetched the first time it opens (with its forms'
 * checks: zod, the recipients' rules), so the list draws without it (docs/decisions/front-end-performance.md,
 * session 31). A failed fetch closes it (`onClose`) and says so; the next opening tries again.
 */
export function lazyDialog<M, P extends { onClose: () => void }>(importer: () => Promise<M>, pick: (mod: M) => ComponentType<P>, isOpen: (props: P) => boolean): ComponentType<P> {
  const part = lazyPart(importer);
  return function LazyDialog(props: P) {
    const { i18n } = useLingui();
    const { onClose } = props;
    const onFailure = useCallback(() => {
      onClose();
      showSnackbar('error', i18n._(failure));
    }, [onClose, i18n]);
    const mod = usePartWhenOpen(part, isOpen(props), onFailure);
    if (!mod) return null;
    const Dialog = pick(mod);
    return <Dialog {...props} />;
  };
}
