import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { hasPermission, subjectFromUser } from '@vendange/access';
import { api, ApiError } from '@vendange/api-client';
import type { Shipment, ShipmentStatusBody } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { deliveryStatusLabels, moveLabels } from './delivery-labels';
import { DeliveryNoteButton } from './delivery-note-button';
import { refreshShipments } from './refresh-shipments';
import { asksConfirmation, asksTracking, movesOf, type ShipmentMove } from './shipment-moves';
import { TrackingDialog } from './tracking-dialog';

/**
 * A shipment's next steps (only those the server allows from its status) and its delivery note. Going in transit
 * without carrier or tracking asks for them first (optional); a return is confirmed. PUT /v1/shipments/{id}/status.
 */
export function ShipmentActions({ shipment }: { shipment: Shipment }) {
  const { t, i18n } = useLingui();
  const { user } = useShopAccess();
  const [busy, setBusy] = useState<ShipmentMove | null>(null);
  const [asking, setAsking] = useState<'tracking' | 'returned' | null>(null);
  // The server's rule on the shipment's own shop (an order page may show another shop than the one acted for).
  const manage = hasPermission(subjectFromUser(user), shipment.shopId, 'manageDelivery');

  const move = async (to: ShipmentMove, tracking: Omit<ShipmentStatusBody, 'status'> = {}, report = true) => {
    setBusy(to);
    try {
      await api<Shipment>(`/v1/shipments/${shipment.id}/status`, { method: 'PUT', body: { status: to, ...tracking }, silent: true });
      const status = i18n._(deliveryStatusLabels[to]);
      showSnackbar('success', t`Expédition ${shipment.number} : ${status}.`);
      setAsking(null);
      await refreshShipments();
    } catch (err) {
      // Moved meanwhile (another tab, another person): the list is read again to show where it is.
      if (err instanceof ApiError && err.status === 409) await refreshShipments();
      // The tracking dialog shows the refusal itself, above what was typed.
      if (report) showSnackbar('error', failureText(err));
      throw err;
    } finally {
      setBusy(null);
    }
  };
  const choose = (to: ShipmentMove) => {
    if (asksTracking(shipment, to)) setAsking('tracking');
    else if (asksConfirmation(to)) setAsking('returned');
    else void move(to).catch(() => undefined);
  };

  return (
    <HStack gap="2" justify="flex-end" wrap="wrap" data-testid="shipment-actions">
      {manage ? movesOf(shipment).map((to) => (
        <Button key={to} size="xs" variant={to === 'returned' || to === 'exception' ? 'ghost' : 'solid'} colorPalette={to === 'returned' || to === 'exception' ? 'red' : 'brand'}
          loading={busy === to} disabled={busy !== null && busy !== to} onClick={() => choose(to)} data-testid={`shipment-move-${to}`}>
          {i18n._(moveLabels[to])}
        </Button>
      )) : null}
      {manage ? <DeliveryNoteButton shipment={shipment} /> : null}
      <TrackingDialog shipment={asking === 'tracking' ? shipment : null} onClose={() => setAsking(null)} onSubmit={(tracking) => move('transit', tracking, false)} />
      <ConfirmDialog
        open={asking === 'returned'} title={t`Expédition retournée`} destructive busy={busy === 'returned'} confirmLabel={t`Marquer retournée`}
        message={<Text><Trans>L'expédition {shipment.number} est revenue ? Ses {shipment.units} unités redeviennent « À expédier » sur la commande {shipment.orderReference}.</Trans></Text>}
        onConfirm={() => move('returned').catch(() => undefined)} onCancel={() => setAsking(null)}
      />
    </HStack>
  );
}
