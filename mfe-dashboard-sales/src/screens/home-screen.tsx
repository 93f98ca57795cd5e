import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { OrderSummary } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { currentShopAtom } from '@vendange/store';
import { formatCents } from '@vendange/ui';

interface Page { items: OrderSummary[]; total: number }

/** /dashboard: greeting and the figures the producer looks at first. */
export function HomeScreen() {
  const { user, can } = useShopAccess();
  const shop = useAtomValue(currentShopAtom);
  // GET /v1/orders needs seeAllOrder for staff (buyers get their own): asking without it is a 403,
  // and a 403 logs out (spec point 8), so the widget is not even requested.
  const seesOrders = user?.role === 'buyer' || can('seeAllOrder');
  const pending = useApi<Page>(seesOrders ? '/v1/orders' : null, { status: 'pending', limit: 5 }, { shouldRetryOnError: false });
  return (
    <Stack gap="6" data-testid="dashboard-home">
      <Heading size="2xl"><Trans>Bonjour {user?.firstname}</Trans></Heading>
      {shop ? <Text color="gray.600">{shop.name}</Text> : null}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {seesOrders ? (<Link to={getHref('orders', {}, { status: 'pending' })}>
          <Box bg="white" p="5" borderRadius="lg" boxShadow="sm">
            <Text color="gray.600"><Trans>Commandes en attente</Trans></Text>
            <Heading size="3xl" data-testid="pending-count">{pending.data?.total ?? '-'}</Heading>
            {pending.data?.items[0] ? <Text fontSize="sm" color="gray.500">{pending.data.items[0].reference} · {formatCents(pending.data.items[0].totalTtcCents)}</Text> : null}
          </Box>
        </Link>) : null}
      </SimpleGrid>
    </Stack>
  );
}
