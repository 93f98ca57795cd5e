import { Badge, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '@vendange/api-client';
import { sepaStatuses, type Mandate, type SepaBatch, type SepaStatus } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, formatCents, ListPage, paymentStatusLabels, type Column } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { BatchActions } from '../sepa/batch-actions';
import { BatchDialog } from '../sepa/batch-dialog';
import { frenchDay } from '../sepa/batch-selection';
import { DebitReturn } from '../sepa/debit-return';
import { MandateDialog } from '../sepa/mandate-dialog';
import { refreshSepa } from '../sepa/refresh-sepa';
import { mandateStatusLabels, sepaStatusLabels, sepaStatusPalettes } from '../sepa/sepa-labels';

/** An IBAN shown by groups of four, the middle hidden: FR76 •••• 0189. */
const maskedIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

function BatchStatusBadge({ status }: { status: SepaStatus }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={sepaStatusPalettes[status]} data-testid="batch-status">{i18n._(sepaStatusLabels[status])}</Badge>;
}

/** The debits of a batch: invoice, client, amount, sequence type, and once collected their payment's status. */
function BatchDebits({ batch }: { batch: SepaBatch }) {
  const { i18n } = useLingui();
  return (
    <Stack as="ul" listStyleType="none" gap="0.5" fontSize="sm" data-testid="batch-debits">
      {batch.debits.map((d) => (
        <HStack as="li" key={d.id} gap="2" wrap="wrap">
          <Text as="span">{d.invoiceNumber} · {d.clientName} · {formatCents(d.amountCents)} · {d.sequenceType}</Text>
          {d.paymentStatus ? <Badge size="sm" colorPalette={d.paymentStatus === 'missing' ? 'red' : 'green'} data-testid="debit-payment-status">{i18n._(paymentStatusLabels[d.paymentStatus])}</Badge> : null}
          <DebitReturn debit={d} />
        </HStack>
      ))}
    </Stack>
  );
}

