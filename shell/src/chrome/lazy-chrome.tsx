import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useAtom, type PrimitiveAtom } from 'jotai';
import { useCallback, type ComponentType } from 'react';
import { lazyPart, usePartWhenOpen } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { cartDrawerOpenAtom } from '../cart/cart-drawer-state';
import { notificationCentreOpenAtom } from '../notifications/notification-state';

// The cart drawer and the notification centre are fetched the first time they open: every page of the shell
// downloaded them (and the cart's pricing hooks) although most visits never open them
// (docs/decisions/front-end-performance.md). The header's buttons and counts stay in the first load.

/**
 * A piece of the chrome opened through an atom (another app may set it): fetched the first time the atom is true and
 * kept mounted after; a failed fetch closes it and says `failure` in a snackbar, and the next opening tries again.
 */
function lazyChrome<M>(openAtom: PrimitiveAtom<boolean>, importer: () => Promise<M>, pick: (mod: M) => ComponentType, failure: MessageDescriptor) {
  const part = lazyPart(importer);
  return function LazyChrome() {
    const { i18n } = useLingui();
    const [open, setOpen] = useAtom(openAtom);
    const onFailure = useCallback(() => {
      setOpen(false);
      showSnackbar('error', i18n._(failure));
    }, [setOpen, i18n]);
    const mod = usePartWhenOpen(part, open, onFailure);
    if (!mod) return null;
    const Part = pick(mod);
    return <Part />;
  };
}

export const LazyCartDrawer = lazyChrome(cartDrawerOpenAtom, () => import('../cart/cart-drawer'), (m) => m.CartDrawer,
  msg`Le panier n'a pas pu s'ouvrir : vérifiez votre connexion, puis réessayez.`);

export const LazyNotificationCentre = lazyChrome(notificationCentreOpenAtom, () => import('../notifications/notification-centre'), (m) => m.NotificationCentre,
  msg`Les notifications n'ont pas pu s'ouvrir : vérifiez votre connexion, puis réessayez.`);
