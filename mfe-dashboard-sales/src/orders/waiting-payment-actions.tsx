import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, ApiError } from '@vendange/api-client';
import { messages, type AbandonedPaymentResult, type CardAuthenticationResult, type OrderDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog } from '@vendange/ui';

/**
 * The buyer's own order whose card still waits for 3-D Secure (they left the bank's page): they finish it on a
 * fresh page of their bank, or cancel it (its units go back on sale). Left alone, it expires by itself. The
 * server decides (the buyer's own order, still waiting); these buttons only show when that is likely.
 */
export function WaitingPaymentActions({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const { user } = useShopAccess();
  const [busy, setBusy] = useState<'finish' | 'cancel' | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reference = order.reference;
  if (!user || user.id !== order.buyerId || order.status !== 'pending' || order.paymentStatus !== 'requiresAction') return null;

  const failed = (err: unknown) => {
    onChanged();
    setFailure(err instanceof ApiError && err.status < 500 && !/^HTTP \d+$/.test(err.message) ? err.message : messages.internal);
  };

  const finish = async () => {
    setBusy('finish');
    setFailure(null);
    try {
      const result = await api<CardAuthenticationResult>(`/v1/orders/${order.id}/card-authentication`, { method: 'POST', silent: true });
      if (result.status === 'requiresAction' && result.redirectUrl) {
        window.location.assign(result.redirectUrl);
        return;
      }
      onChanged();
      showSnackbar('success', t`Votre carte est enregistrée : la commande est transmise au producteur.`);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setConfirmCancel(false);
    setBusy('cancel');
    setFailure(null);
    try {
      await api<AbandonedPaymentResult>(`/v1/orders/${order.id}/abandoned-payment`, { method: 'PUT', silent: true });
      onChanged();
      showSnackbar('success', t`Commande annulée.`);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3" data-testid="waiting-payment">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>
          <Trans>Le paiement de cette commande attend l'authentification de votre carte par votre banque (3-D Secure). Finalisez-le pour la transmettre au producteur, ou annulez-la ; sans suite, elle expire d'elle-même.</Trans>
        </Alert.Description>
      </Alert.Root>
      {failure ? <Alert.Root status="error" data-testid="waiting-payment-error"><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root> : null}
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button colorPalette="brand" loading={busy === 'finish'} disabled={busy !== null} onClick={() => void finish()} data-testid="waiting-payment-finish">
          <Trans>Finaliser le paiement</Trans>
        </Button>
        <Button variant="outline" colorPalette="red" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => setConfirmCancel(true)} data-testid="waiting-payment-cancel">
          <Trans>Annuler la commande</Trans>
        </Button>
      </Flex>
      <ConfirmDialog
        open={confirmCancel}
        title={t`Annuler la commande ?`}
        message={t`La commande ${reference} sera annulée : rien ne sera débité et les produits seront remis en vente.`}
        confirmLabel={t`Annuler la commande`}
        cancelLabel={t`Garder la commande`}
        destructive
        onConfirm={cancel}
        onCancel={() => setConfirmCancel(false)}
      />
    </Stack>
  );
}
