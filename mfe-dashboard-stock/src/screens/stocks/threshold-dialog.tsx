import { Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, placeServerError } from '@vendange/api-client';
import { messages } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormDialog, FormField } from '@vendange/ui';
import { allocationFieldMessages, thresholdFromText } from '../../lib/allocation-form';
import { refreshStock } from '../../lib/refresh-stock';

/**
 * Sets a format's alert threshold, all warehouses together, or removes it when left empty
 * (PUT /v1/stocks/thresholds/{formatId}); below it, staff are told once.
 */
export function ThresholdDialog({ format, onClose }: { format: { formatId: number; label: string; threshold: number | null }; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const [typed, setTyped] = useState(format.threshold === null ? '' : String(format.threshold));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = format.label;

  const submit = async () => {
    const threshold = thresholdFromText(typed);
    if (threshold === undefined) { setError(i18n._(allocationFieldMessages.threshold)); return; }
    setBusy(true);
    setFailure(null);
    try {
      await api(`/v1/stocks/thresholds/${format.formatId}`, { method: 'PUT', query: { shopId: shopId ?? undefined }, body: { threshold }, silent: true });
      showSnackbar('success', threshold === null ? t`Seuil d'alerte de « ${label} » retiré.` : t`Seuil d'alerte de « ${label} » : ${threshold}.`);
      await refreshStock();
      onClose();
    } catch (err) {
      setFailure(placeServerError(err, [], messages.internal).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={<Trans>Seuil d'alerte</Trans>} ariaLabel={t`Seuil d'alerte`} testId="threshold-dialog"
      submitLabel={<Trans>Enregistrer</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      <Text fontWeight="medium">{label}</Text>
      <FormField label={<Trans>Seuil (bouteilles, tous entrepôts confondus)</Trans>} error={error}
        helper={<Trans>Sous ce stock, l'équipe est prévenue. Laissez vide pour retirer le seuil.</Trans>}>
        <Input bg="white" inputMode="numeric" autoFocus value={typed} onChange={(e) => { setTyped(e.target.value); setError(undefined); setFailure(null); }} data-testid="threshold-value" />
      </FormField>
    </FormDialog>
  );
}
