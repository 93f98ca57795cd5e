import { describe, expect, it } from 'vitest';
import { canMove, deliveryStatusOf, linesToShip, parcelsFor } from './delivery-status';

const lines = [{ id: 1, label: 'Rosé 75 cl', quantity: 12 }, { id: 2, label: 'Rouge 75 cl', quantity: 6 }];
const shipment = (status: Parameters<typeof canMove>[0], parts: Array<[number, number]>) => ({ status, lines: parts.map(([orderLineId, quantity]) => ({ orderLineId, quantity })) });

describe('what is left to ship and the delivery status of an order', () => {
  it('counts what left, and gives back what was returned', () => {
    const left = linesToShip(lines, [shipment('transit', [[1, 6]]), shipment('returned', [[2, 6]])]);
    expect(left.map((l) => [l.shipped, l.remaining])).toEqual([[6, 6], [0, 6]]);
  });

  it('reads the status from the shipments', () => {
    const of = (shipments: Array<ReturnType<typeof shipment>>) => deliveryStatusOf(linesToShip(lines, shipments), shipments);
    expect(of([])).toBe('pending');
    expect(of([shipment('preparation', [[1, 12]])])).toBe('preparation');
    expect(of([shipment('transit', [[1, 12]])])).toBe('transit');
    expect(of([shipment('pendingPickup', [[1, 12], [2, 6]])])).toBe('pendingPickup');
    expect(of([shipment('delivered', [[1, 12]])])).toBe('partiallyDelivered');
    expect(of([shipment('delivered', [[1, 12]]), shipment('delivered', [[2, 6]])])).toBe('delivered');
    expect(of([shipment('pickup', [[1, 12], [2, 6]])])).toBe('delivered');
    expect(of([shipment('delivered', [[1, 12]]), shipment('returned', [[2, 6]])])).toBe('partiallyReturned');
    expect(of([shipment('returned', [[1, 12], [2, 6]])])).toBe('returned');
    expect(of([shipment('delivered', [[1, 12]]), shipment('exception', [[2, 6]])])).toBe('exception');
  });

  it('moves a shipment forward only, never out of a final status', () => {
    expect(canMove('preparation', 'transit')).toBe(true);
    expect(canMove('transit', 'delivered')).toBe(true);
    expect(canMove('exception', 'transit')).toBe(true);
    expect(canMove('delivered', 'returned')).toBe(false);
    expect(canMove('preparation', 'delivered')).toBe(false);
    expect(canMove('pickup', 'transit')).toBe(false);
  });

  it('counts one parcel per 12 units by default, at least one', () => {
    expect([1, 12, 13, 24, 25].map((u) => parcelsFor(u))).toEqual([1, 1, 2, 2, 3]);
    expect(parcelsFor(13, 6)).toBe(3);
    expect(parcelsFor(0)).toBe(1);
  });
});
