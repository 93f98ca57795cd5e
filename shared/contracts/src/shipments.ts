import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { deliveryStatuses, shipmentStatuses } from './shipment-names';
import { exitDocumentBodySchema, shippingWarehouseSchema } from './stock';

/**
 * Shipments (issue 17, docs/decisions/shipments.md): what a validated order still has to ship, each
 * shipment with its lines, parcels, carrier and tracking, and the spec point 4 delivery statuses.
 */
export const deliveryStatusSchema = z.enum(deliveryStatuses);

export const shipmentStatusSchema = z.enum(shipmentStatuses);

/** A line of an order with what is shipped of it and what is left. */
export const orderLineToShipSchema = z.object({
  orderLineId: z.number().int(),
  label: z.string(),
  ordered: z.number().int(),
  shipped: z.number().int(),
  remaining: z.number().int(),
});
export type OrderLineToShip = z.infer<typeof orderLineToShipSchema>;

export const shipmentSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  orderId: z.number().int(),
  orderReference: z.string(),
  clientName: z.string(),
  /** BL-<year>-<n>: the delivery note's number. */
  number: z.string(),
  status: shipmentStatusSchema,
  /** Handed over at a collection point (or the estate) instead of shipped. */
  handOver: z.boolean(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  parcels: z.number().int(),
  /** Units in it (bottles, boxes…), the sum of its lines. */
  units: z.number().int(),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lines: z.array(z.object({ orderLineId: z.number().int(), label: z.string(), quantity: z.number().int() })),
  /** The partial invoice of what it carried, once issued (POST /v1/orders/{id}/invoice with its id). */
  invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** GET /v1/orders/{id}/shipments: the order's delivery status, what is left to ship, its shipments. */
export const orderShipmentsSchema = z.object({
  orderId: z.number().int(),
  deliveryStatus: deliveryStatusSchema,
  lines: z.array(orderLineToShipSchema),
  shipments: z.array(shipmentSchema),
});
export type OrderShipments = z.infer<typeof orderShipmentsSchema>;

/** GET /v1/shipments/to-ship: validated orders with units left to ship, oldest first. */
export const orderToShipSchema = z.object({
  orderId: z.number().int(),
  reference: z.string(),
  clientName: z.string(),
  createdAt: z.string(),
  deliveryStatus: deliveryStatusSchema,
  /** The delivery chosen ('Colissimo', 'Retrait : Caveau'), null when none. */
  shippingName: z.string().nullable(),
  collectionPoint: z.boolean(),
  remainingUnits: z.number().int(),
  lines: z.array(orderLineToShipSchema),
});
export type OrderToShip = z.infer<typeof orderToShipSchema>;

export const toShipQuerySchema = paginationQuerySchema.extend({ shopId: idSchema.optional() });
export const shipmentListQuerySchema = paginationQuerySchema.extend({ shopId: idSchema.optional(), status: shipmentStatusSchema.optional() });

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** POST /v1/orders/{id}/shipments: lines and quantities (all that is left when absent), parcels, carrier and tracking. */
export const createShipmentBodySchema = z.object({
  lines: z.array(z.object({
    orderLineId: idSchema,
    quantity: z.number().int('La quantité doit être un nombre entier.').min(1, 'La quantité doit être au moins 1.'),
  })).min(1, 'Choisissez au moins une ligne à expédier.').optional(),
  carrier: text(60, 'Le transporteur fait au plus 60 caractères.').nullable().optional(),
  trackingNumber: text(60, 'Le numéro de suivi fait au plus 60 caractères.').nullable().optional(),
  trackingUrl: z.string().trim().url('Le lien de suivi doit être une adresse web (https://…).').max(500).nullable().optional(),
  /** Parcels; absent: one per 12 units (or the delivery mode's own count), at least one. */
  parcels: z.number().int('Le nombre de colis est un entier.').min(1, 'Au moins un colis.').max(999, 'Au plus 999 colis.').optional(),
  /** Shipped now (in transit, the client mailed with the tracking), else kept in preparation. */
  ship: z.boolean().optional(),
  /** The warehouse the goods leave (one of the shop's, active); absent: the shop's shipping warehouse. */
  warehouseId: idSchema.optional(),
  /** The accompanying document (DAE, DSA…) made in GAMMA that the goods leave under: kept with the stock exit, in the DRM annex. */
  accompanying: exitDocumentBodySchema.nullable().optional(),
});
export type CreateShipmentBody = z.input<typeof createShipmentBodySchema>;

/**
 * GET /v1/orders/{id}/shipping-options: what the Expédier dialog needs to suggest a warehouse and a document: where
 * the goods go (the delivery country; null when handed over here), the consignee and its excise number, and the
 * shop's warehouses (empty without the stock module), the default one first chosen.
 */
export const shippingOptionsSchema = z.object({
  country: z.string().nullable(),
  consignee: z.string().nullable(),
  recipientExciseNumber: z.string().nullable(),
  warehouses: z.array(shippingWarehouseSchema),
  defaultWarehouseId: z.number().int().nullable(),
});
export type ShippingOptions = z.infer<typeof shippingOptionsSchema>;

/** PUT /v1/shipments/{id}/status: the shipment's next step. */
export const shipmentStatusBodySchema = z.object({
  status: z.enum(['transit', 'pendingPickup', 'pickup', 'delivered', 'returned', 'exception']),
  carrier: text(60, 'Le transporteur fait au plus 60 caractères.').nullable().optional(),
  trackingNumber: text(60, 'Le numéro de suivi fait au plus 60 caractères.').nullable().optional(),
  trackingUrl: z.string().trim().url('Le lien de suivi doit être une adresse web (https://…).').max(500).nullable().optional(),
});
export type ShipmentStatusBody = z.infer<typeof shipmentStatusBodySchema>;
