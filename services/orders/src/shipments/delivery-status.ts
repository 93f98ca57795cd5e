import type { DeliveryStatus, OrderLineToShip, ShipmentStatus } from '@vendange/contracts';

/** Where a shipment may go from each status (docs/decisions/shipments.md); delivered, handed over and returned are final. */
const next: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  preparation: ['transit', 'pendingPickup', 'pickup'],
  pendingPickup: ['pickup'],
  transit: ['delivered', 'returned', 'exception'],
  exception: ['transit', 'delivered', 'returned'],
  pickup: [],
  delivered: [],
  returned: [],
};

export const canMove = (from: ShipmentStatus, to: ShipmentStatus): boolean => next[from].includes(to);

/** A returned shipment gives its units back to what is left to ship. */
const counts = (status: ShipmentStatus) => status !== 'returned';
const arrived = (status: ShipmentStatus) => status === 'delivered' || status === 'pickup';

/** Each order line with what its shipments took (returns aside) and what is left. */
export function linesToShip(
  lines: ReadonlyArray<{ id: number; label: string; quantity: number }>,
  shipped: ReadonlyArray<{ status: ShipmentStatus; lines: ReadonlyArray<{ orderLineId: number; quantity: number }> }>,
): OrderLineToShip[] {
  return lines.map((l) => {
    const out = shipped.filter((s) => counts(s.status)).reduce((sum, s) => sum + s.lines.filter((x) => x.orderLineId === l.id).reduce((a, x) => a + x.quantity, 0), 0);
    return { orderLineId: l.id, label: l.label, ordered: l.quantity, shipped: out, remaining: Math.max(l.quantity - out, 0) };
  });
}

/**
 * The order's delivery status (spec point 4) from its shipments: nothing yet → pending; everything arrived →
 * delivered; some arrived → partiallyDelivered (partiallyReturned when some came back); all that left came
 * back → returned; otherwise the furthest step a shipment is at (exception first: it needs the producer).
 */
export function deliveryStatusOf(lines: readonly OrderLineToShip[], shipments: ReadonlyArray<{ status: ShipmentStatus }>): DeliveryStatus {
  if (shipments.length === 0) return 'pending';
  const statuses = shipments.map((s) => s.status);
  if (statuses.includes('exception')) return 'exception';
  const left = lines.some((l) => l.remaining > 0);
  const anyArrived = statuses.some(arrived);
  const anyReturned = statuses.includes('returned');
  if (statuses.every((s) => s === 'returned')) return 'returned';
  if (!left && statuses.filter(counts).every(arrived)) return anyReturned ? 'partiallyReturned' : 'delivered';
  if (anyArrived) return anyReturned ? 'partiallyReturned' : 'partiallyDelivered';
  if (statuses.includes('transit')) return 'transit';
  if (statuses.includes('pendingPickup')) return 'pendingPickup';
  return 'preparation';
}

/** Parcels of a shipment when the producer gives none: one per `perParcel` units (12 by default), at least one. */
export const parcelsFor = (units: number, perParcel = 12): number => Math.max(1, Math.ceil(units / Math.max(perParcel, 1)));
