import { Badge, Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CatalogTypology } from '@vendange/contracts';
import type { ExciseCategory } from '@vendange/pricing';
import { currentShopAtom } from '@vendange/store';
import { formatCents, FormSwitch, FormText } from '@vendange/ui';
import { parseEurosToCents } from '@vendange/contracts';
import { previewPrice, type Preview } from '../../../lib/price-preview';
import type { ProductForm } from '../../../lib/product-form-types';
import { useReference } from '../../../lib/use-reference';

const cents = (text: string | undefined): number | null => {
  if (!text || text.trim() === '') return null;
  const parsed = parseEurosToCents(text);
  return parsed.ok ? parsed.cents : null;
};

/** Per typology: sold or not, its own price, and what its clients will pay (computed as the server does). */
export function TypologyPrices({ index, typologies }: { index: number; typologies: readonly CatalogTypology[] }) {
  const p = `formats.${index}` as const;
  const { control } = useFormContext<ProductForm>();
  const shop = useAtomValue(currentShopAtom);
  const { items: units } = useReference('units');
  const { items: exciseCodes } = useReference('exciseCodes');
  const [format, vatType, vintage] = useWatch({ control, name: [p, 'vatType', 'vintages.0'] });
  if (typologies.length === 0) {
    return <Text fontSize="sm" color="gray.600"><Trans>Aucun tarif : créez vos typologies de clients dans Tarifs pour donner un prix à chacune.</Trans></Text>;
  }
  const volumeUnit = units.find((u) => u.code === format.unity)?.volumeUnit ?? null;
  const category = vintage?.legal.da ? (exciseCodes.find((c) => c.code === vintage.legal.exciseCode)?.exciseCategory ?? null) : null;
  const preview = (ty: CatalogTypology): Preview | null => {
    const own = format.typologies[ty.key];
    return previewPrice({
      priceCents: cents(own?.priceCents) ?? cents(format.priceCents),
      visible: own?.visible ?? true,
      typology: ty,
      shop: shop ? { hasTVA: shop.settings.hasTVA, allRulesInEq75: shop.settings.allRulesInEq75 } : null,
      vatType,
      volume: { volumeUnit, unityValue: format.unityValue, eq75: format.eq75, packingQuantity: format.type === 'packing' ? Number(format.packingQuantity) || 1 : 1 },
      excise: category ? { category: category as ExciseCategory, abv: vintage?.advanced.alcool.value || null, css: vintage?.legal.css ?? false } : null,
      customTax: vintage?.legal.customTaxAmountPerHL
        ? { amountPerHL: vintage.legal.customTaxAmountPerHL, added: vintage.legal.customTaxAdded, vat: vintage.legal.customTaxVat }
        : null,
      date: new Date(),
    });
  };

  return (
    <Stack gap="3">
      <Text fontWeight="semibold" fontSize="sm"><Trans>Prix par tarif</Trans></Text>
      {typologies.map((ty) => {
        const price = preview(ty);
        return (
          <Box key={ty.key} borderWidth="1px" borderRadius="md" p="3" data-testid={`typology-price-${ty.key}`}>
            <Flex gap="2" align="center" wrap="wrap" mb="2">
              <Text fontWeight="medium">{ty.name}</Text>
              {ty.public ? <Badge colorPalette="brand" size="sm"><Trans>Public</Trans></Badge> : null}
              <Badge size="sm">{ty.ttc ? <Trans>Affiché TTC</Trans> : <Trans>Affiché HT</Trans>}</Badge>
            </Flex>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="center">
              <FormSwitch<ProductForm> name={`${p}.typologies.${ty.key}.visible`} label={<Trans>Vendu à ce tarif</Trans>} />
              <FormText<ProductForm> name={`${p}.typologies.${ty.key}.priceCents`} label={<Trans>Prix (€ HT)</Trans>} inputMode="decimal"
                placeholder={format.priceCents || undefined} testId={`typology-price-input-${ty.key}`} />
              <Text fontSize="sm" color="gray.700" data-testid={`typology-preview-${ty.key}`} aria-live="polite">
                {price
                  ? <Trans>Client : {formatCents(price.htCents)} HT · {formatCents(price.ttcCents)} TTC (TVA {price.vatRate} %, droits compris)</Trans>
                  : <Trans>Pas de prix pour ce tarif.</Trans>}
              </Text>
            </SimpleGrid>
          </Box>
        );
      })}
    </Stack>
  );
}
