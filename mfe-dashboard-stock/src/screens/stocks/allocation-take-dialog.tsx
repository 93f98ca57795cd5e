import { Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, placeServerError } from '@vendange/api-client';
import { allocationTakeBodySchema, messages, type Allocation } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { FormDialog, FormField } from '@vendange/ui';
import { allocationFieldMessages } from '../../lib/allocation-form';
import { refreshStock } from '../../lib/refresh-stock';

/**
 * The client takes their allocation (POST /v1/stocks/allocations/{id}/take). For a CRM client it becomes their
 * validated order at their grid, the bottles taken held throughout (docs/decisions/stock-ledger.md, "Allocations");
 * held for a name only, it is closed and its bottles go back to sale. `onTaken` gets the closed allocation (its order).
 */
export function AllocationTakeDialog({ allocation, onTaken, onClose }: { allocation: Allocation; onTaken: (taken: Allocation) => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const [quantity, setQuantity] = useState(String(allocation.quantity));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const who = allocation.beneficiary;
  const allocated = allocation.quantity;
  const forClient = allocation.clientId !== null;

  const submit = async () => {
    const parsed = /^\d+$/.test(quantity.trim()) ? allocationTakeBodySchema.safeParse({ quantity: Number(quantity.trim()) }) : null;
    if (!parsed?.success || parsed.data.quantity > allocated) { setError(i18n._(allocationFieldMessages.quantity)); return; }
    setBusy(true);
    setFailure(null);
    try {
      const taken = await api<Allocation>(`/v1/stocks/allocations/${allocation.id}/take`, { method: 'POST', query: { shopId: shopId ?? undefined }, body: parsed.data, silent: true });
      await refreshStock();
      onTaken(taken);
    } catch (err) {
      setFailure(placeServerError(err, [], messages.internal).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={<Trans>Allocation prise</Trans>} ariaLabel={t`Allocation prise`} testId="allocation-take-dialog"
      submitLabel={forClient ? <Trans>Créer sa commande</Trans> : <Trans>Clore l'allocation</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      <Text fontSize="sm" color="gray.700" data-testid="allocation-take-explain">
        {forClient
          ? <Trans>{who} prend son allocation de « {allocation.label} ». Sa commande est créée à son tarif : les bouteilles prises lui restent réservées, celles qu'il ne prend pas reviennent à la vente.</Trans>
          : <Trans>{who} prend son allocation de « {allocation.label} ». Sans fiche client, aucune commande ne peut être créée : les bouteilles reviennent à la vente, saisissez ensuite la commande pour les réserver.</Trans>}
      </Text>
      <FormField label={<Trans>Bouteilles prises (sur {allocated})</Trans>} required error={error}>
        <Input bg="white" inputMode="numeric" value={quantity} onChange={(e) => { setQuantity(e.target.value); setError(undefined); setFailure(null); }} data-testid="allocation-take-quantity" />
      </FormField>
    </FormDialog>
  );
}
