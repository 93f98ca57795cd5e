import { ANY_EXCISE_NUMBER, ARC, exitDocumentFor, type CreateShipmentBody, type ExitDocumentChoice, type ExitDocumentType, type OrderLineToShip, type ShippingOptions } from '@vendange/contracts';

/** The Expédier dialog as typed: a quantity per order line (by its id), parcels, carrier and tracking, shipped now or not. */
export interface ShipmentDraft {
  quantities: Record<number, string>;
  parcels: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  ship: boolean;
  /** The warehouse the goods leave, by id ('' = the shop's shipping warehouse). */
  warehouseId: string;
  /** The accompanying document ('' = none), its number, and a DAE's consignee excise number. */
  documentType: ExitDocumentType | '';
  documentNumber: string;
  recipientExciseNumber: string;
  /** The producer chose the document themselves: a change of warehouse no longer replaces it with the suggestion. */
  documentChosen: boolean;
}

/** Why the draft cannot be sent, per field (`line:<id>` for a line's quantity): the dialog says it in French. */
export type ShipmentError = 'quantityFormat' | 'quantityTooMany' | 'nothingChosen' | 'parcelsFormat' | 'parcelsRange' | 'carrierLength' | 'trackingNumberLength' | 'trackingUrlFormat'
  | 'documentNumberNeeded' | 'documentArc' | 'recipientFormat';
export type ShipmentErrors = Partial<Record<string, ShipmentError>>;

export type ShipmentCheck = { ok: true; body: CreateShipmentBody; units: number } | { ok: false; errors: ShipmentErrors };

/** A new draft: every line with all that is left of it, shipped now (the client gets the tracking). */
export function draftFor(lines: readonly OrderLineToShip[]): ShipmentDraft {
  return {
    quantities: Object.fromEntries(lines.filter((l) => l.remaining > 0).map((l) => [l.orderLineId, String(l.remaining)])),
    parcels: '', carrier: '', trackingNumber: '', trackingUrl: '', ship: true,
    warehouseId: '', documentType: '', documentNumber: '', recipientExciseNumber: '', documentChosen: false,
  };
}

/** The document suggested for the warehouse chosen (the default one when none is), from where the goods go and to whom. */
export function suggestedDocument(options: ShippingOptions, warehouseId: string): ExitDocumentChoice {
  const id = warehouseId === '' ? options.defaultWarehouseId : Number(warehouseId);
  const warehouse = options.warehouses.find((w) => w.id === id);
  // Without a ledger (no warehouse) the wine is taken as leaving a bonded cellar, as most producers' does.
  return exitDocumentFor({ country: options.country, recipientExciseNumber: options.recipientExciseNumber, regime: warehouse?.regime ?? 'suspended' });
}

/** The draft once the options are read, or after the warehouse changed: the default warehouse, the document suggested. */
export function withSuggestion(draft: ShipmentDraft, options: ShippingOptions): ShipmentDraft {
  const warehouseId = draft.warehouseId === '' && options.defaultWarehouseId !== null ? String(options.defaultWarehouseId) : draft.warehouseId;
  if (draft.documentChosen) return { ...draft, warehouseId };
  return { ...draft, warehouseId, documentType: suggestedDocument(options, warehouseId).suggested ?? '', recipientExciseNumber: draft.recipientExciseNumber || (options.recipientExciseNumber ?? '') };
}

const spaced = (v: string) => v.trim().toUpperCase().replace(/\s+/g, '');

/** The accompanying document as the server checks it (exitDocumentBodySchema): a number, a DAE's as an ARC, a consignee's excise number. */
function documentBody(draft: ShipmentDraft): { ok: true; body: CreateShipmentBody['accompanying'] } | { ok: false; errors: ShipmentErrors } {
  if (draft.documentType === '') return { ok: true, body: null };
  const number = spaced(draft.documentNumber);
  const recipient = draft.documentType === 'DAE' ? spaced(draft.recipientExciseNumber) : '';
  const errors: ShipmentErrors = {};
  if (number === '') errors.documentNumber = 'documentNumberNeeded';
  else if (draft.documentType === 'DAE' && !ARC.test(number)) errors.documentNumber = 'documentArc';
  if (recipient !== '' && !ANY_EXCISE_NUMBER.test(recipient)) errors.recipientExciseNumber = 'recipientFormat';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { type: draft.documentType, number, recipientExciseNumber: recipient || null } };
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
  const document = documentBody(draft);
  if (!document.ok) Object.assign(errors, document.errors);
  if (!tracking.ok || !document.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    units: chosen.reduce((sum, l) => sum + l.quantity, 0),
    body: {
      lines: chosen, ...(parcels ? { parcels: Number(parcels) } : {}), ...tracking.body, ship: draft.ship,
      ...(draft.warehouseId !== '' ? { warehouseId: Number(draft.warehouseId) } : {}), ...(document.body ? { accompanying: document.body } : {}),
    },
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
