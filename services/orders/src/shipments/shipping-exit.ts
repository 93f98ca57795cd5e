import { exitDocumentMessages, stockMessages, type CreateShipmentBody, type ShippingOptions, type ShippingWarehouses } from '@vendange/contracts';
import { HttpError, type InternalCall } from '@vendange/service-kit';
import type { orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;
type CheckedBody = Pick<CreateShipmentBody, 'warehouseId'> & { accompanying?: { type: string; number: string } | null | undefined };

const warehousesOf = (internal: InternalCall, shopId: number) => internal<ShippingWarehouses>('stock', 'GET', `/v1/internal/stock/shops/${shopId}/shipping-warehouses`);

/**
 * What the Expédier dialog needs to suggest a warehouse and a document (`exitDocumentFor`): where the goods go
 * (the delivery address's country; none when handed over at the estate or a collection point), to whom, with the
 * consignee's excise number (a bonded buyer), and the shop's warehouses.
 */
export async function shippingOptionsOf(internal: InternalCall, order: OrderRow): Promise<ShippingOptions> {
  const handOver = Boolean(order.shipping?.collectionPoint) || order.shipping === null;
  const address = handOver ? null : order.deliveryAddress ?? null;
  const consignee = address ? (address.name?.trim() || `${address.firstname} ${address.lastname}`.trim()) : order.clientName;
  const warehouses = await warehousesOf(internal, order.shopId);
  return {
    country: address?.country?.trim().toUpperCase() || null, consignee: consignee || null, recipientExciseNumber: address?.exciseNumber?.trim() || null,
    warehouses: warehouses.items, defaultWarehouseId: warehouses.defaultId,
  };
}

/**
 * Before a shipment is made: the warehouse chosen is one of the shop's, active (404 otherwise, in French), and the
 * accompanying document's number is not already on another exit (409). Stock writes the exit later (a job), so it is
 * checked here, where the producer still sees the refusal.
 */
export async function checkedShippingExit(internal: InternalCall, shopId: number, body: CheckedBody): Promise<void> {
  if (body.warehouseId !== undefined) {
    const { items } = await warehousesOf(internal, shopId);
    if (!items.some((w) => w.id === body.warehouseId)) throw new HttpError(404, 'WAREHOUSE_NOT_FOUND', stockMessages.warehouseUnknown);
  }
  if (body.accompanying) {
    const { type, number } = body.accompanying;
    const { taken } = await internal<{ taken: boolean }>('stock', 'POST', '/v1/internal/stock/exit-documents/taken', { shopId, type, number });
    if (taken) throw new HttpError(409, 'EXIT_DOCUMENT_TAKEN', exitDocumentMessages.duplicate(type, number));
  }
}
