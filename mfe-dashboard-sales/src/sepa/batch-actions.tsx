import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, downloadFile } from '@vendange/api-client';
import { deletableSepaStatuses, type SepaBatch } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, formatCents } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { refreshSepa } from './refresh-sepa';

type Answer = 'completed' | 'error';
/** What the confirmation asks: the bank's answer, or deleting the batch. */
type Asking = Answer | 'delete';

/**
 * A batch's next steps: "Télécharger le fichier" (the pain.008 for the bank; a batch to send, or refused, moves to
 * "transmis"), then the bank's answer, confirmed first: "Prélevé" records one payment per invoice, "Refusé par la
 * banque" records nothing and the file may go again. "Supprimer" a batch no bank holds (to send, or refused), confirmed
 * first: its invoices may go in another batch.
 */
export function BatchActions({ batch }: { batch: SepaBatch }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'file' | Asking | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const reference = batch.reference;
  const total = formatCents(batch.totalCents);
  const count = batch.debits.length;

  const download = async () => {
    setBusy('file');
    try {
      const name = await downloadFile(`/v1/sepa/batches/${batch.id}/file`, { method: 'POST', accept: 'application/xml', fallback: `${reference}.xml` });
      showSnackbar('success', t`Fichier ${name} téléchargé : déposez-le sur le site de votre banque.`);
      await refreshSepa();
    } catch (err) {
      showSnackbar('error', err instanceof Error ? err.message : failureText(err));
    } finally {
      setBusy(null);
    }
  };
  /** One confirmed step (the bank's answer, or deleting): its message, and the list read again either way. */
  const confirmed = async (step: Asking, send: () => Promise<unknown>, done: string) => {
    setBusy(step);
    try {
      await send();
      showSnackbar('success', done);
      setAsking(null);
    } catch (err) {
      showSnackbar('error', failureText(err));
    } finally {
      await refreshSepa();
      setBusy(null);
    }
  };
  const answer = (status: Answer) => confirmed(
    status, () => api<SepaBatch>(`/v1/sepa/batches/${batch.id}/status`, { method: 'PUT', body: { status }, silent: true }),
    status === 'completed' ? t`Lot ${reference} prélevé : les factures sont payées.` : t`Lot ${reference} refusé par la banque : rien n'est enregistré.`,
  );
  const remove = () => confirmed(
    'delete', () => api<null>(`/v1/sepa/batches/${batch.id}`, { method: 'DELETE', silent: true }),
    t`Lot ${reference} supprimé : ses factures peuvent aller dans un autre lot.`,
  );

  if (batch.status === 'completed') return null;
  const confirmTitle = asking === 'completed' ? t`La banque a prélevé le lot ${reference} ?` : asking === 'error' ? t`La banque a refusé le lot ${reference} ?` : t`Supprimer le lot ${reference} ?`;
  const confirmLabel = asking === 'completed' ? t`Marquer prélevé` : asking === 'error' ? t`Marquer refusé` : t`Supprimer le lot`;
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap" data-testid="batch-actions">
      <Button size="xs" variant="outline" colorPalette="brand" loading={busy === 'file'} disabled={busy !== null} onClick={() => void download()} data-testid="batch-download">
        <Trans>Télécharger le fichier</Trans>
      </Button>
      {batch.status === 'processing' ? (
        <>
          <Button size="xs" colorPalette="brand" disabled={busy !== null} onClick={() => setAsking('completed')} data-testid="batch-completed"><Trans>Prélevé</Trans></Button>
          <Button size="xs" variant="ghost" colorPalette="red" disabled={busy !== null} onClick={() => setAsking('error')} data-testid="batch-error"><Trans>Refusé par la banque</Trans></Button>
        </>
      ) : null}
      {deletableSepaStatuses.includes(batch.status) ? (
        <Button size="xs" variant="ghost" colorPalette="red" disabled={busy !== null} onClick={() => setAsking('delete')} data-testid="batch-delete"><Trans>Supprimer</Trans></Button>
      ) : null}
      <ConfirmDialog
        open={asking !== null} busy={busy !== null} destructive={asking !== 'completed'} testId={asking === 'delete' ? 'batch-delete-confirm' : 'batch-answer-confirm'}
        title={confirmTitle} confirmLabel={confirmLabel}
        message={asking === 'completed'
          ? <Text><Trans>Un paiement par prélèvement est enregistré pour chacune des {count} factures ({total}).</Trans></Text>
          : asking === 'error' ? <Text><Trans>Rien n'est enregistré : corrigez ce que la banque signale, puis téléchargez le fichier à nouveau.</Trans></Text>
            : <Text><Trans>Ses {count} prélèvements ({total}) sont abandonnés ; rien n'est enregistré et ses factures restent à payer.</Trans></Text>}
        onConfirm={() => (asking === 'delete' ? remove() : asking ? answer(asking) : undefined)} onCancel={() => setAsking(null)}
      />
    </HStack>
  );
}
