import { describe, expect, it } from 'vitest';
import type { OrderLineToShip, ShippingOptions } from '@vendange/contracts';
import { defaultParcels, draftFor, shipmentBody, shipWayOf, suggestedDocument, trackingBody, withSuggestion } from './shipment-form';

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

describe('the stock exit of the Expédier dialog', () => {
  const options: ShippingOptions = {
    country: 'BE', consignee: 'Cave Peeters', recipientExciseNumber: 'BE0123456789', defaultWarehouseId: 1,
    warehouses: [{ id: 1, name: 'Chai du domaine', regime: 'suspended', sellsOnline: true }, { id: 2, name: 'Caveau de vente', regime: 'paid', sellsOnline: false }],
  };
  const ARC = '26FR0A1B2C3D4E5F6G7H8';

  it('starts from the default warehouse with the document suggested, the consignee’s excise number filled in', () => {
    const draft = withSuggestion(draftFor(lines), options);
    expect([draft.warehouseId, draft.documentType, draft.recipientExciseNumber]).toEqual(['1', 'DAE', 'BE0123456789']);
    expect(suggestedDocument(options, '').why).toBe('suspendedToBonded');
  });

  it('suggests again when another warehouse is chosen, unless the producer chose the document', () => {
    const fromCaveau = withSuggestion({ ...withSuggestion(draftFor(lines), options), warehouseId: '2' }, options);
    expect(fromCaveau.documentType).toBe('DSA');
    const chosen = withSuggestion({ ...withSuggestion(draftFor(lines), options), documentType: 'DAA', documentChosen: true, warehouseId: '2' }, options);
    expect(chosen.documentType).toBe('DAA');
    expect(withSuggestion(draftFor(lines), { ...options, country: 'FR', recipientExciseNumber: null }).documentType).toBe('');
  });

  it('sends the warehouse and the document as the server checks them: a number, a DAE’s as an ARC, a consignee’s excise number', () => {
    const draft = withSuggestion(draftFor(lines), options);
    expect(shipmentBody(draft, lines)).toEqual({ ok: false, errors: { documentNumber: 'documentNumberNeeded' } });
    expect(shipmentBody({ ...draft, documentNumber: '123' }, lines)).toEqual({ ok: false, errors: { documentNumber: 'documentArc' } });
    expect(shipmentBody({ ...draft, documentNumber: ARC, recipientExciseNumber: '12' }, lines)).toEqual({ ok: false, errors: { recipientExciseNumber: 'recipientFormat' } });
    const ok = shipmentBody({ ...draft, documentNumber: ` ${ARC.toLowerCase()} `, recipientExciseNumber: 'be 0123456789' }, lines);
    expect(ok).toMatchObject({ ok: true, body: { warehouseId: 1, accompanying: { type: 'DAE', number: ARC, recipientExciseNumber: 'BE0123456789' } } });
    const dsa = shipmentBody({ ...draft, documentType: 'DSA', documentNumber: 'DSA-12', recipientExciseNumber: 'BE0123456789' }, lines);
    expect(dsa).toMatchObject({ ok: true, body: { accompanying: { type: 'DSA', number: 'DSA-12', recipientExciseNumber: null } } });
    expect(shipmentBody({ ...draft, documentType: '' }, lines)).not.toHaveProperty('body.accompanying');
  });
});
