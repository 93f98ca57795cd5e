import { Box, Grid, GridItem, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { StaffSalePrice } from '@vendange/contracts';
import { centsToInput } from '@vendange/contracts';
import { formatCents } from '@vendange/ui';
import { lineChanged, type SaleLineForm } from './sale-form';
import type { SaleErrors } from './sale-body';

// One layout for both sizes: cards of two columns on phones, one row per line from md (its header row shown there).
const COLUMNS = { base: '1fr 1fr', md: 'minmax(0, 2.6fr) 5.5rem 7rem 5.5rem minmax(0, 2fr) 7rem 2.5rem' };

/** A field of a line: its label is visible on phones (the header row says it from md), always given to screen readers. */
function Cell({ label, error, span, children }: { label: ReactNode; error?: string | undefined; span?: number; children: ReactNode }) {
  return (
    <GridItem colSpan={{ base: span ?? 1, md: 1 }} minW="0">
      <Text hideFrom="md" fontSize="xs" color="gray.600" mb="1">{label}</Text>
      {children}
      {error ? <Text role="alert" fontSize="xs" color="red.600" mt="1">{error}</Text> : null}
    </GridItem>
  );
}

interface Props {
  lines: SaleLineForm[];
  price: StaffSalePrice | undefined;
  errors: SaleErrors;
  onChange: (index: number, patch: Partial<SaleLineForm>) => void;
  onRemove: (index: number) => void;
}

/**
 * The lines of the sale: quantity, unit price (empty: the client's grid price, shown as placeholder), discount
 * and the reason required once either differs; each line's total and why it cannot be priced, from the preview.
 */
export function SaleLines({ lines, price, errors, onChange, onRemove }: Props) {
  const { t } = useLingui();
  const basis = price?.priceEntry === 'ttc' ? t`TTC` : t`HT`;
  if (lines.length === 0) {
    return <Box bg="white" borderWidth="1px" borderRadius="md" p="6" textAlign="center" color="gray.600" data-testid="sale-lines-empty"><Trans>Aucun produit : recherchez-en un ci-dessus pour l'ajouter.</Trans></Box>;
  }
  return (
    <Stack gap="2" data-testid="sale-lines">
      <Grid hideBelow="md" templateColumns={COLUMNS} gap="3" px="3" fontSize="xs" fontWeight="semibold" color="gray.600" aria-hidden>
        <Text><Trans>Article</Trans></Text>
        <Text><Trans>Quantité</Trans></Text>
        <Text><Trans>Prix unitaire {basis}</Trans></Text>
        <Text><Trans>Remise %</Trans></Text>
        <Text><Trans>Raison du prix ou de la remise</Trans></Text>
        <Text textAlign="end"><Trans>Total {basis}</Trans></Text>
        <span />
      </Grid>
      {lines.map((line, i) => {
        const priced = price?.lines[i];
        const lineError = price?.error && price.error.line === i ? price.error.message : errors[`lines.${i}`];
        const name = priced?.label ?? line.name;
        const total = priced ? (price?.priceEntry === 'ttc' ? priced.lineTtcCents : priced.lineHtCents) : null;
        const changed = lineChanged(line);
        return (
          <Box key={line.key} bg="white" borderWidth="1px" borderRadius="md" p="3" borderColor={lineError ? 'red.400' : undefined} data-testid="sale-line">
            <Grid templateColumns={COLUMNS} gap="3" alignItems="start">
              <Cell label={<Trans>Article</Trans>} span={2}>
                <Text fontWeight="medium" data-testid="sale-line-label">{name}</Text>
                {line.vintages.length > 1 ? (
                  <NativeSelect.Root size="xs" mt="1" maxW="40">
                    <NativeSelect.Field aria-label={t`Millésime de ${name}`} value={line.vintageId} onChange={(e) => onChange(i, { vintageId: e.target.value })} data-testid="sale-line-vintage">
                      <option value="">{t`Dernier millésime`}</option>
                      {line.vintages.map((v) => <option key={v.id} value={String(v.id)}>{v.name}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : null}
              </Cell>
              <Cell label={<Trans>Quantité</Trans>} error={errors[`lines.${i}.quantity`]}>
                <Input size="sm" inputMode="numeric" value={line.quantity} aria-label={t`Quantité de ${name}`} aria-invalid={!!errors[`lines.${i}.quantity`]}
                  onChange={(e) => onChange(i, { quantity: e.target.value })} data-testid="sale-line-quantity" />
              </Cell>
              <Cell label={<Trans>Prix unitaire {basis}</Trans>} error={errors[`lines.${i}.unitPriceCents`]}>
                <Input size="sm" inputMode="decimal" value={line.unitPrice} placeholder={priced ? centsToInput(priced.listUnitCents) : ''}
                  aria-label={t`Prix unitaire ${basis} de ${name} (vide : prix de la grille du client)`} aria-invalid={!!errors[`lines.${i}.unitPriceCents`]}
                  onChange={(e) => onChange(i, { unitPrice: e.target.value })} data-testid="sale-line-price" />
              </Cell>
              <Cell label={<Trans>Remise %</Trans>} error={errors[`lines.${i}.discountPercent`]}>
                <Input size="sm" inputMode="decimal" value={line.discount} aria-label={t`Remise en pourcentage sur ${name}`} aria-invalid={!!errors[`lines.${i}.discountPercent`]}
                  onChange={(e) => onChange(i, { discount: e.target.value })} data-testid="sale-line-discount" />
              </Cell>
              <Cell label={<Trans>Raison du prix ou de la remise</Trans>} error={errors[`lines.${i}.reason`]} span={2}>
                <Input size="sm" value={line.reason} maxLength={200} required={changed} aria-required={changed}
                  placeholder={changed ? t`Obligatoire : ex. prix salon, fidélité…` : ''} aria-label={t`Raison du prix ou de la remise sur ${name}`}
                  aria-invalid={!!errors[`lines.${i}.reason`]} onChange={(e) => onChange(i, { reason: e.target.value })} data-testid="sale-line-reason" />
              </Cell>
              <Cell label={<Trans>Total {basis}</Trans>}>
                <Text textAlign={{ base: 'start', md: 'end' }} fontWeight="semibold" pt={{ md: '1.5' }} data-testid="sale-line-total">{total !== null ? formatCents(total) : '–'}</Text>
              </Cell>
              <GridItem display="flex" justifyContent="flex-end">
                <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Retirer ${name}`} onClick={() => onRemove(i)} data-testid="sale-line-remove">✕</IconButton>
              </GridItem>
            </Grid>
            {lineError ? <Text role="alert" fontSize="sm" color="red.600" mt="2" data-testid="sale-line-error">{lineError}</Text> : null}
          </Box>
        );
      })}
    </Stack>
  );
}
