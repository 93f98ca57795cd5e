import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '@vendange/api-client';
import { showSnackbar } from '@vendange/store';
import { SendByMailDialog } from '../dialogs/send-by-mail';

export interface SendableDocument { id: number; number: string }

/**
 * 'Envoyer par e-mail': POST /v1/invoices/{id}/send to the recipients shown (the client's address first, editable; the
 * shop's collaborators and agents suggested as spec point 6 allows), one mail each with the Factur-X file attached; the
 * toast says where it went. A 409 (no address known) shows the server's French message. The dialog is the shared
 * SendByMailDialog.
 */
export function SendDocumentDialog({ document, defaultTo, onClose }: { document: SendableDocument | null; defaultTo: string | null; onClose: () => void }) {
  const { t } = useLingui();
  if (!document) return null;
  const send = async (recipients: string[] | undefined) => {
    const sent = await api<{ to: string }>(`/v1/invoices/${document.id}/send`, { method: 'POST', body: recipients ? { recipients } : {}, silent: true });
    const where = sent.to;
    showSnackbar('success', t`Envoyée à ${where}.`);
    onClose();
  };
  return (
    <SendByMailDialog
      documentKey={document.id} title={<Trans>Envoyer {document.number} par e-mail</Trans>} ariaLabel={t`Envoyer par e-mail`} testId="send-document"
      submitLabel={<Trans>Envoyer</Trans>} defaultTo={defaultTo} onSend={send} onClose={onClose}
      intro={<Text fontSize="sm" color="gray.700"><Trans>Le document part avec son fichier PDF (Factur-X) en pièce jointe.</Trans></Text>}
      hint={<Text fontSize="sm" color="gray.600"><Trans>Par défaut, l'adresse du client sur le document ; Entrée ajoute une adresse, une par e-mail envoyé.</Trans></Text>}
    />
  );
}
