import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  title: ReactNode;
  /** The form's accessible name. */
  ariaLabel: string;
  testId: string;
  submitLabel: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** While sent: the buttons wait and the dialog does not close. */
  busy?: boolean;
  /** The server's refusal (or a message placed under no field), shown above the buttons. */
  failure?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog holding one form: full screen on phones, Cancel and the action at the bottom, the refusal above
 * them. Nothing closes it while it sends. (The same as mfe-dashboard-sales' FormDialog: a shared/ui candidate.)
 */
export function FormDialog({ title, ariaLabel, testId, submitLabel, size = 'md', busy = false, failure, onSubmit, onClose, children }: FormDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open size={{ base: 'full', sm: size }} placement="center" scrollBehavior="inside"
      closeOnEscape={!busy} closeOnInteractOutside={!busy}
      onOpenChange={(d) => { if (!d.open && !busy) onClose(); }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <form noValidate aria-label={ariaLabel} style={{ display: 'contents' }} onSubmit={(e) => { e.preventDefault(); e.stopPropagation(); if (!busy) onSubmit(); }}>
              <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {failure ? <Alert.Root status="error" data-testid={`${testId}-failure`}><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                <Button type="button" variant="outline" onClick={onClose} disabled={busy}><Trans>Annuler</Trans></Button>
                <Button type="submit" colorPalette="brand" loading={busy} data-testid={`${testId}-submit`}>{submitLabel}</Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} disabled={busy} /></Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
