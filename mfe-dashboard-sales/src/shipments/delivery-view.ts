import { shipmentStatusOf, type ShipmentStatus } from '@vendange/contracts';

/** What the Expéditions screen shows, kept in the URL query (?tab=shipments&status=transit): a link or a reload keeps it. */
export interface DeliveryView {
  tab: 'toShip' | 'shipments';
  /** The shipments tab's status filter; '' is "any". */
  status: ShipmentStatus | '';
}

/** The view a URL query holds: the orders to ship unless told otherwise; anything unknown is ignored. */
export function deliveryViewOf(search: string): DeliveryView {
  const params = new URLSearchParams(search);
  return { tab: params.get('tab') === 'shipments' ? 'shipments' : 'toShip', status: shipmentStatusOf(params.get('status')) ?? '' };
}

/** The URL query of a view, keeping the other parameters; the default view leaves none. */
export function deliveryViewQuery(search: string, view: DeliveryView): URLSearchParams {
  const params = new URLSearchParams(search);
  if (view.tab === 'shipments') params.set('tab', 'shipments');
  else params.delete('tab');
  if (view.tab === 'shipments' && view.status) params.set('status', view.status);
  else params.delete('status');
  return params;
}

/** Whether an SWR key reads shipments (both lists, an order's shipments), read again after a shipment is made or moves on. */
export function isShipmentsKey(key: unknown): boolean {
  return typeof key === 'string' && /\/v1\/(?:shipments(?:[/?]|$)|orders\/\d+\/shipments(?:\?|$))/.test(key);
}
