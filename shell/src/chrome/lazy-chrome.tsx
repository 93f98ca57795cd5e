import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { lazyPart, usePartWhenOpen } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { cartDrawerOpenAtom } from '../cart/cart-drawer-state';
import { notificationCentreOpenAtom } from '../notifications/notification-state';

// The cart drawer and the notification centre are fetched the first time they open: every page of the shell
// downloaded them (and the cart's pricing hooks) although most visits never open them
// (docs/decisions/front-end-performance.md). The header's buttons and counts stay in the first load.
const cartDrawerPart = lazyPart(() => import('../cart/cart-drawer'));
const notificationCentrePart = lazyPart(() => import('../notifications/notification-centre'));

export function LazyCartDrawer() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(cartDrawerOpenAtom);
  const onFailure = useCallback(() => {
    setOpen(false);
    showSnackbar('error', t`Le panier n'a pas pu s'ouvrir : vérifiez votre connexion, puis réessayez.`);
  }, [setOpen, t]);
  const mod = usePartWhenOpen(cartDrawerPart, open, onFailure);
  return mod ? <mod.CartDrawer /> : null;
}

export function LazyNotificationCentre() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(notificationCentreOpenAtom);
  const onFailure = useCallback(() => {
    setOpen(false);
    showSnackbar('error', t`Les notifications n'ont pas pu s'ouvrir : vérifiez votre connexion, puis réessayez.`);
  }, [setOpen, t]);
  const mod = usePartWhenOpen(notificationCentrePart, open, onFailure);
  return mod ? <mod.NotificationCentre /> : null;
}
