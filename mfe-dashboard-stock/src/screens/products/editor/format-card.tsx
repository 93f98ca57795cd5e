import { Box, Button, Card, Checkbox, Flex, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { CatalogTypology, ProductImage } from '@vendange/contracts';
import { ReferenceSelect } from '../../../components/reference-fields';
import { decimalToInput } from '../../../lib/decimal-text';
import { eq75FromVolume } from '../../../lib/eq75';
import type { ProductForm } from '../../../lib/product-form-types';
import { labelOf, useReference } from '../../../lib/use-reference';
import { DegressiveEditor } from './degressive-editor';
import { PromotionsEditor } from './promotions-editor';
import { LedgerStock } from './ledger-stock';
import { TypologyPrices } from './typology-prices';
import { FormSelect, FormSwitch, FormText } from '@vendange/ui';

interface Props { index: number; typologies: readonly CatalogTypology[]; images: readonly ProductImage[]; onRemove: () => void }

/** One format: container and volume, eq75 (computed, editable), base price, prices per typology, tiers and promotions. */
export function FormatCard({ index, typologies, images, onRemove }: Props) {
  const { t } = useLingui();
  const { control, setValue, getValues } = useFormContext<ProductForm>();
  const p = `formats.${index}` as const;
  const [container, unity, unityValue, packingQuantity, type, eq75Manual, stockFromLedger, stockSeen] = useWatch({
    control, name: [`${p}.container`, `${p}.unity`, `${p}.unityValue`, `${p}.packingQuantity`, `${p}.type`, `${p}.eq75Manual`, `${p}.stockFromLedger`, `${p}.stockSeen`],
  });
  const { items: units } = useReference('units');
  const { items: containers } = useReference('containers');
  const { items: formatTypes } = useReference('formatTypes');
  const volumeUnit = units.find((u) => u.code === unity)?.volumeUnit ?? null;
  const packing = type === 'packing' ? Number(packingQuantity) || 1 : 1;
  const computed = eq75FromVolume({ volumeUnit, unityValue, packingQuantity: packing });

  // eq75 follows the volume until the person types their own value.
  useEffect(() => {
    if (eq75Manual || computed === null) return;
    const shown = decimalToInput(computed);
    if (getValues(`${p}.eq75`) !== shown) setValue(`${p}.eq75`, shown, { shouldDirty: true });
  }, [computed, eq75Manual, getValues, setValue, p]);

  const title = [labelOf(containers, container), unityValue ? `${unityValue} ${unity}` : null].filter((s) => s && s !== '-').join(' ');
  const typeOptions = formatTypes.length > 0
    ? formatTypes.map((f) => ({ value: f.code, label: f.label }))
    : (['bottle', 'bib', 'vrac', 'packing', 'custom'] as const).map((v) => ({ value: v, label: v }));
  return (
    <Card.Root data-testid="format-card">
      <Card.Body>
        <Stack gap="5">
          <Flex justify="space-between" align="center" gap="2">
            <Heading size="sm">{title || t`Nouveau format`}</Heading>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={t`Retirer le format ${title}`}><Trans>Retirer</Trans></Button>
          </Flex>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <ReferenceSelect<ProductForm> name={`${p}.container`} list="containers" label={<Trans>Contenant</Trans>} required testId="format-container" />
            <FormSelect<ProductForm> name={`${p}.type`} label={<Trans>Type</Trans>} options={typeOptions} testId="format-type" />
            <FormText<ProductForm> name={`${p}.unityValue`} label={<Trans>Contenance</Trans>} required inputMode="decimal" testId="format-unity-value" />
            <ReferenceSelect<ProductForm> name={`${p}.unity`} list="units" label={<Trans>Unité</Trans>} required testId="format-unity" />
            {type === 'packing' ? <FormText<ProductForm> name={`${p}.packingQuantity`} label={<Trans>Contenants par unité vendue</Trans>} inputMode="numeric" /> : null}
            <FormText<ProductForm> name={`${p}.weight`} label={<Trans>Poids (kg)</Trans>} inputMode="decimal" />
            <Box>
              <FormText<ProductForm> name={`${p}.eq75`} label={<Trans>Équivalent 75 cl</Trans>} inputMode="decimal" testId="format-eq75"
                onEdit={() => setValue(`${p}.eq75Manual`, true)}
                helper={eq75Manual && computed !== null ? <Trans>Saisi à la main.</Trans> : <Trans>Calculé depuis la contenance.</Trans>} />
              {eq75Manual && computed !== null ? (
                <Button size="xs" variant="plain" colorPalette="brand" px="0" onClick={() => setValue(`${p}.eq75Manual`, false, { shouldDirty: true })}>
                  <Trans>Recalculer ({decimalToInput(computed)})</Trans>
                </Button>
              ) : null}
            </Box>
            <FormText<ProductForm> name={`${p}.gtin`} label={<Trans>Code EAN / GTIN</Trans>} inputMode="numeric" testId="format-gtin" />
            {stockFromLedger ? (
              <LedgerStock units={stockSeen ?? 0} />
            ) : (
              <FormText<ProductForm> name={`${p}.stock`} label={<Trans>Stock disponible à la vente</Trans>} inputMode="numeric" testId="format-stock"
                placeholder={t`Non suivi`}
                helper={<Trans>Vide : stock non suivi. Chaque commande retire ses unités, une commande refusée les rend.</Trans>} />
            )}
            <FormText<ProductForm> name={`${p}.priceCents`} label={<Trans>Prix de base (€ HT)</Trans>} inputMode="decimal" testId="format-price"
              helper={<Trans>Appliqué aux tarifs sans prix propre.</Trans>} />
          </SimpleGrid>

          <TypologyPrices index={index} typologies={typologies} />

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <DegressiveEditor index={index} field="discountPrice" title={<Trans>Prix dégressifs (remplacent le prix)</Trans>} amountLabel={t`Prix unitaire (€ HT)`} />
            <DegressiveEditor index={index} field="discountAdd" title={<Trans>Montants ajoutés (négatif : remise)</Trans>} amountLabel={t`Montant ajouté (€)`} />
          </SimpleGrid>
          <FormSwitch<ProductForm> name={`${p}.discountGlobal`} label={<Trans>Seuils comptés sur le nombre de lignes du panier</Trans>} />
          <PromotionsEditor index={index} />
          {images.length > 0 ? (
            <Stack gap="2">
              <Text fontWeight="semibold" fontSize="sm"><Trans>Visuels de ce format</Trans></Text>
              <Controller control={control} name={`${p}.visuals`} render={({ field }) => (
                <Wrap gap="3">
                  {images.map((img) => (
                    <Checkbox.Root key={img.id} size="sm" colorPalette="brand" checked={field.value.includes(img.id)}
                      onCheckedChange={(e) => field.onChange(e.checked === true ? [...field.value, img.id] : field.value.filter((v) => v !== img.id))}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label><img src={img.url} alt={t`Visuel ${img.position + 1}`} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /></Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              )} />
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
