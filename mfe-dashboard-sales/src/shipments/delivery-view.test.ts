import { describe, expect, it } from 'vitest';
import { deliveryViewOf, deliveryViewQuery, isShipmentsKey } from './delivery-view';

describe('the Expéditions screen view in the URL', () => {
  it('reads the tab and the status, ignoring what it does not know', () => {
    expect(deliveryViewOf('')).toEqual({ tab: 'toShip', status: '' });
    expect(deliveryViewOf('?tab=shipments&status=transit')).toEqual({ tab: 'shipments', status: 'transit' });
    expect(deliveryViewOf('?tab=other&status=lost')).toEqual({ tab: 'toShip', status: '' });
  });
  it('writes the view back, keeping other parameters, the default leaving none', () => {
    expect(deliveryViewQuery('?x=1', { tab: 'shipments', status: 'delivered' }).toString()).toBe('x=1&tab=shipments&status=delivered');
    expect(deliveryViewQuery('?tab=shipments&status=delivered', { tab: 'toShip', status: 'delivered' }).toString()).toBe('');
    expect(deliveryViewQuery('?tab=shipments&status=delivered', { tab: 'shipments', status: '' }).toString()).toBe('tab=shipments');
  });
  it('knows which reads hold shipments', () => {
    expect(isShipmentsKey('/v1/shipments?shopId=1&page=1')).toBe(true);
    expect(isShipmentsKey('http://x/v1/shipments/to-ship?shopId=1')).toBe(true);
    expect(isShipmentsKey('/v1/orders/12/shipments')).toBe(true);
    expect(isShipmentsKey('/v1/orders/12')).toBe(false);
    expect(isShipmentsKey('/v1/invoices?orderId=12')).toBe(false);
    expect(isShipmentsKey(['/v1/shipments'])).toBe(false);
  });
});
