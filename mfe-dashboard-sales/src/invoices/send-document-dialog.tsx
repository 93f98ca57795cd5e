import { Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '@vendange/api-client';
import { messages, sendDocumentBodySchema } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormField, FormDialog } from '@vendange/ui';
import { useSubmission } from '../dialogs/use-submission';

export interface SendableDocument { id: number; number: string }

/**
 * 'Envoyer par e-mail': POST /v1/invoices/{id}/send to the address shown (the client's, editable), the Factur-X
 * file attached; the toast says where it went. A 409 (no address known) shows the server's French message.
 */
export function SendDocumentDialog({ document, defaultTo, onClose }: { document: SendableDocument | null; defaultTo: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, failure, run, clearFailure } = useSubmission();
  useEffect(() => {
    setTo(defaultTo ?? '');
    setError(null);
    clearFailure();
  }, [document?.id, defaultTo]);
  if (!document) return null;

  const submit = async () => {
    const typed = to.trim();
    // A blank address leaves the choice to the server (the client's on the document).
    const parsed = sendDocumentBodySchema.safeParse(typed ? { to: typed } : {});
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
          <FormField label={<Trans>Adresse e-mail du destinataire</Trans>} error={error ?? undefined}
            helper={<Trans>Par défaut, celle du client sur le document.</Trans>}>
            <Input type="email" inputMode="email" autoComplete="email" value={to} data-testid="send-document-to"
              onChange={(e) => { setTo(e.target.value); if (error) setError(null); }} />
          </FormField>
    </FormDialog>
  );
}
