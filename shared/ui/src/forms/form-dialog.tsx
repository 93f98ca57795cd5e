import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  open?: boolean;
  title: ReactNode;
  /** The form's accessible name. */
  ariaLabel: string;
  testId: string;
  submitLabel: ReactNode;
  /** `${testId}-submit` unless given. */
  submitTestId?: string;
  /** Red for what cannot be undone (a credit note). */
  submitPalette?: 'brand' | 'red';
  size?: 'md' | 'lg' | 'xl';
  /** While sent: the buttons wait and the dialog does not close. */
  busy?: boolean;
  /** The server's refusal (or a message placed under no field), shown above the buttons. */
  failure?: string | null;
  /** `${testId}-failure` unless given. */
  failureTestId?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog holding one small form (a delivery mode, a credit note, a stock movement, a warehouse…): full
 * screen on phones, Cancel and the action at the bottom, the server's refusal above them. Nothing closes it
 * while it sends. Its submit never reaches a form around it (React bubbles events through portals).
 */
export function FormDialog({
  open = true, title, ariaLabel, testId, submitLabel, submitTestId, submitPalette = 'brand', size = 'md', busy = false, failure, failureTestId, onSubmit, onClose, children,
}: FormDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open} size={{ base: 'full', sm: size }} placement="center" scrollBehavior="inside"
      closeOnEscape={!busy} closeOnInteractOutside={!busy}
      onOpenChange={(d) => { if (!d.open && !busy) onClose(); }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <form noValidate aria-label={ariaLabel} style={{ display: 'contents' }} onSubmit={(e) => { e.preventDefault(); e.stopPropagation(); if (!busy) onSubmit(e); }}>
              <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {failure ? <Alert.Root status="error" data-testid={failureTestId ?? `${testId}-failure`}><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                <Button type="button" variant="outline" onClick={onClose} disabled={busy}><Trans>Annuler</Trans></Button>
                <Button type="submit" colorPalette={submitPalette} loading={busy} data-testid={submitTestId ?? `${testId}-submit`}>{submitLabel}</Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} disabled={busy} /></Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
