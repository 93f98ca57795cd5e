import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { CatalogTypology, ProductImage } from '@vendange/contracts';
import { emptyFormat } from '../../../lib/product-form-defaults';
import type { ProductForm } from '../../../lib/product-form-types';
import { FormatCard } from './format-card';

/** Formats: how the product is sold (bottle, magnum, bag-in-box…), each with its prices per typology. */
export function FormatsSection({ typologies, images }: { typologies: readonly CatalogTypology[]; images: readonly ProductImage[] }) {
  const { control } = useFormContext<ProductForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'formats', keyName: 'key' });
  return (
    <Stack gap="4" data-testid="section-formats">
      {fields.length === 0 ? <Text color="gray.600"><Trans>Aucun format : ajoutez la bouteille, le magnum ou le carton que vous vendez.</Trans></Text> : null}
      {fields.map((f, i) => <FormatCard key={f.key} index={i} typologies={typologies} images={images} onRemove={() => remove(i)} />)}
      <Box>
        <Button variant="outline" size="sm" onClick={() => append(emptyFormat(typologies.map((t) => t.key)))} data-testid="format-add">
          <Trans>Ajouter un format</Trans>
        </Button>
      </Box>
    </Stack>
  );
}
