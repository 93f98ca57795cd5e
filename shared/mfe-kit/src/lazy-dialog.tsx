import { useLingui } from '@lingui/react';
import { useCallback, type ComponentType } from 'react';
import { showSnackbar } from '@vendange/store';
import { dialogUnavailable } from '@vendange/ui';
import { lazyPart, usePartWhenOpen } from './lazy-part';

/**
 * A dialog fetched the first time it opens (with its form's checks: zod, the recipients' rules), so that the list
 * page behind it draws without them (docs/decisions/front-end-performance.md, sessions 31 and 32). `isOpen` says when
 * a dialog kept mounted is open; a dialog mounted only while open passes `() => true`. A failed fetch closes it
 * (`onClose`) and says so; the next opening tries again.
 */
export function lazyDialog<M, P extends { onClose: () => void }>(importer: () => Promise<M>, pick: (mod: M) => ComponentType<P>, isOpen: (props: P) => boolean = () => true): ComponentType<P> {
  const part = lazyPart(importer);
  return function LazyDialog(props: P) {
    const { i18n } = useLingui();
    const { onClose } = props;
    const onFailure = useCallback(() => {
      onClose();
      showSnackbar('error', i18n._(dialogUnavailable));
    }, [onClose, i18n]);
    const mod = usePartWhenOpen(part, isOpen(props), onFailure);
    if (!mod) return null;
    const Dialog = pick(mod);
    return <Dialog {...props} />;
  };
}
