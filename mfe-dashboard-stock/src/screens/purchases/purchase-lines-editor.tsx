import { Box, Button, CloseButton, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '@vendange/api-client';
import { purchaseVatRates, type CrdCapsule, type PurchaseVatRate } from '@vendange/contracts';
import { FormField, formatCents, formatRate } from '@vendange/ui';
import { newLineKey, type FormErrors, type PurchaseLineForm } from '../../lib/purchase-form';
import { FormatPicker } from '../stocks/format-picker';

type Editable = 'description' | 'quantity' | 'unitPrice' | 'vatRate';

interface Props {
  shopId: number | null;
  lines: readonly PurchaseLineForm[];
  errors: FormErrors;
  lineTotal: (line: PurchaseLineForm) => number | null;
  onAdd: (line: PurchaseLineForm) => void;
  onChange: (index: number, field: Editable, value: string) => void;
  onRemove: (index: number) => void;
}

/**
 * A purchase order's lines: a catalogue format picked (tracked in stock when received), CRD capsules of one of the
 * shop's capsule lines (they enter its account when received), or an item described (dry goods).
 */
export function PurchaseLinesEditor({ shopId, lines, errors, lineTotal, onAdd, onChange, onRemove }: Props) {
  const { t } = useLingui();
  const blank = (formatId: number | null, label: string, crdCapsuleId: number | null = null): PurchaseLineForm => ({ key: newLineKey(), formatId, crdCapsuleId, label, description: '', quantity: '', unitPrice: '', vatRate: '20' });
  // The shop's CRD capsule lines (read with seeAllStock: without it, capsules are not offered here).
  const capsules = useApi<CrdCapsule[]>(shopId === null ? null : '/v1/stocks/crd', { shopId }, { shouldRetryOnError: false });
  return (
    <Stack gap="3">
      {lines.length > 0 ? (
        <Stack as="ol" gap="2" listStyleType="none" aria-label={t`Lignes de la commande`}>
          {lines.map((line, i) => {
            const crd = (line.crdCapsuleId ?? null) !== null;
            const label = line.formatId === null && !crd ? line.description || t`Article` : line.label;
            const total = lineTotal(line);
            return (
              <Box as="li" key={line.key} borderWidth="1px" borderRadius="md" p="3" bg="gray.50" data-testid="purchase-line">
                <HStack justify="space-between" align="flex-start" gap="2" mb="2">
                  {crd ? (
                    <Stack gap="0"><Text fontWeight="medium" data-testid="purchase-line-label">{line.label}</Text><Text fontSize="xs" color="gray.600"><Trans>Entrent au compte des capsules CRD à la réception</Trans></Text></Stack>
                  ) : line.formatId === null
                    ? <Text fontSize="sm" color="gray.600"><Trans>Article hors stock (matières sèches…)</Trans></Text>
                    : <Text fontWeight="medium" data-testid="purchase-line-label">{line.label}</Text>}
                  <CloseButton size="xs" aria-label={t`Retirer la ligne ${label}`} onClick={() => onRemove(i)} data-testid="purchase-line-remove" />
                </HStack>
                {line.formatId === null && !crd ? (
                  <FormField label={<Trans>Description</Trans>} required error={errors[`lines.${i}.description`]}>
                    <Input bg="white" maxLength={200} value={line.description} placeholder={t`Bouchons liège 49x24`} onChange={(e) => onChange(i, 'description', e.target.value)} data-testid="purchase-line-description" />
                  </FormField>
                ) : null}
                <SimpleGrid columns={{ base: 1, sm: 4 }} gap="3" mt="2">
                  <FormField label={<Trans>Quantité</Trans>} required error={errors[`lines.${i}.quantity`]}>
                    <Input bg="white" inputMode="numeric" value={line.quantity} onChange={(e) => onChange(i, 'quantity', e.target.value)} data-testid="purchase-line-quantity" />
                  </FormField>
                  <FormField label={<Trans>Prix unitaire HT (€)</Trans>} required error={errors[`lines.${i}.unitPriceCents`]}>
                    <Input bg="white" inputMode="decimal" value={line.unitPrice} placeholder="0,00" onChange={(e) => onChange(i, 'unitPrice', e.target.value)} data-testid="purchase-line-price" />
                  </FormField>
                  <FormField label={<Trans>TVA</Trans>} error={errors[`lines.${i}.vatRate`]}>
                    <NativeSelect.Root bg="white">
                      <NativeSelect.Field value={line.vatRate} onChange={(e) => onChange(i, 'vatRate', e.target.value as PurchaseVatRate)} data-testid="purchase-line-vat">
                        {purchaseVatRates.map((r) => <option key={r} value={r}>{formatRate(r)}</option>)}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <Stack gap="1" justify="flex-end">
                    <Text fontSize="sm" color="gray.600"><Trans>Total HT</Trans></Text>
                    <Text fontWeight="semibold" data-testid="purchase-line-total">{total === null ? '-' : formatCents(total)}</Text>
                  </Stack>
                </SimpleGrid>
              </Box>
            );
          })}
        </Stack>
      ) : null}
      {errors.lines ? <Text color="red.600" fontSize="sm" role="alert">{errors.lines}</Text> : null}
      <FormatPicker shopId={shopId} onPick={(picked) => onAdd(blank(picked.formatId, picked.label))} />
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onAdd(blank(null, ''))} data-testid="purchase-add-item"><Trans>+ Ajouter un article hors catalogue</Trans></Button>
        {capsules.data && capsules.data.length > 0 ? (
          <NativeSelect.Root size="sm" width="auto" minW="64">
            <NativeSelect.Field bg="white" value="" aria-label={t`Ajouter des capsules CRD`} data-testid="purchase-add-crd"
              onChange={(e) => {
                const picked = capsules.data?.find((c) => String(c.id) === e.target.value);
                if (picked) onAdd(blank(null, t`Capsules CRD ${picked.label}`, picked.id));
              }}>
              <option value="">{t`+ Ajouter des capsules CRD…`}</option>
              {capsules.data.map((c) => <option key={c.id} value={String(c.id)}>{c.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
      </HStack>
    </Stack>
  );
}
