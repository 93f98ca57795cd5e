import { Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { api, ApiError, useApi } from '@vendange/api-client';
import { messages, type Purchase } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, ErrorScreen, formatCents, formatDate, formatRate, NotFound, PageLoader } from '@vendange/ui';
import { emptyPurchase, purchaseToForm } from '../../lib/purchase-form';
import { refreshPurchases } from '../../lib/purchase-labels';
import { PurchaseEditor } from './purchase-editor';
import { PurchaseStatusBadge } from './purchase-status-badge';
import { PurchaseTotalsBox } from './purchase-totals';
import { ReceptionDialog } from './reception-dialog';

/** The lines of an ordered purchase order: what was ordered and received of each. */
function PurchaseLinesTable({ purchase }: { purchase: Purchase }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid="purchase-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><Trans>Article</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Commandé</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Reçu</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Prix unitaire HT</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>TVA</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Total HT</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {purchase.lines.map((l) => (
            <Table.Row key={l.id} data-testid="purchase-line-row">
              <Table.Cell>{l.label}{l.formatId === null ? <Text as="span" color="gray.500" fontSize="xs"> · <Trans>hors stock</Trans></Text> : null}</Table.Cell>
              <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
              <Table.Cell textAlign="end" data-testid="purchase-line-received">{l.received}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(l.unitPriceCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRate(l.vatRate)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(l.totalExclCents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * /dashboard/purchases/add and /dashboard/purchases/{id}: a draft is edited, then "Commander"; an ordered one is
 * received ("Réceptionner", all or part) until everything arrived; "Annuler" while nothing was received.
 */
export function PurchaseScreen() {
  const { t } = useLingui();
  const { id } = useParams();
  const { shopId, can } = useShopAccess();
  const canEdit = can('createSupplierOrder');
  const isNew = id === 'add';
  const valid = isNew || /^\d+$/.test(id ?? '');
  const { data: purchase, error, mutate } = useApi<Purchase>(!isNew && valid ? `/v1/purchases/${id}` : null, { shopId: shopId ?? undefined }, { shouldRetryOnError: false });
  const [confirming, setConfirming] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [busy, setBusy] = useState(false);

  if (isNew && !canEdit) return <Navigate to={getHref('purchases')} replace />;
  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (!isNew && !purchase) return <PageLoader />;

  const move = async (status: 'ordered' | 'cancelled') => {
    setBusy(true);
    try {
      const saved = await api<Purchase>(`/v1/purchases/${purchase!.id}/status`, { method: 'PUT', query: { shopId: shopId ?? undefined }, body: { status }, silent: true });
      const reference = saved.reference;
      showSnackbar('success', status === 'ordered' ? t`Commande ${reference} passée.` : t`Commande ${reference} annulée.`);
      await mutate(saved, { revalidate: false });
      await refreshPurchases();
    } catch (err) {
      showSnackbar('error', err instanceof Error && err.message ? err.message : messages.internal);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const status = purchase?.status ?? 'draft';
  const received = (purchase?.lines ?? []).some((l) => l.received > 0);
  const reference = purchase?.reference ?? '';
  return (
    <Stack gap="4" data-testid="purchase-screen">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" wrap="wrap">
          <Button asChild size="sm" variant="ghost"><Link to={getHref('purchases')}><Trans>← Commandes fournisseurs</Trans></Link></Button>
          <Heading size="md" data-testid="purchase-reference">{purchase ? purchase.reference : <Trans>Nouvelle commande fournisseur</Trans>}</Heading>
          {purchase ? <PurchaseStatusBadge status={purchase.status} /> : null}
        </HStack>
        {purchase && canEdit ? (
          <HStack gap="2" wrap="wrap">
            {status === 'draft' ? <Button colorPalette="brand" size="sm" loading={busy} onClick={() => void move('ordered')} data-testid="purchase-order"><Trans>Commander</Trans></Button> : null}
            {status === 'ordered' || status === 'partiallyReceived'
              ? <Button colorPalette="brand" size="sm" onClick={() => setReceiving(true)} data-testid="purchase-receive"><Trans>Réceptionner</Trans></Button> : null}
            {(status === 'draft' || status === 'ordered') && !received
              ? <Button variant="outline" colorPalette="red" size="sm" onClick={() => setConfirming(true)} data-testid="purchase-cancel"><Trans>Annuler</Trans></Button> : null}
          </HStack>
        ) : null}
      </HStack>
      {purchase ? (
        <Text color="gray.600" fontSize="sm" data-testid="purchase-meta">
          {purchase.supplierName} · <Trans>créée le {formatDate(purchase.createdAt)}</Trans>
          {purchase.expectedOn ? <> · <Trans>attendue le {formatDate(purchase.expectedOn)}</Trans></> : null}
        </Text>
      ) : null}
      {isNew || (purchase && status === 'draft' && canEdit) ? (
        <PurchaseEditor key={purchase?.id ?? 'new'} purchase={purchase ?? null} initial={purchase ? purchaseToForm(purchase) : emptyPurchase()} />
      ) : purchase ? (
        <>
          <PurchaseLinesTable purchase={purchase} />
          {purchase.notes ? <Text whiteSpace="pre-wrap">{purchase.notes}</Text> : null}
          <PurchaseTotalsBox totals={purchase.totals} />
        </>
      ) : null}
      {purchase && receiving ? <ReceptionDialog purchase={purchase} onClose={() => { setReceiving(false); void mutate(); }} /> : null}
      <ConfirmDialog
        open={confirming} title={t`Annuler la commande ${reference} ?`} confirmLabel={t`Annuler la commande`} cancelLabel={t`Garder la commande`} destructive busy={busy}
        message={<Trans>Le fournisseur n'a rien livré de cette commande. Une commande annulée reste dans la liste et ne se réceptionne plus.</Trans>}
        onConfirm={() => move('cancelled')} onCancel={() => setConfirming(false)} testId="purchase-cancel-dialog"
      />
    </Stack>
  );
}
