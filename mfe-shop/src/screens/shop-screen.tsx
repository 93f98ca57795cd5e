import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Grape, Plus } from 'lucide-react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { BuilderSummary, ProductSummary, PublicShop, ShopFuture } from '@vendange/contracts';
import { activeTabOf } from '@vendange/store';
import { NotFound, PageLoader } from '@vendange/ui';
import { BUILDERS_API, buildersPathOf } from '../builder/builder-paths';
import { shopFuturesApi } from '../futures/futures-view';
import { primeursPathOf } from '../futures/primeurs-link';
import { lookButton, lookMuted } from '../product/look-props';
import { heroLook, lookRadii, lookSizes, lookSpace, lookType } from '../product/storefront-look';
import { MembersOnlyNotice } from '../storefront/members-only-notice';
import { PriceRequestButton } from '../storefront/price-request-button';
import { useDocumentMeta } from '../storefront/use-document-meta';
import { usePublishStorefront } from '../storefront/use-publish-storefront';
import { useStorefrontViewer } from '../storefront/use-storefront-viewer';
import { contentOfPage, paragraphsOfTab, productsOfTab, TAB_PRODUCTS_LIMIT } from '../storefront/tab-content';
import { ProductCard } from './product-card';
import { StorefrontPage } from '../storefront/storefront-page';

interface Page { items: ProductSummary[]; total: number }

/**
 * A shop's page: '/shops/{id}' when logged in, '/{name}' or '/{shopId}' for anyone. The header (drawn
 * by the shell) holds its tabs; ?page= and ?pageid= say which one is open, the first existing by
 * default; the page lists what that tab holds (productsOfTab, the rule the server-rendered page applies too).
 */
export function ShopScreen() {
  const { t } = useLingui();
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.id ?? params.name ?? '';
  const shop = useApi<PublicShop>(`/v1/shops/${encodeURIComponent(key)}`, undefined, { shouldRetryOnError: false });
  const products = useApi<Page>(shop.data ? '/v1/products' : null, { shopIds: JSON.stringify([shop.data?.id]), limit: TAB_PRODUCTS_LIMIT });
  // Boxes to compose (box builders): an entry to them when the shop has some.
  const builders = useApi<{ items: BuilderSummary[] }>(shop.data ? BUILDERS_API : null, { shopId: shop.data?.id }, { shouldRetryOnError: false });
  // Primeurs: an entry to the shop's primeur page when it has an open campaign.
  const futures = useApi<ShopFuture[]>(shop.data ? shopFuturesApi(shop.data.id) : null, undefined, { shouldRetryOnError: false });
  const viewer = useStorefrontViewer(shop.data);
  usePublishStorefront(shop.data);
  useDocumentMeta(shop.data ? shop.data.name : null, shop.data ? t`Les vins de ${shop.data.name} en vente directe : commandez au producteur.` : null);
  if (shop.error) return <NotFound />;
  if (!shop.data) return <PageLoader />;
  const tab = activeTabOf(shop.data.tabs, search.get('page'), search.get('pageid'));
  const primeurs = primeursPathOf(shop.data.id, futures.data);
  const content = contentOfPage(shop.data.tabs, tab?.id ?? null);
  const paragraphs = paragraphsOfTab(content);
  const shown = products.data ? productsOfTab(content, products.data.items) : null;
  return (
    <StorefrontPage testId="shop-page">
      {/* The banner as the server draws it: the shop's picture darkened, else its colour under readable text. */}
      <Box style={heroLook(shop.data)} backgroundSize="cover" backgroundPosition="center" overflow="hidden" borderRadius={`${lookRadii.card}px`} p={{ base: '6', sm: '10' }}>
        <Heading as="h1" fontSize={{ base: lookType.heroTitle.phone, sm: lookType.heroTitle.wide }} fontWeight={lookType.weights.bold} lineHeight="1.2" overflowWrap="anywhere" color="inherit" data-testid="shop-name">{shop.data.name}</Heading>
      </Box>
      {viewer.pricesHidden ? <MembersOnlyNotice shopCode={shop.data.code} /> : null}
      {builders.data?.items.length || primeurs ? (
        <HStack gap="2" wrap="wrap">
          {builders.data?.items.length ? (
            <Button asChild {...lookButton('outline', 'sm')} data-testid="shop-builders-link">
              <RouterLink to={buildersPathOf(shop.data.id)}><Plus aria-hidden /> <Trans>Coffrets à composer</Trans></RouterLink>
            </Button>
          ) : null}
          {primeurs ? (
            <Button asChild {...lookButton('outline', 'sm')} data-testid="shop-futures-link">
              <RouterLink to={primeurs}><Grape aria-hidden /> <Trans>Primeurs</Trans></RouterLink>
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <HStack justify="space-between" gap="3" wrap="wrap">
        {tab ? <Heading as="h2" fontSize={lookType.sectionTitle} fontWeight={lookType.weights.bold} lineHeight="1.3" data-testid="shop-tab-title">{tab.name}</Heading> : <Box />}
        {viewer.mayAskPrices ? <PriceRequestButton shopId={shop.data.id} shopName={shop.data.name} /> : null}
      </HStack>
      {paragraphs ? (
        <Stack gap="3" data-testid="shop-tab-text">{paragraphs.map((text, i) => <Text key={i} whiteSpace="pre-line">{text}</Text>)}</Stack>
      ) : !shown ? <PageLoader /> : (
        shown.length === 0 ? <Text data-testid="shop-tab-empty"><Trans>Aucun produit en vente pour le moment.</Trans></Text> : (
          <SimpleGrid columns={{ base: lookSizes.grid.phone, sm: lookSizes.grid.tablet, md: lookSizes.grid.desktop }} gap={`${lookSpace.gridGap}px`}>
            {shown.map((p) => (
              <ProductCard key={p.id} product={p} shop={shop.data!} shopPath={viewer.shopPath} mayBuy={viewer.mayBuy} pricesHidden={viewer.pricesHidden} />
            ))}
          </SimpleGrid>
        )
      )}
      <Text fontSize={lookType.small} {...lookMuted} textAlign="center" data-testid="health-warning"><Trans>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</Trans></Text>
      <Text fontSize={lookType.small} textAlign="center">
        <Link asChild {...lookMuted} data-testid="shop-legal-notice-link"><RouterLink to={`${viewer.shopPath}/legal-notice`}><Trans>Mentions légales</Trans></RouterLink></Link>
      </Text>
    </StorefrontPage>
  );
}
