import type { CreateShipmentBody, OrderLineToShip } from '@vendange/contracts';

/** The Expédier dialog as typed: a quantity per order line (by its id), parcels, carrier and tracking, shipped now or not. */
export interface ShipmentDraft {
  quantities: Record<number, string>;
  parcels: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  ship: boolean;
}

/** Why the draft cannot be sent, per field (`line:<id>` for a line's quantity): the dialog says it in French. */
export type ShipmentError = 'quantityFormat' | 'quantityTooMany' | 'nothingChosen' | 'parcelsFormat' | 'parcelsRange' | 'carrierLength' | 'trackingNumberLength' | 'trackingUrlFormat';
export type ShipmentErrors = Partial<Record<string, ShipmentError>>;

export type ShipmentCheck = { ok: true; body: CreateShipmentBody; units: number } | { ok: false; errors: ShipmentErrors };

/** A new draft: every line with all that is left of it, shipped now (the client gets the tracking). */
export function draftFor(lines: readonly OrderLineToShip[]): ShipmentDraft {
  return {
    quantities: Object.fromEntries(lines.filter((l) => l.remaining > 0).map((l) => [l.orderLineId, String(l.remaining)])),
    parcels: '', carrier: '', trackingNumber: '', trackingUrl: '', ship: true,
  };
}

const WHOLE = /^\d{1,6}$/;

/** A tracking page: an http(s) address, as the server's schema wants. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && text.length <= 500;
  } catch {
    return false;
  }
}

/**
 * Checks the draft as the server will (CreateShipmentBody) and builds the body of POST /v1/orders/{id}/shipments:
 * the lines with a quantity above 0 (0 skips a line), each at most what is left; parcels left out when empty (the
 * server counts one per 12 units, or the delivery mode's own); empty texts left out.
 */
export function shipmentBody(draft: ShipmentDraft, lines: readonly OrderLineToShip[]): ShipmentCheck {
  const errors: ShipmentErrors = {};
  const chosen: Array<{ orderLineId: number; quantity: number }> = [];
  for (const line of lines.filter((l) => l.remaining > 0)) {
    const typed = (draft.quantities[line.orderLineId] ?? '').trim();
    const key = `line:${line.orderLineId}`;
    if (typed === '') continue;
    if (!WHOLE.test(typed)) errors[key] = 'quantityFormat';
    else if (Number(typed) > line.remaining) errors[key] = 'quantityTooMany';
    else if (Number(typed) > 0) chosen.push({ orderLineId: line.orderLineId, quantity: Number(typed) });
  }
  if (chosen.length === 0 && Object.keys(errors).length === 0) errors.lines = 'nothingChosen';
  const parcels = draft.parcels.trim();
  if (parcels !== '' && !WHOLE.test(parcels)) errors.parcels = 'parcelsFormat';
  else if (parcels !== '' && (Number(parcels) < 1 || Number(parcels) > 999)) errors.parcels = 'parcelsRange';
  const tracking = trackingBody(draft);
  if (!tracking.ok) Object.assign(errors, tracking.errors);
  if (!tracking.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    units: chosen.reduce((sum, l) => sum + l.quantity, 0),
    body: { lines: chosen, ...(parcels ? { parcels: Number(parcels) } : {}), ...tracking.body, ship: draft.ship },
  };
}

/** The parcels the server counts when none is typed: one per 12 units, at least one (a delivery mode may count otherwise). */
export const defaultParcels = (units: number): number => Math.max(1, Math.ceil(units / 12));

/** Carrier and tracking given when a shipment goes in transit: empty texts left out, the address checked. */
export function trackingBody(draft: Pick<ShipmentDraft, 'carrier' | 'trackingNumber' | 'trackingUrl'>):
  { ok: true; body: { carrier?: string; trackingNumber?: string; trackingUrl?: string } } | { ok: false; errors: ShipmentErrors } {
  const carrier = draft.carrier.trim();
  const trackingNumber = draft.trackingNumber.trim();
  const trackingUrl = draft.trackingUrl.trim();
  const errors: ShipmentErrors = {};
  if (carrier.length > 60) errors.carrier = 'carrierLength';
  if (trackingNumber.length > 60) errors.trackingNumber = 'trackingNumberLength';
  if (trackingUrl !== '' && !isWebAddress(trackingUrl)) errors.trackingUrl = 'trackingUrlFormat';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { ...(carrier ? { carrier } : {}), ...(trackingNumber ? { trackingNumber } : {}), ...(trackingUrl ? { trackingUrl } : {}) } };
}

/** How the order's goods leave, which decides what "now" means: by carrier (in transit), at a collection point (ready to collect), at the estate (handed over). */
export type ShipWay = 'carrier' | 'collection' | 'handOver';

/** The order's way from its delivery: a collection point, none at all (entered at the desk, taken at the estate), else a carrier. */
export const shipWayOf = (order: { collectionPoint: boolean; shippingName: string | null }): ShipWay =>
  order.collectionPoint ? 'collection' : order.shippingName === null ? 'handOver' : 'carrier';
