import { NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api, ApiError, placeServerError } from '@vendange/api-client';
import { entryReasons, exitReasons, messages, movementKinds, type MovementKind, type MovementReason, type MovementResult } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormField, FormDialog } from '@vendange/ui';
import {
  checkMovement, emptyMovementForm, errorsAfterLineRemoved, movementFieldPaths, withoutError,
  type MovementErrors, type MovementForm, type MovementLineForm,
} from '../../lib/movement-form';
import { refreshStock } from '../../lib/refresh-stock';
import { kindLabels, reasonLabels } from '../../lib/stock-labels';
import { FormatPicker, type PickedFormat } from './format-picker';
import { MovementLines } from './movement-lines';
import { useWarehouses } from './use-warehouses';
import { WarehouseSelect } from './warehouse-select';
import { CrdUsedField } from '../crd/crd-used-field';
import { MovementExitFields } from './movement-exit-fields';

let nextKey = 1;

const reasonsOf = (kind: MovementKind): readonly MovementReason[] => (kind === 'entry' ? entryReasons : kind === 'exit' ? exitReasons : []);

/**
 * Records a movement (POST /v1/stocks/movements): an entry or an exit with its reason, a transfer to another
 * warehouse, or an inventory (the units counted per line, with the reason of the adjustment). Checked with the
 * contract's schema before sending; the server's refusals (a stock that would go below zero) keep what was typed.
 */
