import { CloseButton, Dialog, IconButton, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import type { Shortcut } from '@vendange/route-registry';
import { GotoSearch } from './goto-search';

/** On phones the 'go to' box hides behind an icon and opens full screen. */
export function MobileGoto({ shortcuts, open, onOpenChange }: { shortcuts: Shortcut[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <>
      <IconButton aria-label={t`Aller à une page`} variant="ghost" size="md" onClick={() => onOpenChange(true)} data-testid="header-search-open">
        <Search />
      </IconButton>
      <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="full" placement="top">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="goto-dialog">
              <Dialog.Header>
                <Dialog.Title><Trans>Aller à une page</Trans></Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {open ? <GotoSearch shortcuts={shortcuts} autoFocus width="100%" onNavigate={() => onOpenChange(false)} /> : null}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="md" aria-label={t`Fermer`} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
