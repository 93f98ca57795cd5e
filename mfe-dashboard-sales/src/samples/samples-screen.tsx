import { Badge, Button, Field, Flex, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { Sample } from '@vendange/contracts';
import { sampleStatuses } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { formatDate, ListPage } from '@vendange/ui';
import { formatDay } from '../quotes/quote-labels';
import { sampleClientOf, sampleFilterOf, sampleFilterQuery, samplesSearch, sampleStatusLabels, type SampleFilter } from './sample-labels';
import { SampleStatusBadge } from './sample-status-badge';

const numberLink = (s: Sample) => (
  <Link asChild color="brand.600" fontWeight="medium"><RouterLink to={getHref('sampleDetail', { id: s.id })} data-testid="sample-link">{s.number}</RouterLink></Link>
);
const bottles = (s: Sample) => s.lines.map((l) => `${l.quantity} × ${l.label}`).join(', ');

function NewSampleButton() {
  return <Button asChild colorPalette="brand" size="sm"><RouterLink to={getHref('sampleAdd')} data-testid="sample-new"><Trans>Nouvel échantillon</Trans></RouterLink></Button>;
}

/** A sample on a phone: number and status, client, what was sent, the follow-up day. */
function SampleCard({ sample }: { sample: Sample }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">{numberLink(sample)}<HStack gap="1"><SampleStatusBadge sample={sample} /></HStack></HStack>
      <Text fontWeight="medium" overflowWrap="anywhere">{sample.clientName}</Text>
      <Text color="gray.700" overflowWrap="anywhere">{bottles(sample)}</Text>
      <Text color="gray.600">
        {sample.sentAt ? <Trans>Envoyé le {formatDate(sample.sentAt)}</Trans> : <Trans>Préparé le {formatDate(sample.createdAt)}</Trans>}
        {sample.followUpOn && sample.status === 'sent' ? <> · <Trans>relance le {formatDay(sample.followUpOn)}</Trans></> : null}
      </Text>
    </Stack>
  );
}

/** The filter (kept in the URL), the « à relancer » count and the new sample button above the list. */
function SampleFiltersBar({ value, onChange }: { value: SampleFilter; onChange: (next: SampleFilter) => void }) {
  const { t, i18n } = useLingui();
  const { shopId, can } = useShopAccess();
  const { data: due } = useApi<{ due: number }>('/v1/orders/samples/due-count', { shopId: shopId ?? undefined });
  const count = due?.due ?? 0;
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="sample-filters">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root w={{ base: 'full', sm: '56' }}>
          <Field.Label><Trans>Statut</Trans></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as SampleFilter)} data-testid="sample-filter-status">
              <option value="">{t`Tous les statuts`}</option>
              <option value="due">{t`À relancer`}</option>
              {sampleStatuses.map((s) => <option key={s} value={s}>{i18n._(sampleStatusLabels[s])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant={value === 'due' ? 'solid' : 'outline'} colorPalette="red" onClick={() => onChange(value === 'due' ? '' : 'due')} data-testid="sample-due-filter">
          <Trans>À relancer</Trans> <Badge colorPalette="red" variant={value === 'due' ? 'surface' : 'solid'} data-testid="sample-due-count">{count}</Badge>
        </Button>
      </HStack>
      {can('createOrder') ? <NewSampleButton /> : null}
    </Flex>
  );
}

/**
 * /dashboard/orders/samples (seeAllOrder): bottles sent free to clients and prospects to win an order, newest first;
 * by status or « à relancer » (?filter= in the URL), searched by number, client or purpose; cards on phones.
 */
export function SamplesScreen() {
  const { shopId } = useShopAccess();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const filter = sampleFilterOf(search);
  const clientId = sampleClientOf(search);
  const setFilter = (next: SampleFilter) => void navigate(`${pathname}${samplesSearch(search, next)}`, { replace: true });
  return (
    <ListPage<Sample>
      filters={(
        <Stack gap="2">
          <SampleFiltersBar value={filter} onChange={setFilter} />
          {clientId !== null ? (
            <HStack gap="2" fontSize="sm" data-testid="sample-client-filter">
              <Text><Trans>Échantillons d'un seul client.</Trans></Text>
              <Link asChild color="brand.600"><RouterLink to={filter ? `${pathname}?filter=${filter}` : pathname}><Trans>Voir tous les clients</Trans></RouterLink></Link>
            </HStack>
          ) : null}
        </Stack>
      )}
      testId="samples-list"
      title={<Trans>Échantillons</Trans>}
      path="/v1/orders/samples"
      query={{ shopId: shopId ?? undefined, clientId: clientId ?? undefined, ...sampleFilterQuery(filter) }}
      rowKey={(s) => s.id}
      empty={filter === 'due' ? <Trans>Aucun échantillon à relancer aujourd'hui.</Trans> : filter ? <Trans>Aucun échantillon avec ce statut.</Trans> : (
        <Stack gap="3" align="center">
          <Text><Trans>Aucun échantillon pour le moment : envoyez quelques bouteilles à un caviste, un restaurant ou un importateur, puis relancez-le.</Trans></Text>
          <NewSampleButton />
        </Stack>
      )}
      card={(s) => <SampleCard sample={s} />}
      columns={[
        { header: <Trans>Numéro</Trans>, cell: numberLink },
        { header: <Trans>Client</Trans>, cell: (s) => s.clientName },
        { header: <Trans>Bouteilles</Trans>, cell: bottles },
        { header: <Trans>Date</Trans>, cell: (s) => formatDate(s.sentAt ?? s.createdAt) },
        { header: <Trans>Relance</Trans>, cell: (s) => (s.followUpOn && s.status === 'sent' ? formatDay(s.followUpOn) : '-') },
        { header: <Trans>Statut</Trans>, cell: (s) => <HStack gap="1" wrap="wrap"><SampleStatusBadge sample={s} /></HStack> },
      ]}
    />
  );
}
