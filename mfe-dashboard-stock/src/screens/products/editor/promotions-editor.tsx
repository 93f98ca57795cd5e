import { Box, Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { ProductForm } from '../../../lib/product-form-types';
import { FormSelect, FormText } from '@vendange/ui';

/** Promotions of a format: '%' or '€' off the unit price, active always or from a quantity or an amount. */
export function PromotionsEditor({ index }: { index: number }) {
  const { t } = useLingui();
  const { control } = useFormContext<ProductForm>();
  const rows = useFieldArray({ control, name: `formats.${index}.promotions`, keyName: 'key' });
  const values = useWatch({ control, name: `formats.${index}.promotions` });
  const activations = [
    { value: 'always', label: t`Toujours` },
    { value: 'minProduct', label: t`À partir d'une quantité de ce produit` },
    { value: 'minPrice', label: t`À partir d'un montant de ce produit` },
    { value: 'minProductOrder', label: t`À partir d'une quantité dans la commande` },
    { value: 'minPriceOrder', label: t`À partir d'un montant de commande` },
  ];
  return (
    <Stack gap="2" data-testid="promotions">
      <Text fontWeight="semibold" fontSize="sm"><Trans>Promotions</Trans></Text>
      {rows.fields.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucune promotion.</Trans></Text> : null}
      {rows.fields.map((r, j) => {
        const v = values?.[j];
        const byPrice = v?.activation === 'minPrice' || v?.activation === 'minPriceOrder';
        const p = `formats.${index}.promotions.${j}` as const;
        return (
          <Card.Root key={r.key} size="sm" variant="outline">
            <Card.Body>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="flex-end">
                <FormSelect<ProductForm> name={`${p}.type`} label={<Trans>Type</Trans>} options={[{ value: '%', label: t`Pourcentage (%)` }, { value: '€', label: t`Montant (€)` }]} />
                <FormText<ProductForm> name={`${p}.amount`} label={v?.type === '€' ? <Trans>Remise (€)</Trans> : <Trans>Remise (%)</Trans>} inputMode="decimal" />
                <FormSelect<ProductForm> name={`${p}.activation`} label={<Trans>Activation</Trans>} options={activations} />
                {v?.activation && v.activation !== 'always'
                  ? <FormText<ProductForm> name={`${p}.threshold`} label={byPrice ? <Trans>Montant minimum (€)</Trans> : <Trans>Quantité minimum</Trans>} inputMode={byPrice ? 'decimal' : 'numeric'} />
                  : <Box />}
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => rows.remove(j)}><Trans>Retirer</Trans></Button>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        );
      })}
      <Box>
        <Button size="xs" variant="outline" onClick={() => rows.append({ type: '%', amount: '', activation: 'always', threshold: '' })}><Trans>Ajouter une promotion</Trans></Button>
      </Box>
    </Stack>
  );
}
