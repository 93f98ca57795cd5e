import { Button, Field, Flex, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { futureStatuses, type FutureOffer, type FutureStatus } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { formatCents, ListPage } from '@vendange/ui';
import { formatDay } from '../quotes/quote-labels';
import { FutureStatusBadge, futureStatusLabels, TrancheProgress } from './future-labels';

const nameLink = (o: FutureOffer) => (
  <Link asChild color="brand.600" fontWeight="medium"><RouterLink to={getHref('futureDetail', { id: o.id })} data-testid="future-link">{o.name}</RouterLink></Link>
);
const price = (o: FutureOffer) => (o.currentPriceCents === null ? '-' : formatCents(o.currentPriceCents));

function NewFutureButton() {
  return <Button asChild colorPalette="brand" size="sm"><RouterLink to={getHref('futureAdd')} data-testid="future-new"><Trans>Nouvelle campagne</Trans></RouterLink></Button>;
}

/** A campaign on a phone: name and status, the cuvée, the price now, each tranche's progress. */
function FutureCard({ offer }: { offer: FutureOffer }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">{nameLink(offer)}<FutureStatusBadge status={offer.status} /></HStack>
      <Text color="gray.700">{offer.productLabel} {offer.vintage} · <Trans>livraison {formatDay(offer.expectedDelivery)}</Trans></Text>
      <Text><Trans>Prix actuel : {price(offer)}</Trans></Text>
      <TrancheProgress offer={offer} />
    </Stack>
  );
}

/** /dashboard/futures (seeFutureOrder, futures module): primeur campaigns, newest first, by status; cards on phones. */
export function FuturesScreen() {
  const { t, i18n } = useLingui();
  const { shopId, can } = useShopAccess();
  const [status, setStatus] = useState<FutureStatus | ''>('');
  return (
    <ListPage<FutureOffer>
      searchable={false}
      filters={(
        <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between" bg="white" borderWidth="1px" borderRadius="md" p="3">
          <Field.Root w={{ base: 'full', sm: '56' }}>
            <Field.Label><Trans>Statut</Trans></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as FutureStatus | '')} data-testid="future-filter-status">
                <option value="">{t`Tous les statuts`}</option>
                {futureStatuses.map((s) => <option key={s} value={s}>{i18n._(futureStatusLabels[s])}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {can('createFutureOrder') ? <NewFutureButton /> : null}
        </Flex>
      )}
      testId="futures-list"
      title={<Trans>Primeurs</Trans>}
      path="/v1/futures"
      query={{ shopId: shopId ?? undefined, status: status || undefined }}
      rowKey={(o) => o.id}
      empty={status ? <Trans>Aucune campagne avec ce statut.</Trans> : (
        <Stack gap="3" align="center">
          <Text><Trans>Aucune campagne de primeurs : vendez le dernier millésime pendant son élevage, par tranches de prix.</Trans></Text>
          {can('createFutureOrder') ? <NewFutureButton /> : null}
        </Stack>
      )}
      card={(o) => <FutureCard offer={o} />}
      columns={[
        { header: <Trans>Campagne</Trans>, cell: nameLink },
        { header: <Trans>Cuvée</Trans>, cell: (o) => `${o.productLabel} ${o.vintage}` },
        { header: <Trans>Livraison prévue</Trans>, cell: (o) => formatDay(o.expectedDelivery) },
        { header: <Trans>Prix actuel</Trans>, cell: price },
        { header: <Trans>Vendu / plafond</Trans>, cell: (o) => <TrancheProgress offer={o} /> },
        { header: <Trans>Statut</Trans>, cell: (o) => <FutureStatusBadge status={o.status} /> },
      ]}
    />
  );
}
