import { Alert, Badge, Box, Button, Grid, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, useApi } from '@vendange/api-client';
import type { BuilderDetail, PublicShop } from '@vendange/contracts';
import { addBox, navigateTo, newBoxKey, showSnackbar, updateCart } from '@vendange/store';
import { ErrorScreen, NotFound, PageLoader } from '@vendange/ui';
import { formatName } from '../product/format-text';
import { MembersOnlyNotice } from '../storefront/members-only-notice';
import { useDocumentMeta } from '../storefront/use-document-meta';
import { usePublishStorefront } from '../storefront/use-publish-storefront';
import { useStorefrontViewer } from '../storefront/use-storefront-viewer';
import { composedBoxOf, draftTotalOf } from './box-lines';
import { addOne, countOf, isFull, mayAddOne, quantityOf, removeOne } from './builder-draft';
import { boxWinePathOf, builderApiPath, builderIdOf, buildersPathOf, percentText } from './builder-paths';
import { ComposerSummary } from './composer-summary';
import { useBuilderDraft } from './use-builder-draft';
import { WineTile } from './wine-tile';
import { StorefrontPage } from '../storefront/storefront-page';

/**
 * /shops/{id}/builders/{builder}: the buyer fills the box with eligible bottles up to its size, then
 * puts it in the cart as one box (its own line and one line per wine, sharing a fresh key). The draft
 * survives a visit to a wine's page (sessionStorage).
 */
export function ComposerScreen() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const params = useParams();
  const builderId = builderIdOf(params.builder);
  const shop = useApi<PublicShop>(`/v1/shops/${encodeURIComponent(params.id ?? '')}`, undefined, { shouldRetryOnError: false });
  const detail = useApi<BuilderDetail>(builderId ? builderApiPath(builderId) : null, undefined, { shouldRetryOnError: false });
  const viewer = useStorefrontViewer(shop.data);
  usePublishStorefront(shop.data);
  const b = detail.data;
  useDocumentMeta(b && shop.data ? `${b.name} – ${shop.data.name}` : null, b?.description ?? b?.precision ?? null);
  const { draft, update, clear } = useBuilderDraft(builderId ?? 0, b);
  const [added, setAdded] = useState(false);

  const missing = detail.error instanceof ApiError && detail.error.status === 404;
  if (builderId === null || shop.error || missing || (b && shop.data && b.shopId !== shop.data.id)) return <NotFound />;
  if (detail.error) return <ErrorScreen />;
  if (!shop.data || !b) return <PageLoader />;
  const seller = { id: shop.data.id, name: shop.data.name };

  const ttc = b.typology?.ttc === true;
  const count = countOf(draft);
  const full = isFull(draft, b.size);
  const sold = b.boxFormatId !== null && b.boxPrice !== null;
  const composing = viewer.mayBuy && !viewer.pricesHidden && sold;
  const discount = Number(b.discountPercent) > 0 ? percentText(b.discountPercent, locale) : null;

  const change = (rule: Parameters<typeof update>[0]) => { setAdded(false); update(rule); };
  const addToCart = () => {
    const composed = composedBoxOf(b, draft, formatName);
    if (!composed || !full) return;
    updateCart((cart) => addBox(cart, seller, composed, newBoxKey()));
    clear();
    setAdded(true);
    showSnackbar('success', t`Coffret « ${b.name} » ajouté au panier`);
  };

  return (
    <StorefrontPage testId="composer-page" back={{ to: buildersPathOf(shop.data.id), label: <Trans>Coffrets à composer</Trans>, testId: 'composer-back' }}>
      <HStack gap="4" align="start">
        {b.imageUrl ? <Image src={b.imageUrl} alt="" w={{ base: '20', md: '28' }} h={{ base: '20', md: '28' }} objectFit="contain" flexShrink={0} /> : null}
        <Stack gap="2" minW="0">
          <Heading as="h1" size="2xl" data-testid="composer-name">{b.name}</Heading>
          {b.precision ? <Text color="gray.700">{b.precision}</Text> : null}
          <HStack gap="2" wrap="wrap" data-testid="composer-rule">
            <Badge size="lg"><Plural value={b.size} one="Coffret de # bouteille" other="Coffret de # bouteilles" /></Badge>
            {discount ? <Badge size="lg" colorPalette="red"><Trans>−{discount} % sur chaque bouteille</Trans></Badge> : null}
          </HStack>
        </Stack>
      </HStack>
      {b.description ? <Text whiteSpace="pre-line">{b.description}</Text> : null}
      {viewer.pricesHidden ? <MembersOnlyNotice shopCode={shop.data.code} /> : null}
      {!viewer.pricesHidden && !sold ? (
        <Text color="gray.600" data-testid="composer-unavailable"><Trans>Ce coffret n'est pas proposé à votre tarif : contactez le producteur.</Trans></Text>
      ) : null}
      {added ? (
        <Alert.Root status="success" borderRadius="md" data-testid="composer-added">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title><Trans>Votre coffret est dans le panier.</Trans></Alert.Title>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="brand" onClick={() => navigateTo(getHref('cart'))} data-testid="composer-see-cart"><Trans>Voir le panier</Trans></Button>
              <Button size="sm" variant="outline" onClick={() => setAdded(false)}><Trans>Composer un autre coffret</Trans></Button>
            </HStack>
          </Stack>
        </Alert.Root>
      ) : null}

      <Grid templateColumns={{ base: '1fr', md: '1fr 300px' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Stack gap="3">
          <Heading as="h2" size="md"><Trans>Les vins à mettre dans ce coffret</Trans></Heading>
          {b.wines.length === 0 ? <Text color="gray.600" data-testid="composer-no-wine"><Trans>Aucun vin n'est disponible pour ce coffret en ce moment.</Trans></Text> : (
            <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
              {b.wines.map((w) => (
                <WineTile
                  key={w.formatId} wine={w} href={boxWinePathOf(shop.data!.id, b.id, w)} quantity={quantityOf(draft, w.formatId)} full={!mayAddOne(draft, w, b.size)}
                  composing={composing} pricesHidden={viewer.pricesHidden} ttc={ttc}
                  onAdd={() => change((d) => addOne(d, w, b.size))} onRemove={() => change((d) => removeOne(d, w.formatId))}
                />
              ))}
            </Grid>
          )}
        </Stack>
        {composing ? <ComposerSummary count={count} size={b.size} totalCents={draftTotalOf(b, draft)} ttc={ttc} onAdd={addToCart} /> : <Box display={{ base: 'none', md: 'block' }} />}
      </Grid>
      <Text fontSize="sm" color="gray.600" textAlign="center"><Trans>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</Trans></Text>
    </StorefrontPage>
  );
}
