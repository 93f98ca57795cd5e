// The delivery and shipment statuses, without zod: the Expéditions screen filters and labels its lists with them, and
// reading them from the schema module brought zod (27 KB gzip) onto it (docs/decisions/front-end-performance.md,
// session 32). shipments.ts builds its schemas from them.

/** The spec point 4 delivery statuses of an order. */
export const deliveryStatuses = [
  'pending', 'preparation', 'pendingPickup', 'pickup', 'transit', 'partiallyDelivered', 'partiallyReturned', 'delivered', 'returned', 'error', 'exception',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The statuses a shipment itself goes through; an order's delivery status follows from its shipments. */
export const shipmentStatuses = ['preparation', 'pendingPickup', 'pickup', 'transit', 'delivered', 'returned', 'exception'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** A shipment status read from outside (a URL), or null when it is none. */
export const shipmentStatusOf = (value: string | null): ShipmentStatus | null => ((shipmentStatuses as readonly string[]).includes(value ?? '') ? (value as ShipmentStatus) : null);
