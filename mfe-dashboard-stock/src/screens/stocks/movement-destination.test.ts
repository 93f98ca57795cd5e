import { describe, expect, it } from 'vitest';
import { destinationText, documentHref, exitDocumentText } from './movement-destination';

const dae = { id: 3, type: 'DAE' as const, number: '26FR0A1B2C3D4E5F6G7H8', recipientExciseNumber: 'BE0123456789', dischargedAt: null };

describe('a movement’s document and destination in the ledger list', () => {
  it('links a shipment to its order, a ticket to its sale, a sample and a purchase to their pages', () => {
    expect(documentHref({ type: 'shipment', id: 9, ref: 'BL-2026-0001', orderId: 41 })).toBe('/dashboard/orders/41');
    expect(documentHref({ type: 'ticket', id: 41, ref: 'T-1', orderId: null })).toBe('/dashboard/orders/41');
    expect(documentHref({ type: 'sample', id: 5, ref: 'ECH-2026-0001', orderId: null })).toBe('/dashboard/orders/samples/5');
    expect(documentHref({ type: 'purchase', id: 7, ref: 'PO-2026-0001', orderId: null })).toBe('/dashboard/purchases/7');
  });
  it('links nothing without a page: no document, a shipment written before it kept its order, an import', () => {
    expect(documentHref(null)).toBeNull();
    expect(documentHref({ type: 'shipment', id: 9, ref: 'BL-2026-0001', orderId: null })).toBeNull();
    expect(documentHref({ type: 'import', id: 2, ref: 'stock.csv', orderId: null })).toBeNull();
  });
  it('writes the accompanying document, the country and the consignee’s excise number', () => {
    expect(exitDocumentText({ exitDocument: dae })).toBe('DAE 26FR0A1B2C3D4E5F6G7H8');
    expect(exitDocumentText({ exitDocument: null })).toBeNull();
    expect(destinationText({ destination: 'BE', exitDocument: dae }, (c) => (c === 'BE' ? 'Belgique' : c))).toBe('Belgique · BE0123456789');
    expect(destinationText({ destination: 'JP', exitDocument: null })).toBe('JP');
    expect(destinationText({ destination: null, exitDocument: null })).toBeNull();
  });
});
