import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { messages, sendDocumentBodySchema } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { FormDialog, RecipientsField, useRecipientSuggestions } from '@vendange/ui';
import { useSubmission } from './use-submission';

export interface SendByMailDialogProps {
  /** The document being sent (its id): the recipients start again from `defaultTo` when it changes. */
  documentKey: number;
  title: ReactNode;
  ariaLabel: string;
  /** Test ids: `${testId}-dialog`, `${testId}-to` (the field), `${testId}-submit`, `${testId}-error`. */
  testId: string;
  submitLabel: ReactNode;
  /** The client's address, first in the list (editable); none leaves the field empty. */
  defaultTo: string | null;
  /** Above the field: what leaves (the PDF, a link to answer). */
  intro: ReactNode;
  /** Under the field. */
  hint?: ReactNode;
  /** Sends to these recipients (undefined: the server's default, the client's address); throws the server's refusal. */
  onSend: (recipients: string[] | undefined) => Promise<void>;
  onClose: () => void;
}

/**
 * The one dialog that mails a document to people (spec point 5): the recipients field of shared/ui with the client's
 * address first and the shop's collaborators and agents suggested as spec point 6 allows (`useRecipientSuggestions`),
 * checked with the contract's recipients rule (sendDocumentBodySchema), the server's refusal shown above the buttons.
 * Invoices, deposits and credit notes (send-document-dialog.tsx) and quotes (quote-actions.tsx) open it.
 */
export function SendByMailDialog({ documentKey, title, ariaLabel, testId, submitLabel, defaultTo, intro, hint, onSend, onClose }: SendByMailDialogProps) {
  const { shopId, can } = useShopAccess();
  const suggestions = useRecipientSuggestions(shopId, can);
  const [to, setTo] = useState<string[]>(defaultTo ? [defaultTo] : []);
  const [error, setError] = useState<string | null>(null);
  const { busy, failure, run, clearFailure } = useSubmission();
  useEffect(() => {
    setTo(defaultTo ? [defaultTo] : []);
    setError(null);
    clearFailure();
  }, [documentKey, defaultTo]);

  const submit = async () => {
    // No address leaves the choice to the server (the client's on the document).
    const parsed = sendDocumentBodySchema.safeParse(to.length > 0 ? { recipients: to } : {});
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.internal);
      return;
    }
    setError(null);
    await run(() => onSend(parsed.data?.recipients));
  };

  return (
    <FormDialog
      title={title} ariaLabel={ariaLabel} testId={`${testId}-dialog`} submitLabel={submitLabel} submitTestId={`${testId}-submit`}
      busy={busy} failure={failure} failureTestId={`${testId}-error`} onSubmit={() => void submit()} onClose={onClose}
    >
      {intro}
      <RecipientsField label={<Trans>Destinataires</Trans>} value={to} suggestions={suggestions} error={error ?? undefined} testId={`${testId}-to`}
        onChange={(next) => { setTo(next); if (error) setError(null); }} />
      {hint}
    </FormDialog>
  );
}
