import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError, useApi } from '@vendange/api-client';
import type { BuilderDetail } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { formatCents, PageLoader } from '@vendange/ui';
import { formatName } from '../product/format-text';
import { addOne, countOf, isFull, mayAddOne, quantityOf } from './builder-draft';
import { builderApiPath, builderIdOf, composerPathOf } from './builder-paths';
import { useBuilderDraft } from './use-builder-draft';

interface Props {
  shopId: number;
  /** The `{builder}` of the route. */
  builderKey: string;
  productId: number;
  mayBuy: boolean;
  pricesHidden: boolean;
}

/**
 * A wine's page seen from the composer (/shops/{id}/builders/{builder}/{product}): instead of the
 * cart, "Ajouter au coffret" puts one bottle in the box being composed, at its price in the box,
 * once per format the box takes; and a way back to the composer.
 */
export function AddToBox({ shopId, builderKey, productId, mayBuy, pricesHidden }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const builderId = builderIdOf(builderKey);
  const detail = useApi<BuilderDetail>(builderId ? builderApiPath(builderId) : null, undefined, { shouldRetryOnError: false });
  const b = detail.data && detail.data.shopId === shopId ? detail.data : undefined;
  const { draft, update } = useBuilderDraft(builderId ?? 0, b);
  const back = builderId ? composerPathOf(shopId, builderId) : null;
  const backLink = back ? (
    <Button asChild variant="outline" alignSelf="start" data-testid="add-to-box-back">
      <Link to={back}><ChevronLeft aria-hidden /> <Trans>Retour au coffret</Trans></Link>
    </Button>
  ) : null;

  if (builderId === null || (detail.error instanceof ApiError && detail.error.status === 404) || (detail.data && !b)) {
    return <Text color="gray.600" data-testid="add-to-box-gone"><Trans>Ce coffret n'est plus proposé.</Trans></Text>;
  }
  if (detail.error) return <Stack gap="3"><Text color="orange.700" role="alert"><Trans>Le coffret n'a pas pu se charger : réessayez dans un instant.</Trans></Text>{backLink}</Stack>;
  if (!b) return <PageLoader />;
  const wines = b.wines.filter((w) => w.productId === productId);
  const count = countOf(draft);
  const full = isFull(draft, b.size);
  const ttc = b.typology?.ttc === true;
  const composing = mayBuy && !pricesHidden && b.boxFormatId !== null;

  return (
    <Stack gap="4" p="4" borderWidth="1px" borderRadius="lg" bg="white" data-testid="add-to-box">
      <Stack gap="1">
        <Text fontWeight="semibold"><Trans>Coffret « {b.name} »</Trans></Text>
        <Text fontSize="sm" data-testid="add-to-box-progress"><Trans>{count} / {b.size} bouteilles</Trans></Text>
        <Progress.Root value={Math.min(100, Math.round((count / b.size) * 100))} size="xs" colorPalette="brand" aria-label={t`Bouteilles choisies`}>
          <Progress.Track><Progress.Range /></Progress.Track>
        </Progress.Root>
      </Stack>
      {wines.length === 0 ? <Text color="gray.600" data-testid="add-to-box-not-eligible"><Trans>Ce vin n'entre pas dans ce coffret.</Trans></Text> : wines.map((w) => {
        const inBox = quantityOf(draft, w.formatId);
        const add = () => {
          update((d) => addOne(d, w, b.size));
          showSnackbar('success', t`${w.name} ajouté au coffret (${Math.min(count + 1, b.size)} / ${b.size})`);
        };
        return (
          <HStack key={w.formatId} gap="3" wrap="wrap" justify="space-between" data-testid="add-to-box-format">
            <Stack gap="0">
              <Text>{formatName(w)}</Text>
              {!pricesHidden && w.price ? (
                <HStack gap="2" align="baseline">
                  <Text fontWeight="bold">{formatCents(w.price.displayCents, locale)} {ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>}</Text>
                  {w.priceBefore && w.priceBefore.displayCents > w.price.displayCents ? <Text as="s" fontSize="sm" color="gray.600">{formatCents(w.priceBefore.displayCents, locale)}</Text> : null}
                </HStack>
              ) : null}
              {inBox > 0 ? <Text fontSize="sm" color="gray.700"><Trans>Dans votre coffret : {inBox}</Trans></Text> : null}
            </Stack>
            {composing ? (
              <Button colorPalette="brand" onClick={add} disabled={!mayAddOne(draft, w, b.size)} data-testid="add-to-box-button">
                <PackagePlus aria-hidden /> {full ? <Trans>Coffret complet</Trans> : mayAddOne(draft, w, b.size) ? <Trans>Ajouter au coffret</Trans> : <Trans>Plus de stock pour ce vin</Trans>}
              </Button>
            ) : null}
          </HStack>
        );
      })}
      {backLink}
    </Stack>
  );
}
