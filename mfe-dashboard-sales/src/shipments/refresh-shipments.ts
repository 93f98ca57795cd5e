import { mutate } from 'swr';
import { isShipmentsKey } from './delivery-view';

/**
 * Every cached read of shipments (what is left to ship, the shipments, an order's) is read again: the API client
 * only refreshes the collection a change was sent to (/v1/orders after a shipment, /v1/shipments after a move).
 */
export function refreshShipments(): Promise<unknown> {
  return mutate(isShipmentsKey);
}
