import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { confirmationMatches } from '@vendange/contracts';
import { ConfirmationInput } from './confirmation-input';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to "Attention !!". */
  title?: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** When set, the user must type it before the confirm button is enabled. */
  keyword?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  /** Where the focus goes once closed (default: back where it was, the button that opened it). */
  finalFocus?: () => HTMLElement | null;
  /** The dialog's test id (default confirm-dialog). */
  testId?: string;
}

/**
 * Confirmation before an action (destructive or not). Escape, a click outside, the close button and
 * the cancel button all cancel; nothing cancels while the action runs. Full screen on phones.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, keyword, destructive, busy, onConfirm, onCancel, finalFocus, testId }: ConfirmDialogProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keywordRef = useRef<HTMLInputElement>(null);
  const running = Boolean(busy) || pending;
  const allowed = !keyword || confirmationMatches(typed, keyword);

  // A new opening asks again: the keyword typed for the previous item must not carry over.
  useEffect(() => {
    if (open) setTyped('');
  }, [open, keyword]);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!allowed || running) return;
    const result = onConfirm();
    if (result instanceof Promise) {
      setPending(true);
      // The caller reports its own failures (api() shows the server's message); the dialog only
      // has to become usable again.
      result.catch((error: unknown) => console.error(error)).finally(() => setPending(false));
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size={{ base: 'full', sm: 'md' }}
      placement="center"
      closeOnEscape={!running}
      closeOnInteractOutside={!running}
      onOpenChange={(details) => {
        if (!details.open && !running) onCancel();
      }}
      // The safe choice has the focus, unless a keyword is to be typed.
      initialFocusEl={() => (keyword ? keywordRef.current : cancelRef.current)}
      {...(finalFocus ? { finalFocusEl: finalFocus } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId ?? 'confirm-dialog'}>
            {/* Fields put in the message are checked by their caller, in French: not by the browser's own bubbles. */}
            <form onSubmit={confirm} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title ?? t`Attention !!`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <div>{message}</div>
                  </Dialog.Description>
                  {keyword ? (
                    <ConfirmationInput keyword={keyword} value={typed} onChange={setTyped} inputRef={keywordRef} disabled={running} testId="confirm-dialog-keyword" />
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                <Button ref={cancelRef} type="button" variant="outline" onClick={onCancel} disabled={running} data-testid="confirm-dialog-cancel">
                  {cancelLabel ?? t`Annuler`}
                </Button>
                <Button type="submit" colorPalette={destructive ? 'red' : 'brand'} disabled={!allowed} loading={running} data-testid="confirm-dialog-ok">
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Fermer`} disabled={running} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
