import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '@vendange/api-client';
import { messages, sendDocumentBodySchema } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { useShopAccess } from '@vendange/mfe-kit';
import { FormDialog, RecipientsField, useRecipientSuggestions } from '@vendange/ui';
import { useSubmission } from '../dialogs/use-submission';

export interface SendableDocument { id: number; number: string }

/**
 * 'Envoyer par e-mail': POST /v1/invoices/{id}/send to the recipients shown (the client's address first, editable; the
 * shop's collaborators and agents suggested as spec point 6 allows), one mail each with the Factur-X file attached; the
 * toast says where it went. A 409 (no address known) shows the server's French message.
 */
export function SendDocumentDialog({ document, defaultTo, onClose }: { document: SendableDocument | null; defaultTo: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const suggestions = useRecipientSuggestions(document ? shopId : null, can);
  const [to, setTo] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { busy, failure, run, clearFailure } = useSubmission();
  useEffect(() => {
    setTo(defaultTo ? [defaultTo] : []);
    setError(null);
    clearFailure();
  }, [document?.id, defaultTo]);
  if (!document) return null;

  const submit = async () => {
    // No address leaves the choice to the server (the client's on the document).
    const parsed = sendDocumentBodySchema.safeParse(to.length > 0 ? { recipients: to } : {});
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.internal);
      return;
    }
    setError(null);
    await run(async () => {
      const sent = await api<{ to: string }>(`/v1/invoices/${document.id}/send`, { method: 'POST', body: parsed.data ?? {}, silent: true });
      const where = sent.to;
      showSnackbar('success', t`Envoyée à ${where}.`);
      onClose();
    });
  };

  return (
    <FormDialog
      title={<Trans>Envoyer {document.number} par e-mail</Trans>} ariaLabel={t`Envoyer par e-mail`} testId="send-document-dialog"
      submitLabel={<Trans>Envoyer</Trans>} submitTestId="send-document-submit"
      busy={busy} failure={failure} failureTestId="send-document-error" onSubmit={() => void submit()} onClose={onClose}
    >
          <Text fontSize="sm" color="gray.700"><Trans>Le document part avec son fichier PDF (Factur-X) en pièce jointe.</Trans></Text>
          <RecipientsField label={<Trans>Destinataires</Trans>} value={to} suggestions={suggestions} error={error ?? undefined} testId="send-document-to"
            onChange={(next) => { setTo(next); if (error) setError(null); }} />
          <Text fontSize="sm" color="gray.600"><Trans>Par défaut, l'adresse du client sur le document ; Entrée ajoute une adresse, une par e-mail envoyé.</Trans></Text>
    </FormDialog>
  );
}
