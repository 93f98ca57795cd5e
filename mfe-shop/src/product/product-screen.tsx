import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useLocation, useParams } from 'react-router';
import { ApiError, useApi } from '@vendange/api-client';
import type { ProductDetail, PublicShop } from '@vendange/contracts';
import { ErrorScreen, NotFound, PageLoader } from '@vendange/ui';
import { AddToBox } from '../builder/add-to-box';
import { ComposeLink } from '../builder/compose-link';
import { MembersOnlyNotice } from '../storefront/members-only-notice';
import { useDocumentMeta } from '../storefront/use-document-meta';
import { usePublishStorefront } from '../storefront/use-publish-storefront';
import { useStorefrontViewer } from '../storefront/use-storefront-viewer';
import { lookMuted } from './look-props';
import { ProductBuyBox } from './product-buy-box';
import { ProductBadges, ProductDetails, ProductNutrition } from './product-facts';
import { ProductGallery } from './product-gallery';
import { productIdOf, productKeyOf } from './product-key';
import { lookSpace, lookType } from './storefront-look';
import { StorefrontPage } from '../storefront/storefront-page';

/**
 * A product page (spec point 2): /shops/{id}/{product} when logged in, /{name}/{product} for anyone,
 * and under /shops/{id}/builders/{builder}/. The product part is `<slug>-<id>` or a bare id.
 */
export function ProductScreen() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const params = useParams();
  const { pathname, search } = useLocation();
  const shopKey = params.id ?? params.name ?? '';
  const productId = productIdOf(params.product);
  const shop = useApi<PublicShop>(`/v1/shops/${encodeURIComponent(shopKey)}`, undefined, { shouldRetryOnError: false });
  const product = useApi<ProductDetail>(productId ? `/v1/products/${productId}` : null, undefined, { shouldRetryOnError: false });
  const viewer = useStorefrontViewer(shop.data);
  usePublishStorefront(shop.data);
  const p = product.data;
  const description = p ? [p.precision, p.nutrition?.appellation, shop.data ? t`Vin de ${shop.data.name}, en vente directe du producteur.` : null].filter(Boolean).join(' · ') : null;
  useDocumentMeta(p && shop.data ? `${p.name} – ${shop.data.name}` : null, description);

  const missing = product.error instanceof ApiError && product.error.status === 404;
  if (productId === null || shop.error || missing || (p && shop.data && p.shopId !== shop.data.id)) return <NotFound />;
  if (product.error) return <ErrorScreen />;
  if (!shop.data || !p) return <PageLoader />;
  // One address per product: a renamed product's old link lands on its current one.
  const canonical = productKeyOf(p);
  if (params.product !== canonical) return <Navigate to={`${pathname.slice(0, pathname.lastIndexOf('/'))}/${canonical}${search}`} replace />;

  return (
    <StorefrontPage testId="product-page" back={{ to: viewer.shopPath, label: shop.data.name, testId: 'product-back' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }}>
        <ProductGallery images={p.images} name={p.name} />
        <Stack gap={`${lookSpace.section}px`}>
          <Stack gap={`${lookSpace.stack}px`}>
            <Heading as="h1" fontSize={lookType.pageTitle} fontWeight={lookType.weights.bold} lineHeight="1.2" data-testid="product-name">{p.name}</Heading>
            {p.precision ? <Text {...lookMuted}>{p.precision}</Text> : null}
            <ProductBadges product={p} />
          </Stack>
          {viewer.pricesHidden ? <MembersOnlyNotice shopCode={shop.data.code} /> : null}
          {/* Seen from a box's composer, the wine goes in the box; a box that composes leads to its composer. */}
          {params.builder ? <AddToBox shopId={shop.data.id} builderKey={params.builder} productId={p.id} mayBuy={viewer.mayBuy} pricesHidden={viewer.pricesHidden} />
            : p.builder ? <ComposeLink shopId={shop.data.id} builderId={p.id} />
              : <ProductBuyBox key={p.id} product={p} shop={shop.data} mayBuy={viewer.mayBuy} pricesHidden={viewer.pricesHidden} locale={locale} />}
          <ProductDetails product={p} />
        </Stack>
      </SimpleGrid>
      <ProductNutrition product={p} locale={locale} eLabelPath={getHref('eLabel', { name: shop.data.id }, { product: p.id })} />
      <Text fontSize={lookType.small} {...lookMuted} textAlign="center" data-testid="health-warning">
        <Trans>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</Trans>
      </Text>
    </StorefrontPage>
  );
}
