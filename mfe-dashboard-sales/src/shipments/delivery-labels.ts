import type { MessageDescriptor } from '@lingui/core';
import type { DeliveryStatus, ShipmentStatus } from '@vendange/contracts';

// Literal descriptors with the i18n marker (as invoices/invoice-labels.ts): the extractor sees them and tests
// read them without the lingui compiler.

/** Spec point 4 delivery statuses of an order (and of a shipment: its statuses are among them), as producers read them. */
export const deliveryStatusLabels: Record<DeliveryStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'delivery.status.pending', message: 'À expédier' },
  preparation: /*i18n*/ { id: 'delivery.status.preparation', message: 'En préparation' },
  pendingPickup: /*i18n*/ { id: 'delivery.status.pendingPickup', message: 'À retirer' },
  pickup: /*i18n*/ { id: 'delivery.status.pickup', message: 'Remise' },
  transit: /*i18n*/ { id: 'delivery.status.transit', message: 'En transit' },
  partiallyDelivered: /*i18n*/ { id: 'delivery.status.partiallyDelivered', message: 'Livrée en partie' },
  partiallyReturned: /*i18n*/ { id: 'delivery.status.partiallyReturned', message: 'Retournée en partie' },
  delivered: /*i18n*/ { id: 'delivery.status.delivered', message: 'Livrée' },
  returned: /*i18n*/ { id: 'delivery.status.returned', message: 'Retournée' },
  error: /*i18n*/ { id: 'delivery.status.error', message: 'Erreur' },
  exception: /*i18n*/ { id: 'delivery.status.exception', message: 'Incident' },
};

export type DeliveryTone = 'gray' | 'orange' | 'blue' | 'cyan' | 'teal' | 'green' | 'red' | 'purple';

/** Orange waits on the producer, blue/cyan on its way, green arrived, purple came back, red needs a look. */
export const deliveryStatusTones: Record<DeliveryStatus, DeliveryTone> = {
  pending: 'orange', preparation: 'gray', pendingPickup: 'cyan', pickup: 'green', transit: 'blue', partiallyDelivered: 'teal',
  partiallyReturned: 'purple', delivered: 'green', returned: 'purple', error: 'red', exception: 'red',
};

/** The button that moves a shipment to a status (the server's canMove decides which are offered). */
export const moveLabels: Record<Exclude<ShipmentStatus, 'preparation'>, MessageDescriptor> = {
  transit: /*i18n*/ { id: 'shipment.move.transit', message: 'Passer en transit' },
  pendingPickup: /*i18n*/ { id: 'shipment.move.pendingPickup', message: 'Prête au retrait' },
  pickup: /*i18n*/ { id: 'shipment.move.pickup', message: 'Remise au client' },
  delivered: /*i18n*/ { id: 'shipment.move.delivered', message: 'Marquer livrée' },
  returned: /*i18n*/ { id: 'shipment.move.returned', message: 'Marquer retournée' },
  exception: /*i18n*/ { id: 'shipment.move.exception', message: 'Signaler un incident' },
};
