import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { cancelPopup, popupAtom, validatePopup } from '@vendange/store';
import { popupWidthOf } from '@vendange/ui';

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** The one global popup (spec point 4): any screen asks through openPopup() of the store. */
export function GlobalPopup() {
  const { t } = useLingui();
  const { request, busy } = useAtomValue(popupAtom);
  const width = popupWidthOf(useViewportWidth(), request?.small);
  const full = width === '100vw';
  return (
    <Dialog.Root open={!!request} role="alertdialog" placement="center" closeOnEscape={!busy} closeOnInteractOutside={!busy}
      onOpenChange={(e) => { if (!e.open) cancelPopup(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="global-popup" w={width} maxW={width} minH={full ? '100dvh' : undefined} borderRadius={full ? '0' : undefined} m={full ? '0' : undefined}>
            <Dialog.Header><Dialog.Title>{request?.title ?? t`Attention !!`}</Dialog.Title></Dialog.Header>
            <Dialog.Body><Text>{request?.message}</Text></Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={() => cancelPopup()}>{request?.cancelLabel ?? t`Annuler`}</Button>
              <Button colorPalette={request?.destructive ? 'red' : 'brand'} loading={busy} onClick={() => { validatePopup().catch(() => undefined); }}>
                {request?.validateLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}><CloseButton size="sm" aria-label={t`Fermer`} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
