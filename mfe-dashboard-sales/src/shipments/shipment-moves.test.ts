import { describe, expect, it } from 'vitest';
import { asksConfirmation, asksTracking, movesOf } from './shipment-moves';

describe('the moves offered on a shipment', () => {
  it('follows the server table (docs/decisions/shipments.md)', () => {
    expect(movesOf({ status: 'preparation', handOver: false })).toEqual(['transit', 'pickup']);
    expect(movesOf({ status: 'transit', handOver: false })).toEqual(['delivered', 'exception', 'returned']);
    expect(movesOf({ status: 'exception', handOver: false })).toEqual(['transit', 'delivered', 'returned']);
    for (const status of ['pickup', 'delivered', 'returned'] as const) expect(movesOf({ status, handOver: false })).toEqual([]);
  });
  it('never puts in transit what is handed over at a collection point', () => {
    expect(movesOf({ status: 'preparation', handOver: true })).toEqual(['pendingPickup', 'pickup']);
    expect(movesOf({ status: 'pendingPickup', handOver: true })).toEqual(['pickup']);
  });
  it('asks for the tracking before transit when it is missing, and confirms a return', () => {
    expect(asksTracking({ carrier: null, trackingNumber: null }, 'transit')).toBe(true);
    expect(asksTracking({ carrier: 'Colissimo', trackingNumber: null }, 'transit')).toBe(true);
    expect(asksTracking({ carrier: 'Colissimo', trackingNumber: '6A1' }, 'transit')).toBe(false);
    expect(asksTracking({ carrier: null, trackingNumber: null }, 'delivered')).toBe(false);
    expect([asksConfirmation('returned'), asksConfirmation('delivered')]).toEqual([true, false]);
  });
});
