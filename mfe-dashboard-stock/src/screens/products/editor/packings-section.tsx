import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ReferenceSelect } from '../../../components/reference-fields';
import { emptyPacking } from '../../../lib/product-form-defaults';
import type { ProductForm } from '../../../lib/product-form-types';
import { FormText } from '@vendange/ui';

/** Conditionnements: the cartons and cases the product ships in. */
export function PackingsSection() {
  const { t } = useLingui();
  const { control } = useFormContext<ProductForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'packings', keyName: 'key' });
  return (
    <Stack gap="3" data-testid="section-packings">
      {fields.length === 0 ? <Text color="gray.600"><Trans>Aucun conditionnement (carton de 6, caisse bois…).</Trans></Text> : null}
      {fields.map((f, i) => (
        <HStack key={f.key} align="flex-end" gap="2" borderWidth="1px" borderRadius="md" p="3" bg="white">
          <SimpleGrid flex="1" columns={{ base: 1, md: 3 }} gap="3">
            <ReferenceSelect<ProductForm> name={`packings.${i}.packing`} list="packings" label={<Trans>Conditionnement</Trans>} required />
            <FormText<ProductForm> name={`packings.${i}.packingQuantity`} label={<Trans>Quantité</Trans>} inputMode="numeric" required />
            <FormText<ProductForm> name={`packings.${i}.weight`} label={<Trans>Poids (kg)</Trans>} inputMode="decimal" />
          </SimpleGrid>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => remove(i)} aria-label={t`Retirer ce conditionnement`}>✕</Button>
        </HStack>
      ))}
      <Box><Button variant="outline" size="sm" onClick={() => append(emptyPacking())}><Trans>Ajouter un conditionnement</Trans></Button></Box>
    </Stack>
  );
}
