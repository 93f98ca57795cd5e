import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REFUSAL_REASON_MAX } from './quote-answer-state';

interface Props {
  open: boolean;
  onRefuse: (reason: string) => Promise<void>;
  onCancel: () => void;
  /** Where the focus goes once closed: the answer's outcome when refused, else back to the "Refuser" button. */
  finalFocus: () => HTMLElement | null;
}

/**
 * "Refuser": asked once more, with room for an optional reason the producer reads. ConfirmDialog's behaviour
 * (safe choice focused, nothing closes while sending, full screen on phones), plus where the focus lands after.
 */
export function QuoteRefuseDialog({ open, onRefuse, onCancel, finalFocus }: Props) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const max = REFUSAL_REASON_MAX;
  // A new opening starts blank.
  useEffect(() => { if (open) setReason(''); }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    // onRefuse never rejects: the page says itself what went wrong.
    void onRefuse(reason).finally(() => setSending(false));
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size={{ base: 'full', sm: 'md' }}
      placement="center"
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      onOpenChange={(details) => { if (!details.open && !sending) onCancel(); }}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="quote-refuse-dialog">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header><Dialog.Title><Trans>Refuser ce devis ?</Trans></Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild><Text><Trans>Le producteur sera prévenu de votre refus.</Trans></Text></Dialog.Description>
                  <Field.Root disabled={sending}>
                    <Field.Label><Trans>Une raison ? (facultatif)</Trans></Field.Label>
                    <Textarea rows={4} maxLength={max} value={reason} onChange={(e) => setReason(e.target.value)}
                      placeholder={t`Un prix, une quantité, un délai…`} data-testid="quote-refuse-reason" />
                    <Field.HelperText><Trans>Jusqu'à {max} caractères.</Trans></Field.HelperText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                <Button ref={cancelRef} type="button" size="lg" variant="outline" onClick={onCancel} disabled={sending} data-testid="quote-refuse-cancel">
                  <Trans>Revenir au devis</Trans>
                </Button>
                <Button type="submit" size="lg" colorPalette="red" loading={sending} data-testid="quote-refuse-confirm">
                  <Trans>Refuser le devis</Trans>
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} disabled={sending} /></Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
