import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { PublicShop } from '@vendange/contracts';
import { ErrorScreen, PageLoader } from '@vendange/ui';

interface Page { items: PublicShop[]; total: number }

/** The producers with a shop: '/' and '/shops'. */
export function ShopsScreen() {
  const { data, error, isLoading } = useApi<Page>('/v1/shops', { limit: 48 });
  if (error) return <ErrorScreen />;
  if (isLoading || !data) return <PageLoader />;
  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" data-testid="shops-list">
      <Heading size="2xl"><Trans>Nos producteurs</Trans></Heading>
      {data.items.length === 0 ? <Text><Trans>Aucune boutique en ligne pour le moment.</Trans></Text> : null}
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        {data.items.map((shop) => (
          <Link key={shop.id} to={`/${shop.urlShop}`}>
            <Box bg="white" borderRadius="lg" borderTopWidth="6px" borderTopColor={shop.color} p="5" boxShadow="sm" _hover={{ boxShadow: 'md' }}>
              <Heading size="md">{shop.name}</Heading>
            </Box>
          </Link>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
