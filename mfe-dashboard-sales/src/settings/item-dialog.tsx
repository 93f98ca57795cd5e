import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  submitLabel: string;
  testId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The dialog that adds or edits one delivery mode or collection point: its own small form, full
 * screen on phones. Its submit never reaches the settings form around it (React bubbles events
 * through portals).
 */
export function ItemDialog({ open, title, submitLabel, testId, onSubmit, onClose, children }: Props) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} size={{ base: 'full', sm: 'lg' }} placement="center" scrollBehavior="inside" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <form noValidate aria-label={title} style={{ display: 'contents' }} onSubmit={(e) => { e.stopPropagation(); onSubmit(e); }}>
              <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
              <Dialog.Body><Stack gap="4">{children}</Stack></Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                <Button type="button" variant="outline" onClick={onClose}><Trans>Annuler</Trans></Button>
                <Button type="submit" colorPalette="brand" data-testid={`${testId}-submit`}>{submitLabel}</Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} /></Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