export function MovementDialog({ kind: initialKind, warehouseId: initialWarehouse = '', onClose }: { kind: MovementKind; warehouseId?: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const { warehouses } = useWarehouses();
  const [form, setForm] = useState<MovementForm>(() => emptyMovementForm(initialKind, initialWarehouse));
  const [errors, setErrors] = useState<MovementErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const active = warehouses.filter((w) => w.active);

  // The only warehouse that takes movements is the one meant.
  const onlyOne = active.length === 1 ? String(active[0]!.id) : '';
  useEffect(() => {
    if (onlyOne) setForm((f) => (f.warehouseId ? f : { ...f, warehouseId: onlyOne }));
  }, [onlyOne]);

  const update = (patch: Partial<MovementForm>, path: string) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => withoutError(e, path));
    setFailure(null);
  };
  const setKind = (kind: MovementKind) => update({ kind, reason: reasonsOf(kind).includes(form.reason as MovementReason) ? form.reason : '' }, 'reason');
  const addLine = (picked: PickedFormat) => update({ lines: [...form.lines, { ...picked, key: String(nextKey++), vintage: '', lot: '', quantity: '' }] }, 'lines');
  const editLine = (index: number, field: 'vintage' | 'lot' | 'quantity', value: string) => {
    setForm((f) => ({ ...f, lines: f.lines.map((l, i): MovementLineForm => (i === index ? { ...l, [field]: value } : l)) }));
    setErrors((e) => withoutError(withoutError(e, `lines.${index}.${field}`), `lines.${index}.counted`));
    setFailure(null);
  };
  const removeLine = (index: number) => {
    setForm((f) => ({ ...f, lines: f.lines.filter((_, i) => i !== index) }));
    setErrors((e) => errorsAfterLineRemoved(e, index));
    setFailure(null);
  };

  const submit = async () => {
    const checked = checkMovement(form, (d) => i18n._(d));
    if (checked.errors) {
      setErrors(checked.errors);
      // A message under no field shown here (there should be none: every path of the contract has its field).
      const shown = new Set(movementFieldPaths(form));
      setFailure(Object.entries(checked.errors).find(([path]) => !shown.has(path))?.[1] ?? null);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await api<MovementResult>('/v1/stocks/movements', { method: 'POST', query: { shopId: shopId ?? undefined }, body: checked.body, silent: true });
      showSnackbar('success', t`Mouvement enregistré.`);
      await refreshStock();
      onClose();
    } catch (err) {
      // A 409 (stock below zero) names the line in its message: shown above the buttons, the form kept as typed.
      const placed = err instanceof ApiError && err.status === 409 ? { field: null, message: err.message } : placeServerError(err, movementFieldPaths(form), messages.internal);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field!]: placed.message }));
      else setFailure(placed.message);
    } finally {
      setBusy(false);
    }
  };

  const reasons = reasonsOf(form.kind);
  return (
    <FormDialog
      title={<Trans>Nouveau mouvement</Trans>} ariaLabel={t`Mouvement de stock`} testId="movement-dialog" size="xl"
      submitLabel={<Trans>Enregistrer le mouvement</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>Type de mouvement</Trans>} required>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field value={form.kind} onChange={(e) => setKind(e.target.value as MovementKind)} data-testid="movement-kind">
              {movementKinds.map((k) => <option key={k} value={k}>{i18n._(kindLabels[k])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {reasons.length > 0 ? (
          <FormField label={<Trans>Motif</Trans>} required error={errors.reason}
            helper={form.reason === 'bulkPurchase' || form.reason === 'bulkSale' ? <Trans>Vin en vrac : choisissez un format en litres ou en hectolitres ; la DRM le déclare à part (entrées / sorties vrac), en hl.</Trans> : undefined}>
            <NativeSelect.Root bg="white" invalid={!!errors.reason}>
              <NativeSelect.Field value={form.reason} onChange={(e) => update({ reason: e.target.value as MovementReason | '' }, 'reason')} data-testid="movement-reason">
                <option value="">{t`Choisissez…`}</option>
                {reasons.map((r) => <option key={r} value={r}>{i18n._(reasonLabels[r])}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        <FormField label={form.kind === 'transfer' ? <Trans>Entrepôt de départ</Trans> : <Trans>Entrepôt</Trans>} required error={errors.warehouseId}>
          <WarehouseSelect warehouses={warehouses} activeOnly value={form.warehouseId} onChange={(id) => update({ warehouseId: id }, 'warehouseId')}
            empty={t`Choisissez…`} testId="movement-warehouse" invalid={!!errors.warehouseId} />
        </FormField>
        {form.kind === 'transfer' ? (
          <FormField label={<Trans>Entrepôt d'arrivée</Trans>} required error={errors.toWarehouseId}>
            <WarehouseSelect warehouses={warehouses} activeOnly value={form.toWarehouseId} onChange={(id) => update({ toWarehouseId: id }, 'toWarehouseId')}
              empty={t`Choisissez…`} testId="movement-to-warehouse" invalid={!!errors.toWarehouseId} />
          </FormField>
        ) : null}
      </SimpleGrid>
      {form.kind === 'inventory' ? (
        <Text fontSize="sm" color="gray.600"><Trans>Indiquez le stock compté de chaque ligne : l'écart avec le stock enregistré est inscrit au registre.</Trans></Text>
      ) : null}
      {form.kind === 'entry' && form.reason === 'bottling' ? (
        <CrdUsedField value={form.crdCapsuleId} bottles={form.lines.reduce((s, l) => s + (Number(l.quantity) || 0), 0)} error={errors.crdCapsuleId}
          onChange={(id) => update({ crdCapsuleId: id }, 'crdCapsuleId')} />
      ) : null}
      {form.kind === 'exit' ? <MovementExitFields form={form} errors={errors} onChange={update} /> : null}
      <MovementLines kind={form.kind} lines={form.lines} errors={errors} onChange={editLine} onRemove={removeLine} />
      <FormatPicker shopId={shopId} error={errors.lines} onPick={addLine} />
      <FormField label={form.kind === 'inventory' ? <Trans>Raison de l'ajustement</Trans> : <Trans>Note</Trans>} required={form.kind === 'inventory'} error={errors.note}>
        <Textarea bg="white" rows={2} maxLength={500} value={form.note} onChange={(e) => update({ note: e.target.value }, 'note')} data-testid="movement-note" />
      </FormField>
    </FormDialog>
  );
}
