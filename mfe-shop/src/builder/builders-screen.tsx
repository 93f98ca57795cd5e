import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import { Link as RouterLink, useParams } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { BuilderSummary, PublicShop } from '@vendange/contracts';
import { ErrorScreen, NotFound, PageLoader } from '@vendange/ui';
import { MembersOnlyNotice } from '../storefront/members-only-notice';
import { useDocumentMeta } from '../storefront/use-document-meta';
import { usePublishStorefront } from '../storefront/use-publish-storefront';
import { useStorefrontViewer } from '../storefront/use-storefront-viewer';
import { BuilderCard } from './builder-card';
import { BUILDERS_API } from './builder-paths';
import { StorefrontPage } from '../storefront/storefront-page';

/** /shops/{id}/builders: the shop's boxes the buyer composes (box builders), each leading to its composer. */
export function BuildersScreen() {
  const { t } = useLingui();
  const params = useParams();
  const key = params.id ?? '';
  const shop = useApi<PublicShop>(`/v1/shops/${encodeURIComponent(key)}`, undefined, { shouldRetryOnError: false });
  const builders = useApi<{ items: BuilderSummary[] }>(shop.data ? BUILDERS_API : null, { shopId: shop.data?.id }, { shouldRetryOnError: false });
  const viewer = useStorefrontViewer(shop.data);
  usePublishStorefront(shop.data);
  useDocumentMeta(shop.data ? t`Coffrets à composer – ${shop.data.name}` : null, shop.data ? t`Composez votre coffret de vins de ${shop.data.name}, en vente directe du producteur.` : null);

  if (shop.error) return <NotFound />;
  if (!shop.data) return <PageLoader />;
  return (
    <StorefrontPage testId="builders-page" back={{ to: viewer.shopPath, label: shop.data.name, testId: 'builders-back' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl"><Trans>Coffrets à composer</Trans></Heading>
        <Text color="gray.700"><Trans>Choisissez un coffret, puis les bouteilles qui le remplissent : elles profitent du prix du coffret.</Trans></Text>
      </Stack>
      {viewer.pricesHidden ? <MembersOnlyNotice shopCode={shop.data.code} /> : null}
      {builders.error ? <ErrorScreen /> : !builders.data ? <PageLoader /> : builders.data.items.length === 0 ? (
        <Stack align="center" textAlign="center" py="10" gap="3" data-testid="builders-empty">
          <Package size={32} aria-hidden />
          <Text fontWeight="semibold"><Trans>Aucun coffret à composer pour le moment</Trans></Text>
          <Link asChild color="brand.700"><RouterLink to={viewer.shopPath}><Trans>Voir les vins de {shop.data.name}</Trans></RouterLink></Link>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          {builders.data.items.map((b) => <BuilderCard key={b.id} builder={b} pricesHidden={viewer.pricesHidden} />)}
        </SimpleGrid>
      )}
      <Text fontSize="sm" color="gray.600" textAlign="center"><Trans>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</Trans></Text>
    </StorefrontPage>
  );
}
