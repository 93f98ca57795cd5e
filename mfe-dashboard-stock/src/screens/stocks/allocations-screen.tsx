import { Alert, Badge, Button, Field, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '@vendange/api-client';
import { allocationStatuses, type Allocation } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, ListPage, type Column } from '@vendange/ui';
import {
  allocationListQuery, allocationStatusLabels, allocationStatusPalette, dayLabel, deadlineIsNear, frenchToday, takenOfAllocated, type AllocationFilters, type AllocationStatus,
} from '../../lib/allocation-view';
import { refreshStock } from '../../lib/refresh-stock';
import { AllocationDialog, AllocationTakeDialog } from './stock-dialogs';
import { StockNav } from './stock-nav';

/**
 * /dashboard/stocks/allocations (seeAllStock): quantities of a wine held for a client or an agent until a deadline,
 * open ones first; filtered by state, searched by wine or name. An open one is taken (it becomes the client's order,
 * linked from the list) or released (after a confirmation); the queue expires the others at their deadline.
 */
export function AllocationsScreen() {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const today = frenchToday();
  const [filters, setFilters] = useState<AllocationFilters>({ status: '' });
  const [creating, setCreating] = useState(false);
  const [taking, setTaking] = useState<Allocation | null>(null);
  const [taken, setTaken] = useState<Allocation | null>(null);
  const [releasing, setReleasing] = useState<Allocation | null>(null);

  const release = async () => {
    if (!releasing) return;
    const released = await api<Allocation>(`/v1/stocks/allocations/${releasing.id}/release`, { method: 'POST', query: { shopId: shopId ?? undefined } });
    const who = released.beneficiary;
    showSnackbar('success', t`Allocation de ${who} libérée : ses bouteilles reviennent à la vente.`);
    setReleasing(null);
    await refreshStock();
  };

  const status = (a: Allocation) => <Badge colorPalette={allocationStatusPalette[a.status]} data-testid="allocation-status">{i18n._(allocationStatusLabels[a.status])}</Badge>;
  const deadline = (a: Allocation) => (
    <Text as="span" whiteSpace="nowrap" color={deadlineIsNear(a, today) ? 'red.600' : undefined} fontWeight={deadlineIsNear(a, today) ? 'semibold' : undefined} data-testid="allocation-deadline">
      {dayLabel(a.deadline)}
    </Text>
  );
  const actions = (a: Allocation) => (a.status === 'open' ? (
    <HStack gap="1" justify="flex-end">
      <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setTaking(a)} data-testid="allocation-take"><Trans>Prise par le client</Trans></Button>
      <Button size="xs" variant="ghost" onClick={() => setReleasing(a)} data-testid="allocation-release"><Trans>Libérer</Trans></Button>
    </HStack>
  ) : null);

  const order = (a: Allocation) => (a.orderId !== null
    ? <Link to={getHref('orderDetail', { id: a.orderId })} data-testid="allocation-order">{a.orderReference ?? t`Commande`}</Link>
    : null);

  const columns: Column<Allocation>[] = [
    { header: <Trans>Vin</Trans>, cell: (a) => <Text as="span" fontWeight="medium" data-testid="allocation-label">{a.label}</Text> },
    { header: <Trans>Pour</Trans>, cell: (a) => <span data-testid="allocation-beneficiary">{a.beneficiary}</span> },
    { header: <Trans>Prises / allouées</Trans>, cell: (a) => <span data-testid="allocation-quantity">{takenOfAllocated(a)}</span>, align: 'end' },
    { header: <Trans>Date limite</Trans>, cell: deadline },
    { header: <Trans>État</Trans>, cell: status },
    { header: <Trans>Commande</Trans>, cell: order },
    { header: <Trans>Actions</Trans>, cell: actions, align: 'end' },
  ];

  return (
    <Stack gap="4" data-testid="allocations-screen">
      <StockNav current="allocations">
        <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)} data-testid="allocation-new"><Trans>Nouvelle allocation</Trans></Button>
      </StockNav>
      {taken ? (
        <Alert.Root status="success" data-testid="allocation-taken">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {taken.orderId !== null
                ? <Trans>Commande {taken.orderReference} créée pour {taken.beneficiary} : ses {taken.taken} bouteilles lui restent réservées.</Trans>
                : <Trans>Allocation de {taken.beneficiary} close : {taken.taken} bouteilles reviennent à la vente pour sa commande.</Trans>}
            </Alert.Description>
          </Alert.Content>
          <HStack gap="2">
            {taken.orderId !== null
              ? <Button asChild size="sm" colorPalette="brand"><Link to={getHref('orderDetail', { id: taken.orderId })} data-testid="allocation-order-link"><Trans>Ouvrir la commande</Trans></Link></Button>
              : <Button asChild size="sm" colorPalette="brand"><Link to={getHref('orderAdd')} data-testid="allocation-order-link"><Trans>Saisir la commande du client</Trans></Link></Button>}
            <Button size="sm" variant="ghost" onClick={() => setTaken(null)}><Trans>Fermer</Trans></Button>
          </HStack>
        </Alert.Root>
      ) : null}
      <ListPage<Allocation>
        testId="allocations-list" title={<Trans>Allocations</Trans>} path="/v1/stocks/allocations" query={allocationListQuery(filters, shopId)}
        rowKey={(a) => a.id} columns={columns}
        filters={(
          <Wrap gap="3" align="flex-end">
            <Field.Root w={{ base: 'full', sm: '14rem' }}>
              <Field.Label fontSize="xs"><Trans>État</Trans></Field.Label>
              <NativeSelect.Root bg="white">
                <NativeSelect.Field value={filters.status} onChange={(e) => setFilters({ status: e.target.value as AllocationStatus | '' })} data-testid="allocations-filter-status">
                  <option value="">{t`Tous les états`}</option>
                  {allocationStatuses.map((s) => <option key={s} value={s}>{i18n._(allocationStatusLabels[s])}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Wrap>
        )}
        empty={filters.status ? <Trans>Aucune allocation dans cet état.</Trans> : (
          <Stack gap="3" align="center">
            <Text><Trans>Aucune allocation : réservez une quantité d'une cuvée rare à un client fidèle ou à un agent, jusqu'à une date limite.</Trans></Text>
            <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}><Trans>Nouvelle allocation</Trans></Button>
          </Stack>
        )}
        card={(a) => (
          <Stack gap="1" fontSize="sm">
            <HStack justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="medium" data-testid="allocation-label">{a.label}</Text>
              {status(a)}
            </HStack>
            <Text color="gray.700"><span data-testid="allocation-beneficiary">{a.beneficiary}</span> · <span data-testid="allocation-quantity">{takenOfAllocated(a)}</span></Text>
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text color="gray.600"><Trans>Jusqu'au</Trans> {deadline(a)}</Text>
              {actions(a)}
            </HStack>
            {a.orderId !== null ? <Text color="gray.700"><Trans>Commande</Trans> {order(a)}</Text> : null}
            {a.note ? <Text color="gray.600" fontSize="xs">{a.note}</Text> : null}
          </Stack>
        )}
      />
      {creating ? <AllocationDialog onClose={() => setCreating(false)} /> : null}
      {taking ? <AllocationTakeDialog allocation={taking} onClose={() => setTaking(null)} onTaken={(a) => { setTaking(null); setTaken(a); }} /> : null}
      <ConfirmDialog
        open={releasing !== null} testId="allocation-release-confirm" confirmLabel={t`Libérer l'allocation`} title={t`Libérer l'allocation ?`}
        message={releasing ? <Trans>Les {releasing.quantity} bouteilles de « {releasing.label} » réservées pour {releasing.beneficiary} reviennent à la vente dès maintenant.</Trans> : null}
        onConfirm={release} onCancel={() => setReleasing(null)}
      />
    </Stack>
  );
}
