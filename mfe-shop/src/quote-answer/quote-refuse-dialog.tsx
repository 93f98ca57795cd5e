import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@vendange/ui';
import { REFUSAL_REASON_MAX } from './quote-answer-state';

interface Props {
  open: boolean;
  onRefuse: (reason: string) => Promise<void>;
  onCancel: () => void;
  /** Where the focus goes once closed: the answer's outcome when refused, else back to the "Refuser" button. */
  finalFocus: () => HTMLElement | null;
}

/** "Refuser": asked once more, with room for an optional reason the producer reads. */
export function QuoteRefuseDialog({ open, onRefuse, onCancel, finalFocus }: Props) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const max = REFUSAL_REASON_MAX;
  // A new opening starts blank.
  useEffect(() => { if (open) setReason(''); }, [open]);

  return (
    <ConfirmDialog
      open={open}
      testId="quote-refuse-dialog"
      title={t`Refuser ce devis ?`}
      confirmLabel={t`Refuser le devis`}
      cancelLabel={t`Revenir au devis`}
      destructive
      finalFocus={finalFocus}
      // onRefuse never rejects: the page says itself what went wrong.
      onConfirm={() => onRefuse(reason)}
      onCancel={onCancel}
      message={(
        <Stack gap="4">
          <Text><Trans>Le producteur sera prévenu de votre refus.</Trans></Text>
          <Field.Root>
            <Field.Label><Trans>Une raison ? (facultatif)</Trans></Field.Label>
            <Textarea rows={4} maxLength={max} value={reason} onChange={(e) => setReason(e.target.value)}
              placeholder={t`Un prix, une quantité, un délai…`} data-testid="quote-refuse-reason" />
            <Field.HelperText><Trans>Jusqu'à {max} caractères.</Trans></Field.HelperText>
          </Field.Root>
        </Stack>
      )}
    />
  );
}