function MandateRowActions({ mandate, onEdit }: { mandate: Mandate; onEdit: (m: Mandate) => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (mandate.status === 'revoked') return null;
  const reference = mandate.reference;
  const client = mandate.clientName;
  const revoke = async () => {
    setBusy(true);
    try {
      await api<Mandate>(`/v1/sepa/mandates/${mandate.id}/revoke`, { method: 'POST', silent: true });
      showSnackbar('success', t`Mandat ${reference} révoqué.`);
      setAsking(false);
      await refreshSepa();
    } catch (err) {
      showSnackbar('error', failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="2" justify="flex-end">
      <Button size="xs" variant="outline" onClick={() => onEdit(mandate)} data-testid="mandate-edit"><Trans>Modifier</Trans></Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setAsking(true)} data-testid="mandate-revoke"><Trans>Révoquer</Trans></Button>
      <ConfirmDialog
        open={asking} busy={busy} destructive testId="mandate-revoke-confirm" title={t`Révoquer le mandat ${reference} ?`} confirmLabel={t`Révoquer`}
        message={<Trans>{client} ne sera plus prélevé sous ce mandat. C'est définitif : un nouveau mandat signé sera nécessaire.</Trans>}
        onConfirm={revoke} onCancel={() => setAsking(false)}
      />
    </HStack>
  );
}

/**
 * /dashboard/payments/sepa (seeAllPayment): the clients' SEPA mandates, and the debit batches handed to the bank as a
 * pain.008 file, with their SEPA status (à transmettre, transmis, prélevé, refusé). docs/decisions/sepa-direct-debit.md.
 */
export function DirectDebitsScreen() {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const [editing, setEditing] = useState<Mandate | 'new' | null>(null);
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState<SepaStatus | ''>('');

  const mandateColumns: Column<Mandate>[] = [
    { header: <Trans>Référence (RUM)</Trans>, cell: (m) => <Text as="span" fontWeight="medium" data-testid="mandate-ref">{m.reference}</Text> },
    { header: <Trans>Client</Trans>, cell: (m) => m.clientName },
    { header: <Trans>Titulaire</Trans>, cell: (m) => m.debtorName },
    { header: <Trans>IBAN</Trans>, cell: (m) => maskedIban(m.iban) },
    { header: <Trans>Signé le</Trans>, cell: (m) => frenchDay(m.signedOn) },
    { header: <Trans>Statut</Trans>, cell: (m) => <Badge colorPalette={m.status === 'active' ? 'green' : 'gray'}>{i18n._(mandateStatusLabels[m.status])}</Badge> },
    { header: '', cell: (m) => <MandateRowActions mandate={m} onEdit={setEditing} />, align: 'end' },
  ];
  const batchColumns: Column<SepaBatch>[] = [
    { header: <Trans>Lot</Trans>, cell: (b) => <Text as="span" fontWeight="medium" data-testid="batch-ref">{b.reference}</Text> },
    { header: <Trans>Prélevé le</Trans>, cell: (b) => frenchDay(b.collectionDate) },
    { header: <Trans>Prélèvements</Trans>, cell: (b) => <BatchDebits batch={b} /> },
    { header: <Trans>Montant</Trans>, cell: (b) => <Text as="span" fontWeight="semibold" data-testid="batch-total">{formatCents(b.totalCents)}</Text>, align: 'end' },
    { header: <Trans>Statut</Trans>, cell: (b) => <BatchStatusBadge status={b.status} /> },
    { header: '', cell: (b) => <BatchActions batch={b} />, align: 'end' },
  ];

  return (
    <Stack gap="6" data-testid="direct-debits-screen">
      <HStack justify="flex-end" gap="2" wrap="wrap">
        <Button variant="outline" colorPalette="brand" onClick={() => setEditing('new')} data-testid="mandate-new"><Trans>Nouveau mandat</Trans></Button>
        <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid="batch-new"><Trans>Nouveau lot de prélèvements</Trans></Button>
      </HStack>
      <ListPage<SepaBatch>
        testId="batches-list" title={<Trans>Lots de prélèvements SEPA</Trans>} path="/v1/sepa/batches" query={{ shopId: shopId ?? undefined, status: status || undefined }}
        rowKey={(b) => b.id} columns={batchColumns} searchable={false}
        filters={(
          <NativeSelect.Root maxW="60" size="sm">
            <NativeSelect.Field aria-label={t`Statut`} value={status} onChange={(e) => setStatus(e.target.value as SepaStatus | '')} data-testid="batches-filter-status">
              <option value="">{t`Tous les statuts`}</option>
              {sepaStatuses.map((s) => <option key={s} value={s}>{i18n._(sepaStatusLabels[s])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        empty={status ? <Trans>Aucun lot ne correspond à ce statut.</Trans> : <Trans>Aucun lot : créez-en un pour prélever les factures ouvertes des clients qui ont signé un mandat.</Trans>}
        card={(b) => (
          <Stack gap="2" fontSize="sm">
            <HStack justify="space-between" gap="2" wrap="wrap"><Text fontWeight="medium">{b.reference} · {formatCents(b.totalCents)}</Text><BatchStatusBadge status={b.status} /></HStack>
            <Text color="gray.600"><Trans>Prélevé le {frenchDay(b.collectionDate)}</Trans></Text>
            <BatchDebits batch={b} />
            <BatchActions batch={b} />
          </Stack>
        )}
      />
      <ListPage<Mandate>
        testId="mandates-list" title={<Trans>Mandats SEPA</Trans>} path="/v1/sepa/mandates" query={{ shopId: shopId ?? undefined }}
        rowKey={(m) => m.id} columns={mandateColumns}
        empty={<Trans>Aucun mandat : enregistrez le mandat signé par un client pour pouvoir le prélever.</Trans>}
        card={(m) => (
          <Stack gap="1.5" fontSize="sm">
            <HStack justify="space-between" gap="2" wrap="wrap"><Text fontWeight="medium">{m.reference} · {m.clientName}</Text><Badge colorPalette={m.status === 'active' ? 'green' : 'gray'}>{i18n._(mandateStatusLabels[m.status])}</Badge></HStack>
            <Text color="gray.600"><Trans>{m.debtorName} · {maskedIban(m.iban)} · signé le {frenchDay(m.signedOn)}</Trans></Text>
            <MandateRowActions mandate={m} onEdit={setEditing} />
          </Stack>
        )}
      />
      {editing ? <MandateDialog mandate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => void refreshSepa()} /> : null}
      {creating ? <BatchDialog onClose={() => setCreating(false)} onCreated={() => void refreshSepa()} /> : null}
    </Stack>
  );
}
