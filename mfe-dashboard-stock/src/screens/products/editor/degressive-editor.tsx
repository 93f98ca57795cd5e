import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ProductForm } from '../../../lib/product-form-types';
import { FormText } from '@vendange/ui';

/** Degressive tiers of a format: from a quantity, a unit price (discountPrice) or an amount added (discountAdd). */
export function DegressiveEditor({ index, field, title, amountLabel }: { index: number; field: 'discountPrice' | 'discountAdd'; title: ReactNode; amountLabel: string }) {
  const { t } = useLingui();
  const { control } = useFormContext<ProductForm>();
  const rows = useFieldArray({ control, name: `formats.${index}.${field}`, keyName: 'key' });
  return (
    <Stack gap="2" data-testid={`degressive-${field}`}>
      <Text fontWeight="semibold" fontSize="sm">{title}</Text>
      {rows.fields.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun palier.</Trans></Text> : null}
      {rows.fields.map((r, j) => (
        <HStack key={r.key} align="flex-end" gap="2">
          <Box flex="1"><FormText<ProductForm> name={`formats.${index}.${field}.${j}.threshold`} label={<Trans>À partir de (unités)</Trans>} inputMode="numeric" /></Box>
          <Box flex="1"><FormText<ProductForm> name={`formats.${index}.${field}.${j}.amount`} label={amountLabel} inputMode="decimal" /></Box>
          <Button size="sm" variant="ghost" onClick={() => rows.remove(j)} aria-label={t`Retirer ce palier`}>✕</Button>
        </HStack>
      ))}
      <Box><Button size="xs" variant="outline" onClick={() => rows.append({ threshold: '', amount: '' })}><Trans>Ajouter un palier</Trans></Button></Box>
    </Stack>
  );
}
