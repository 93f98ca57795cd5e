import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useApi } from '@vendange/api-client';
import { BOX_SIZES, type ProductSummary } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, FormCheckboxes, FormSwitch, FormText, PageLoader } from '@vendange/ui';
import type { ProductForm } from '../../../lib/product-form-types';
import { eligibleOptions } from '../../../lib/builder-options';

const LIMIT = 100;
interface Page { items: ProductSummary[]; total: number }

/**
 * Composition (box products only): whether the buyer composes the box, its size, the discount on
 * each bottle placed in it and the wines that may go in. The box's own price (Formats tab) is the
 * packaging; each bottle is priced at the buyer's grid less the discount.
 */
export function BuilderSection({ productId }: { productId: number | null }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const { control } = useFormContext<ProductForm>();
  const enabled = useWatch({ control, name: 'builder.enabled' });
  const [search, setSearch] = useState('');
  const { data, error, isLoading } = useApi<Page>(enabled && shopId ? '/v1/products' : null, {
    shopIds: JSON.stringify([shopId]), filter: JSON.stringify({ productType: { ne: 'box' } }), limit: LIMIT, sort: 'name', ...(search.trim() ? { search: search.trim() } : {}),
  });
  const options = useMemo(() => eligibleOptions(data?.items ?? [], productId), [data, productId]);
  return (
    <Stack gap="5" data-testid="section-builder">
      <FormSwitch<ProductForm> name="builder.enabled" label={<Trans>Le client compose ce coffret</Trans>} testId="builder-enabled"
        helper={<Trans>Il choisit ses bouteilles parmi les vins que vous retenez, jusqu'à remplir le coffret ; la boutique affiche le coffret sous « Coffrets à composer ».</Trans>} />
      {enabled ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormText<ProductForm> name="builder.size" label={<Trans>Nombre de bouteilles</Trans>} inputMode="numeric" required testId="builder-size"
              helper={<Trans>Le plus souvent {BOX_SIZES.usual.join(', ')} (de {BOX_SIZES.min} à {BOX_SIZES.max}).</Trans>} />
            <FormText<ProductForm> name="builder.discountPercent" label={<Trans>Remise sur chaque bouteille du coffret (%)</Trans>} inputMode="decimal" testId="builder-discount"
              helper={<Trans>Remplace les prix dégressifs et promotions des vins mis dans le coffret. Vide : aucune remise.</Trans>} />
          </SimpleGrid>
          <Stack gap="2">
            <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t`Rechercher un vin`} aria-label={t`Rechercher un vin`} maxW="sm" data-testid="builder-search" />
            {error ? <ErrorScreen /> : isLoading || !data ? <PageLoader /> : (
              <>
                <FormCheckboxes<ProductForm> name="builder.eligibleFormatIds" label={<Trans>Vins que le client peut choisir</Trans>} options={options} testId="builder-eligible" />
                {options.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun vin ne correspond : créez d'abord vos vins et leurs formats.</Trans></Text> : null}
                {data.total > LIMIT ? <Text fontSize="sm" color="gray.600"><Trans>Seuls les {LIMIT} premiers vins sont listés : affinez la recherche pour trouver les autres.</Trans></Text> : null}
              </>
            )}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
