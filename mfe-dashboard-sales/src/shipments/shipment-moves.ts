import type { Shipment, ShipmentStatus } from '@vendange/contracts';

export type ShipmentMove = Exclude<ShipmentStatus, 'preparation'>;

/**
 * Where a shipment may go from each status: the same table as the server's canMove
 * (services/orders/src/shipments/delivery-status.ts, docs/decisions/shipments.md). Handed over, delivered and
 * returned are final.
 */
const next: Record<ShipmentStatus, readonly ShipmentMove[]> = {
  preparation: ['transit', 'pendingPickup', 'pickup'],
  pendingPickup: ['pickup'],
  transit: ['delivered', 'exception', 'returned'],
  exception: ['transit', 'delivered', 'returned'],
  pickup: [],
  delivered: [],
  returned: [],
};

/**
 * The moves offered on a shipment. One handed over (at a collection point, at the estate) never goes in transit;
 * one sent by carrier never waits at a collection point (it may still be handed over, if the client came for it).
 */
export function movesOf(shipment: Pick<Shipment, 'status' | 'handOver'>): ShipmentMove[] {
  return next[shipment.status].filter((to) => (shipment.handOver ? to !== 'transit' : to !== 'pendingPickup'));
}

/** Putting a shipment in transit without its carrier or tracking number: ask for them first (they stay optional). */
export const asksTracking = (shipment: Pick<Shipment, 'carrier' | 'trackingNumber'>, to: ShipmentMove): boolean =>
  to === 'transit' && (!shipment.carrier || !shipment.trackingNumber);

/** A return gives the units back to what is left to ship: it is confirmed first. */
export const asksConfirmation = (to: ShipmentMove): boolean => to === 'returned';
