import { Box, CloseButton, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MovementKind } from '@vendange/contracts';
import { FormField } from '@vendange/ui';
import { quantityError, type MovementErrors, type MovementLineForm } from '../../lib/movement-form';

type Editable = 'vintage' | 'lot' | 'quantity';

interface Props {
  kind: MovementKind;
  lines: readonly MovementLineForm[];
  errors: MovementErrors;
  onChange: (index: number, field: Editable, value: string) => void;
  onRemove: (index: number) => void;
}

/** The lines of a movement: the format picked, then vintage and lot (both optional) and the units moved or counted. */
export function MovementLines({ kind, lines, errors, onChange, onRemove }: Props) {
  const { t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label={t`Lignes du mouvement`}>
      {lines.map((line, i) => {
        const label = line.label;
        const listId = `movement-vintages-${line.key}`;
        return (
          <Box as="li" key={line.key} borderWidth="1px" borderRadius="md" p="3" bg="gray.50" data-testid="movement-line">
            <HStack justify="space-between" align="flex-start" gap="2" mb="2">
              <Text fontWeight="medium" data-testid="movement-line-label">{label}</Text>
              <CloseButton size="xs" aria-label={t`Retirer la ligne ${label}`} onClick={() => onRemove(i)} data-testid="movement-line-remove" />
            </HStack>
            {errors[`lines.${i}.formatId`] ? <Text color="red.600" fontSize="sm" role="alert">{errors[`lines.${i}.formatId`]}</Text> : null}
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <FormField label={<Trans>Millésime</Trans>} error={errors[`lines.${i}.vintage`]}>
                <Input bg="white" inputMode="numeric" maxLength={4} list={line.vintages.length > 0 ? listId : undefined} placeholder={t`Aucun`}
                  value={line.vintage} onChange={(e) => onChange(i, 'vintage', e.target.value)} data-testid="movement-line-vintage" />
                {line.vintages.length > 0 ? <datalist id={listId}>{line.vintages.map((v) => <option key={v} value={v} />)}</datalist> : null}
              </FormField>
              <FormField label={<Trans>Lot</Trans>} error={errors[`lines.${i}.lot`]}>
                <Input bg="white" maxLength={40} placeholder={t`Aucun`} value={line.lot} onChange={(e) => onChange(i, 'lot', e.target.value)} data-testid="movement-line-lot" />
              </FormField>
              <FormField label={kind === 'inventory' ? <Trans>Stock compté</Trans> : <Trans>Quantité</Trans>} required error={quantityError(errors, i)}>
                <Input bg="white" inputMode="numeric" value={line.quantity} onChange={(e) => onChange(i, 'quantity', e.target.value)} data-testid="movement-line-quantity" />
              </FormField>
            </SimpleGrid>
          </Box>
        );
      })}
    </Stack>
  );
}
