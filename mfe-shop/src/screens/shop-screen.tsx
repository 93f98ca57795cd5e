import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { ProductSummary, PublicShop } from '@vendange/contracts';
import { displayedVintage } from '@vendange/store';
import { formatCents, NotFound, PageLoader } from '@vendange/ui';
import { AgeGate } from '../age-gate/age-gate';
import { StaffWarning } from '../age-gate/staff-warning';

interface Page { items: ProductSummary[]; total: number }


function ProductCard({ product }: { product: ProductSummary }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  // Non-vintage wines and wines of a new vintage show no vintage (the cart's rule too).
  const vintages = product.vintages.map((v) => displayedVintage(v.name)).filter((n): n is string => n !== null);
  // Each price list shows its prices excl. or incl. VAT and duties (typology.ttc), as computed by the server.
  const ttc = product.typology?.ttc === true;
  return (
    <Box bg="white" borderRadius="lg" p="4" boxShadow="sm" data-testid="product-card">
      <Stack gap="2">
        <Heading size="md">{product.name}</Heading>
        {product.precision ? <Text fontSize="sm" color="gray.600">{product.precision}</Text> : null}
        <HStack gap="2" wrap="wrap">
          {product.color ? <Badge>{product.color}</Badge> : null}
          {vintages.map((v) => <Badge key={v} variant="outline">{v}</Badge>)}
          {product.status === 'outofstock' ? <Badge colorPalette="orange"><Trans>Épuisé</Trans></Badge> : null}
        </HStack>
        {product.formats.map((f) => (
          <Flex key={f.id} justify="space-between" fontSize="sm">
            <Text>{f.unityValue} {f.unity}</Text>
            <Text fontWeight="semibold">{f.displayCents === null ? '-' : <>{formatCents(f.displayCents, locale)} {ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>}</>}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/** A shop's page: '/shops/{id}' when logged in, '/{name}' or '/{shopId}' for anyone. */
export function ShopScreen() {
  const { t } = useLingui();
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.id ?? params.name ?? '';
  const shop = useApi<PublicShop>(`/v1/shops/${encodeURIComponent(key)}`, undefined, { shouldRetryOnError: false });
  const products = useApi<Page>(shop.data ? '/v1/products' : null, { shopIds: JSON.stringify([shop.data?.id]), limit: 48 });
  if (shop.error) return <NotFound />;
  if (!shop.data) return <PageLoader />;
  const tabs = [...shop.data.tabs].filter((t) => t.exists).sort((a, b) => a.order - b.order);
  const activeTab = search.get('page') ?? tabs[0]?.name.toLowerCase().replace(/ /g, '-');
  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" data-testid="shop-page">
      <AgeGate />
      <StaffWarning />
      <Box bg={shop.data.color} color="white" borderRadius="lg" p={{ base: '6', md: '10' }}>
        <Heading size="3xl" data-testid="shop-name">{shop.data.name}</Heading>
      </Box>
      <HStack gap="4" as="nav" aria-label={t`Onglets de la boutique`}>
        {tabs.map((t) => {
          const slug = t.name.toLowerCase().replace(/ /g, '-');
          return <Text key={t.id} fontWeight={slug === activeTab ? 'bold' : 'normal'} borderBottomWidth={slug === activeTab ? '2px' : 0} borderColor={shop.data!.color}>{t.name}</Text>;
        })}
      </HStack>
      {!products.data ? <PageLoader /> : (
        products.data.items.length === 0 ? <Text><Trans>Aucun produit en vente pour le moment.</Trans></Text> : (
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
            {products.data.items.map((p) => <ProductCard key={p.id} product={p} />)}
          </SimpleGrid>
        )
      )}
      <Text fontSize="sm" color="gray.600" textAlign="center"><Trans>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</Trans></Text>
    </Stack>
  );
}
