import { Badge, Box, Checkbox, Flex, Heading, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useApiList } from '@vendange/api-client';
import type { OutstandingClient, Outstandings } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, PageLoader, Pager, useDebounced } from '@vendange/ui';
import { AgeBucketCards } from '../payments/age-bucket-cards';
import { OutstandingClients } from '../payments/outstanding-clients';
import { RecordPaymentDialog } from '../payments/record-payment-dialog';
import { outstandingsQuery, outstandingsViewOf, outstandingsViewSearch, type OutstandingsView } from '../payments/outstandings-query';
import { formatDay } from '../quotes/quote-labels';

const LIMIT = 20;

/**
 * /dashboard/payments/outstandings (seeAllPayment): what the shop is owed by age of the due date, then its clients
 * owing something, the most late first, each opened onto their open invoices or onto a payment received from them. "En retard seulement", the search
 * and the page live in the URL query (?late=true&search=&page=).
 */
export function OutstandingsScreen() {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const [recording, setRecording] = useState<OutstandingClient | null>(null);
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = outstandingsViewOf(search);
  const show = (next: OutstandingsView) => void navigate(getHref('outstandings', {}, outstandingsViewSearch(search, next)), { replace: true });
  const [typed, setTyped] = useState(view.search);
  const settled = useDebounced(typed.trim());
  useEffect(() => {
    if (settled !== view.search) show({ ...view, search: settled, page: 1 });
  }, [settled]);
  const { data, error, isLoading, refreshing } = useApiList<Outstandings>('/v1/outstandings', outstandingsQuery(view, shopId, LIMIT));
  const filtered = view.late || view.search !== '';
  const asOf = data ? formatDay(data.asOf) : '';

  return (
    <Stack gap="4" data-testid="outstandings-screen" aria-busy={refreshing}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="xl"><Trans>Impayés</Trans></Heading>
        <Link asChild color="brand.600"><RouterLink to={getHref('payments')}><Trans>Paiements enregistrés</Trans></RouterLink></Link>
      </Flex>
      {data ? <AgeBucketCards buckets={data.buckets} /> : null}
      <Flex gap="3" wrap="wrap" align="center" justify="space-between" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="outstanding-filters">
        <Checkbox.Root checked={view.late} onCheckedChange={(e) => show({ ...view, late: e.checked === true, page: 1 })} data-testid="outstanding-filter-late">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label><Trans>En retard seulement</Trans></Checkbox.Label>
        </Checkbox.Root>
        <Input maxW={{ base: 'full', sm: 'xs' }} type="search" value={typed} onChange={(e) => setTyped(e.target.value)}
          placeholder={t`Rechercher un client…`} aria-label={t`Rechercher un client`} data-testid="outstanding-search" />
      </Flex>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.items.length === 0 ? (
        <Box bg="white" borderRadius="md" p="8" textAlign="center" color="gray.600" data-testid="outstandings-empty">
          {filtered ? <Trans>Aucun client ne correspond à ces filtres.</Trans> : <Trans>Aucun impayé : tous vos clients sont à jour.</Trans>}
        </Box>
      ) : null}
      {data && data.items.length > 0 ? <OutstandingClients clients={data.items} onRecord={can('seeAllPayment') ? setRecording : undefined} canRemind={can('seeAllPayment')} /> : null}
      {data ? <Pager page={view.page} total={data.total} limit={data.limit} onPage={(page) => show({ ...view, page })} /> : null}
      {data ? (
        <HStack gap="2" wrap="wrap">
          <Badge variant="subtle"><Plural value={data.total} one="# client" other="# clients" /></Badge>
          <Badge variant="subtle"><Trans>Au {asOf}</Trans></Badge>
        </HStack>
      ) : null}
      {recording ? <RecordPaymentDialog initialClient={recording} onClose={() => setRecording(null)} /> : null}
    </Stack>
  );
}
