import { Alert, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '@vendange/api-client';
import type { SaleDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { useSubmission } from '../dialogs/use-submission';

/** A draft entered at the office becomes a validated order (PUT /v1/orders/{id}/validate-draft): its units are then held. */
export function DraftActions({ sale, onChanged }: { sale: SaleDetail; onChanged: (sale: SaleDetail) => void }) {
  const { t } = useLingui();
  const { can } = useShopAccess();
  const { busy, failure, run } = useSubmission();
  if (sale.kind !== 'order' || sale.channel !== 'staff' || sale.status !== 'draft' || !can('createOrder')) return null;
  const reference = sale.reference;
  const validate = () => run(async () => {
    const updated = await api<SaleDetail>(`/v1/orders/${sale.id}/validate-draft`, { method: 'PUT', silent: true });
    showSnackbar('success', t`Commande ${reference} validée.`);
    onChanged(updated);
  });
  return (
    <Stack gap="2" alignItems={{ base: 'stretch', sm: 'flex-start' }}>
      <Button colorPalette="brand" loading={busy} onClick={() => void validate()} data-testid="order-validate-draft">
        <Trans>Valider la commande</Trans>
      </Button>
      {failure ? <Alert.Root status="error" data-testid="order-draft-error"><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root> : null}
    </Stack>
  );
}
