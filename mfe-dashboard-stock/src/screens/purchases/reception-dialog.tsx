import { Box, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '@vendange/api-client';
import { messages, type Purchase, type PurchaseReceptionResult } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormDialog, FormField } from '@vendange/ui';
import { leftToReceive, receptionKey } from '../../lib/purchase-form';
import { refreshPurchases } from '../../lib/purchase-labels';
import { useWarehouses } from '../stocks/use-warehouses';
import { WarehouseSelect } from '../stocks/warehouse-select';

interface Typed { quantity: string; vintage: string; lot: string }

/**
 * "Réceptionner" (POST /v1/purchases/{id}/receptions): what arrived, line by line (what is left by default), into one
 * warehouse; catalogue lines enter its stock with their vintage and lot, items described are only counted.
 */
export function ReceptionDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const { warehouses } = useWarehouses();
  const lines = leftToReceive(purchase).filter((l) => l.left > 0);
  const [warehouseId, setWarehouseId] = useState('');
  // One key for this reception: a second press after a lost answer records it once.
  const [key] = useState(receptionKey);
  const [typed, setTyped] = useState<Record<number, Typed>>(() => Object.fromEntries(lines.map((l) => [l.purchaseLineId, { quantity: String(l.left), vintage: '', lot: '' }])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const active = warehouses.filter((w) => w.active);
  const onlyOne = active.length === 1 ? String(active[0]!.id) : '';
  useEffect(() => { if (onlyOne) setWarehouseId((w) => w || onlyOne); }, [onlyOne]);
  const edit = (id: number, field: keyof Typed, value: string) => {
    setTyped((all) => ({ ...all, [id]: { ...all[id]!, [field]: value } }));
    setErrors((e) => ({ ...e, [`${id}.${field}`]: '' }));
    setFailure(null);
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!warehouseId) found.warehouse = t`Choisissez l'entrepôt qui reçoit`;
    const body = lines.flatMap((l) => {
      const v = typed[l.purchaseLineId]!;
      const q = v.quantity.trim();
      if (q === '' || q === '0') return [];
      if (!/^\d+$/.test(q) || Number(q) > l.left) { found[`${l.purchaseLineId}.quantity`] = t`Entre 0 et ${l.left}`; return []; }
      if (v.vintage.trim() && !/^\d{4}$/.test(v.vintage.trim())) { found[`${l.purchaseLineId}.vintage`] = t`Un millésime sur 4 chiffres`; return []; }
      return [{ purchaseLineId: l.purchaseLineId, quantity: Number(q), vintage: v.vintage.trim() ? Number(v.vintage.trim()) : null, lot: v.lot.trim() || null }];
    });
    if (body.length === 0 && Object.keys(found).length === 0) found.lines = t`Indiquez au moins une quantité reçue`;
    if (Object.keys(found).length > 0) { setErrors(found); return; }
    setBusy(true);
    try {
      await api<PurchaseReceptionResult>(`/v1/purchases/${purchase.id}/receptions`, {
        method: 'POST', query: { shopId: shopId ?? undefined }, body: { warehouseId: Number(warehouseId), key, lines: body }, silent: true,
      });
      const reference = purchase.reference;
      showSnackbar('success', t`Réception de ${reference} enregistrée.`);
      await refreshPurchases();
      onClose();
    } catch (err) {
      setFailure(err instanceof Error && err.message ? err.message : messages.internal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={<Trans>Réceptionner {purchase.reference}</Trans>} ariaLabel={t`Réception`} testId="reception-dialog" size="lg"
      submitLabel={<Trans>Enregistrer la réception</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      <FormField label={<Trans>Entrepôt</Trans>} required error={errors.warehouse}>
        <WarehouseSelect warehouses={warehouses} value={warehouseId} onChange={(v) => { setWarehouseId(v); setErrors((e) => ({ ...e, warehouse: '' })); }}
          empty={t`Choisissez…`} activeOnly testId="reception-warehouse" invalid={Boolean(errors.warehouse)} />
      </FormField>
      {errors.lines ? <Text color="red.600" fontSize="sm" role="alert">{errors.lines}</Text> : null}
      <Stack as="ol" gap="2" listStyleType="none" aria-label={t`Lignes reçues`}>
        {lines.map((l) => {
          const v = typed[l.purchaseLineId]!;
          return (
            <Box as="li" key={l.purchaseLineId} borderWidth="1px" borderRadius="md" p="3" bg="gray.50" data-testid="reception-line">
              <Text fontWeight="medium">{l.label}</Text>
              <Text fontSize="sm" color="gray.600">
                {l.tracked ? <Trans>Reste à recevoir : {l.left}</Trans>
                  : l.crd ? <Trans>Reste à recevoir : {l.left} (entrent au compte des capsules CRD)</Trans>
                    : <Trans>Reste à recevoir : {l.left} (hors stock)</Trans>}
              </Text>
              <SimpleGrid columns={{ base: 1, sm: l.tracked ? 3 : 1 }} gap="3" mt="2">
                <FormField label={<Trans>Quantité reçue</Trans>} error={errors[`${l.purchaseLineId}.quantity`]}>
                  <Input bg="white" inputMode="numeric" value={v.quantity} onChange={(e) => edit(l.purchaseLineId, 'quantity', e.target.value)} data-testid="reception-quantity" />
                </FormField>
                {l.tracked ? (
                  <>
                    <FormField label={<Trans>Millésime</Trans>} error={errors[`${l.purchaseLineId}.vintage`]}>
                      <Input bg="white" inputMode="numeric" maxLength={4} placeholder={t`Aucun`} value={v.vintage} onChange={(e) => edit(l.purchaseLineId, 'vintage', e.target.value)} data-testid="reception-vintage" />
                    </FormField>
                    <FormField label={<Trans>Lot</Trans>}>
                      <Input bg="white" maxLength={40} placeholder={t`Aucun`} value={v.lot} onChange={(e) => edit(l.purchaseLineId, 'lot', e.target.value)} data-testid="reception-lot" />
                    </FormField>
                  </>
                ) : null}
              </SimpleGrid>
            </Box>
          );
        })}
      </Stack>
    </FormDialog>
  );
}
