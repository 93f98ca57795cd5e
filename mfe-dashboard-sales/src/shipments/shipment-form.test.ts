import { describe, expect, it } from 'vitest';
import type { OrderLineToShip } from '@vendange/contracts';
import { defaultParcels, draftFor, shipmentBody, shipWayOf, trackingBody } from './shipment-form';

const lines: OrderLineToShip[] = [
  { orderLineId: 11, label: 'Château Bel-Air 2020', ordered: 6, shipped: 0, remaining: 6 },
  { orderLineId: 12, label: 'Rosé des Coteaux', ordered: 13, shipped: 5, remaining: 8 },
  { orderLineId: 13, label: 'Coffret', ordered: 1, shipped: 1, remaining: 0 },
];

describe('the Expédier dialog', () => {
  it('starts with all that is left of each line, shipped now', () => {
    const draft = draftFor(lines);
    expect(draft.quantities).toEqual({ 11: '6', 12: '8' });
    expect(draft.ship).toBe(true);
    const check = shipmentBody(draft, lines);
    expect(check).toEqual({ ok: true, units: 14, body: { lines: [{ orderLineId: 11, quantity: 6 }, { orderLineId: 12, quantity: 8 }], ship: true } });
  });

  it('skips a line at 0 and sends parcels, carrier and tracking trimmed', () => {
    const draft = { ...draftFor(lines), quantities: { 11: '0', 12: ' 3 ' }, parcels: '2', carrier: ' Colissimo ', trackingNumber: '6A123', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123', ship: false };
    expect(shipmentBody(draft, lines)).toEqual({
      ok: true, units: 3,
      body: { lines: [{ orderLineId: 12, quantity: 3 }], parcels: 2, carrier: 'Colissimo', trackingNumber: '6A123', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123', ship: false },
    });
  });

  it('refuses more than is left, a quantity that is not whole, nothing chosen', () => {
    expect(shipmentBody({ ...draftFor(lines), quantities: { 11: '7', 12: '1,5' } }, lines)).toEqual({ ok: false, errors: { 'line:11': 'quantityTooMany', 'line:12': 'quantityFormat' } });
    expect(shipmentBody({ ...draftFor(lines), quantities: { 11: '0', 12: '' } }, lines)).toEqual({ ok: false, errors: { lines: 'nothingChosen' } });
  });

  it('checks parcels and the tracking fields as the server does', () => {
    const draft = { ...draftFor(lines), parcels: '0', carrier: 'x'.repeat(61), trackingNumber: 'y'.repeat(61), trackingUrl: 'laposte.fr' };
    expect(shipmentBody(draft, lines)).toEqual({
      ok: false, errors: { parcels: 'parcelsRange', carrier: 'carrierLength', trackingNumber: 'trackingNumberLength', trackingUrl: 'trackingUrlFormat' },
    });
    expect(shipmentBody({ ...draftFor(lines), parcels: 'deux' }, lines)).toEqual({ ok: false, errors: { parcels: 'parcelsFormat' } });
    expect(trackingBody({ carrier: '', trackingNumber: ' 6A1 ', trackingUrl: 'ftp://x.fr' })).toEqual({ ok: false, errors: { trackingUrl: 'trackingUrlFormat' } });
    expect(trackingBody({ carrier: 'DPD', trackingNumber: ' 6A1 ', trackingUrl: '' })).toEqual({ ok: true, body: { carrier: 'DPD', trackingNumber: '6A1' } });
  });

  it('counts one parcel per 12 units, at least one', () => {
    expect([defaultParcels(0), defaultParcels(12), defaultParcels(13), defaultParcels(19)]).toEqual([1, 1, 2, 2]);
  });
});

describe('how an order leaves', () => {
  it('goes by carrier, waits at a collection point, or is handed over without a delivery', () => {
    expect(shipWayOf({ collectionPoint: false, shippingName: 'Colissimo' })).toBe('carrier');
    expect(shipWayOf({ collectionPoint: true, shippingName: 'Retrait : Caveau' })).toBe('collection');
    expect(shipWayOf({ collectionPoint: false, shippingName: null })).toBe('handOver');
  });
});
