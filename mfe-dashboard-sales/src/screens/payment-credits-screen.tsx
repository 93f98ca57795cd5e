import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '@vendange/api-client';
import { creditStatuses, type ClientCredit, type CreditStatus, type OutstandingClient, type Outstandings } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { formatCents, formatDate, ListPage, type Column } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { creditStatusLabels } from '../invoices/invoice-labels';
import { CreditStatusBadge } from '../invoices/status-badges';
import { clientOfCredit } from '../payments/client-credits';
import { RecordPaymentDialog } from '../payments/record-payment-dialog';
import { RefundCreditDialog } from '../payments/refund-credit-dialog';

/** "Utiliser" on the client's next invoices, or "Rembourser" the client: only while something is left of the credit. */
function CreditActions({ credit, onUse, onRefund }: { credit: ClientCredit; onUse: (credit: ClientCredit) => Promise<void>; onRefund: (credit: ClientCredit) => void }) {
  const [busy, setBusy] = useState(false);
  if (credit.availableCents <= 0) return null;
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap">
      <Button size="xs" colorPalette="brand" variant="outline" loading={busy} data-testid="credit-use"
        onClick={() => { setBusy(true); void onUse(credit).finally(() => setBusy(false)); }}>
        <Trans>Utiliser</Trans>
      </Button>
      <Button size="xs" variant="outline" data-testid="credit-refund" onClick={() => onRefund(credit)}>
        <Trans>Rembourser</Trans>
      </Button>
    </HStack>
  );
}

/**
 * /dashboard/payments/credits (seeAllPayment): the credit notes as credits the clients hold, what is left of each
 * and its status (full, partial, used up, paid back). "Utiliser" pays the client's open invoices with it, oldest due
 * first; "Rembourser" pays it back to the client.
 */
export function PaymentCreditsScreen() {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const [status, setStatus] = useState<CreditStatus | ''>('');
  const [using, setUsing] = useState<{ credit: ClientCredit; client: OutstandingClient | null } | null>(null);
  const [refunding, setRefunding] = useState<ClientCredit | null>(null);

  const open = async (credit: ClientCredit) => {
    try {
      const found = await api<Outstandings>('/v1/outstandings', { query: { shopId, search: credit.clientName, limit: 100 }, silent: true });
      setUsing({ credit, client: clientOfCredit(credit, found.items) });
    } catch (err) {
      showSnackbar('error', failureText(err));
    }
  };
  const columns: Column<ClientCredit>[] = [
    { header: <Trans>Avoir</Trans>, cell: (c) => <Text as="span" fontWeight="medium" data-testid="credit-number">{c.number}</Text> },
    { header: <Trans>Date</Trans>, cell: (c) => formatDate(c.issuedAt) },
    { header: <Trans>Client</Trans>, cell: (c) => c.clientName },
    { header: <Trans>Sur la facture</Trans>, cell: (c) => c.sourceNumber },
    { header: <Trans>Montant</Trans>, cell: (c) => formatCents(c.totalTtcCents), align: 'end' },
    { header: <Trans>Disponible</Trans>, cell: (c) => <Text as="span" fontWeight="semibold" data-testid="credit-available">{formatCents(c.availableCents)}</Text>, align: 'end' },
    { header: <Trans>Statut</Trans>, cell: (c) => <CreditStatusBadge status={c.status} /> },
    { header: '', cell: (c) => <CreditActions credit={c} onUse={open} onRefund={setRefunding} />, align: 'end' },
  ];
  return (
    <Stack gap="4" data-testid="payment-credits-screen">
      <ListPage<ClientCredit>
        testId="credits-list" title={<Trans>Avoirs clients</Trans>} path="/v1/payments/credits" query={{ shopId: shopId ?? undefined, status: status || undefined }}
        rowKey={(c) => c.id} columns={columns}
        filters={(
          <HStack gap="3" wrap="wrap">
            <NativeSelect.Root maxW="60" size="sm">
              <NativeSelect.Field aria-label={t`Statut`} value={status} onChange={(e) => setStatus(e.target.value as CreditStatus | '')} data-testid="credits-filter-status">
                <option value="">{t`Tous les statuts`}</option>
                {creditStatuses.map((s) => <option key={s} value={s}>{i18n._(creditStatusLabels[s])}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        )}
        empty={status ? <Trans>Aucun avoir ne correspond à ce statut.</Trans> : <Trans>Aucun avoir : quand vous faites un avoir sur une facture déjà payée, son montant devient un crédit du client, utilisable ici sur ses factures suivantes.</Trans>}
        card={(c) => (
          <Stack gap="1.5" fontSize="sm">
            <HStack justify="space-between" gap="2" wrap="wrap"><Text fontWeight="medium">{c.number} · {c.clientName}</Text><CreditStatusBadge status={c.status} /></HStack>
            <Text color="gray.600"><Trans>Sur {c.sourceNumber}, le {formatDate(c.issuedAt)}</Trans></Text>
            <HStack justify="space-between" gap="2"><Text><Trans>Disponible : {formatCents(c.availableCents)} sur {formatCents(c.totalTtcCents)}</Trans></Text><CreditActions credit={c} onUse={open} onRefund={setRefunding} /></HStack>
          </Stack>
        )}
      />
      {using ? <RecordPaymentDialog credit={using.credit} initialClient={using.client} onClose={() => setUsing(null)} /> : null}
      {refunding ? <RefundCreditDialog credit={refunding} onClose={() => setRefunding(null)} /> : null}
    </Stack>
  );
}
