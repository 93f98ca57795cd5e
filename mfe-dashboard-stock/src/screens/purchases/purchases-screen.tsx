import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { purchaseStatuses, type PurchaseStatus, type PurchaseSummary } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { formatCents, formatDate, ListPage, type Column } from '@vendange/ui';
import { purchaseStatusLabels } from '../../lib/purchase-labels';
import { PurchaseStatusBadge } from './purchase-status-badge';

/** /dashboard/purchases (seeSupplierOrder): the shop's purchase orders, newest first, by status, searched by reference or supplier. */
export function PurchasesScreen() {
  const { t, i18n } = useLingui();
  const { shopId, can } = useShopAccess();
  const [status, setStatus] = useState<PurchaseStatus | ''>('');
  const link = (p: PurchaseSummary) => <Link to={getHref('purchaseDetail', { id: p.id })} data-testid="purchase-link">{p.reference}</Link>;
  const columns: Column<PurchaseSummary>[] = [
    { header: <Trans>Référence</Trans>, cell: (p) => <Text as="span" fontWeight="medium" color="brand.700">{link(p)}</Text> },
    { header: <Trans>Fournisseur</Trans>, cell: (p) => p.supplierName },
    { header: <Trans>Statut</Trans>, cell: (p) => <PurchaseStatusBadge status={p.status} /> },
    { header: <Trans>Date</Trans>, cell: (p) => formatDate(p.createdAt) },
    { header: <Trans>Livraison attendue</Trans>, cell: (p) => (p.expectedOn ? formatDate(p.expectedOn) : '-') },
    { header: <Trans>Total HT</Trans>, cell: (p) => formatCents(p.totalExclCents), align: 'end' },
    { header: <Trans>Total TTC</Trans>, cell: (p) => formatCents(p.totalInclCents), align: 'end' },
  ];

  return (
    <Stack gap="4" data-testid="purchases-screen">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button asChild size="sm" variant="outline"><Link to={getHref('suppliers')} data-testid="purchases-to-suppliers"><Trans>Fournisseurs</Trans></Link></Button>
        {can('createSupplierOrder') ? (
          <Button asChild colorPalette="brand" size="sm"><Link to={getHref('purchaseAdd')} data-testid="purchase-add"><Trans>Nouvelle commande fournisseur</Trans></Link></Button>
        ) : null}
      </HStack>
      <ListPage<PurchaseSummary>
        testId="purchases-list" title={<Trans>Commandes fournisseurs</Trans>} path="/v1/purchases" query={{ shopId: shopId ?? undefined, status: status || undefined }}
        rowKey={(p) => p.id} columns={columns}
        filters={(
          <NativeSelect.Root bg="white" w={{ base: 'full', sm: '56' }}>
            <NativeSelect.Field aria-label={t`Statut`} value={status} onChange={(e) => setStatus(e.target.value as PurchaseStatus | '')} data-testid="purchases-status-filter">
              <option value="">{t`Tous les statuts`}</option>
              {purchaseStatuses.map((s) => <option key={s} value={s}>{i18n._(purchaseStatusLabels[s])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        empty={<Trans>Aucune commande fournisseur : commandez vos matières sèches, bouteilles, bouchons ou du vin en vrac.</Trans>}
        card={(p) => (
          <Stack gap="1.5" fontSize="sm">
            <HStack justify="space-between" gap="2" wrap="wrap"><Text fontWeight="medium" color="brand.700">{link(p)}</Text><PurchaseStatusBadge status={p.status} /></HStack>
            <Text color="gray.600">{p.supplierName} · {formatDate(p.createdAt)}</Text>
            <Text fontWeight="semibold">{formatCents(p.totalInclCents)} <Trans>TTC</Trans></Text>
          </Stack>
        )}
      />
    </Stack>
  );
}
