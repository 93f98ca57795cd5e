import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderShipments, OrderToShip, SaleDetail, Shipment } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { shipmentMessages } from '@vendange/service-orders/shipments/shipment-routes';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

/** Shipments (issue 17): partial shipments, parcels, tracking, the delivery note, the client mailed. */
describe.each(kinds)('shipments (%s)', (kind) => {
  let h: Harness;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, email: string | null, payload?: object) =>
    h.app.inject({ method, url, headers: email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {}, ...(payload ? { payload } : {}) });
  /** A validated order entered at the desk for Cave du Vieux Port: 6 Rosés and 13 of product 1, by Colissimo or at the caveau. */
  async function order(shipping: object = { type: 'colissimo', ref: 'domicile' }): Promise<SaleDetail> {
    const res = await call('POST', '/v1/orders/staff', 'owner@vendange.test', {
      shopId: 1, kind: 'order', clientId: 1, validate: true, shipping,
      lines: [{ productId: 3, quantity: 6 }, { productId: 1, quantity: 13 }],
    });
    expect(res.statusCode).toBe(201);
    return res.json<SaleDetail>();
  }

  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  it('ships an order in two parts: what is left follows, the client gets the tracking link, the order ends delivered', async () => {
    const o = await order();
    const [rose, other] = o.lines;
    const toShip = (await call('GET', '/v1/shipments/to-ship?shopId=1&limit=100', 'owner@vendange.test')).json<{ items: OrderToShip[] }>();
    expect(toShip.items.find((t) => t.orderId === o.id)).toMatchObject({ remainingUnits: 19, deliveryStatus: 'pending', shippingName: 'Colissimo à domicile' });

    const first = await call('POST', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test', {
      lines: [{ orderLineId: rose!.id, quantity: 6 }, { orderLineId: other!.id, quantity: 6 }], ship: true,
      carrier: 'Colissimo', trackingNumber: '6A12345678901', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    });
    expect(first.statusCode).toBe(201);
    const s1 = first.json<Shipment>();
    expect(s1).toMatchObject({ status: 'transit', units: 12, parcels: 1, carrier: 'Colissimo', orderReference: o.reference });
    expect(s1.number).toMatch(/^BL-\d{4}-\d{4}$/);
    await h.settle();
    const mail = h.mails().filter((m) => m.to === 'cave@vieuxport.test').at(-1)!;
    expect(mail.subject).toBe(`Votre commande ${o.reference} est en route`);
    expect(mail.text).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    expect(mail.text).toContain('6A12345678901');

    const tooMany = await call('POST', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test', { lines: [{ orderLineId: rose!.id, quantity: 1 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(shipmentMessages.tooMany(rose!.label, 0));

    const mid = (await call('GET', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test')).json<OrderShipments>();
    expect(mid.deliveryStatus).toBe('transit');
    expect(mid.lines.map((l) => l.remaining)).toEqual([0, 7]);

    // The rest, prepared first, then shipped: one parcel per 12 bottles of the mode.
    const second = (await call('POST', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test', {})).json<Shipment>();
    expect(second).toMatchObject({ status: 'preparation', units: 7, parcels: 1 });
    expect((await call('PUT', `/v1/shipments/${s1.id}/status`, 'owner@vendange.test', { status: 'delivered' })).json<Shipment>().status).toBe('delivered');
    expect((await call('GET', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test')).json<OrderShipments>().deliveryStatus).toBe('partiallyDelivered');
    expect((await call('PUT', `/v1/shipments/${second.id}/status`, 'owner@vendange.test', { status: 'transit', trackingNumber: '6A999' })).statusCode).toBe(200);
    expect((await call('PUT', `/v1/shipments/${second.id}/status`, 'owner@vendange.test', { status: 'delivered' })).statusCode).toBe(200);
    expect((await call('GET', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test')).json<OrderShipments>().deliveryStatus).toBe('delivered');
    // A final status stays so.
    expect((await call('PUT', `/v1/shipments/${second.id}/status`, 'owner@vendange.test', { status: 'transit' })).statusCode).toBe(409);
    const nothing = await call('POST', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test', {});
    expect(nothing.json().message).toBe(shipmentMessages.nothingLeft);
    const listed = (await call('GET', '/v1/shipments/to-ship?shopId=1&limit=100', 'owner@vendange.test')).json<{ items: OrderToShip[] }>();
    expect(listed.items.map((t) => t.orderId)).not.toContain(o.id);
  });

  it('hands a collection-point order over, and prints the delivery note', async () => {
    const o = await order({ collectionPointId: 'caveau' });
    const ready = (await call('POST', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test', { ship: true })).json<Shipment>();
    expect(ready).toMatchObject({ status: 'pendingPickup', handOver: true, units: 19, parcels: 2 });
    await h.settle();
    expect(h.mails().filter((m) => m.to === 'cave@vieuxport.test').at(-1)!.subject).toBe(`Votre commande ${o.reference} vous attend`);
    expect((await call('PUT', `/v1/shipments/${ready.id}/status`, 'owner@vendange.test', { status: 'pickup' })).json<Shipment>().status).toBe('pickup');
    const pdf = await call('GET', `/v1/shipments/${ready.id}/pdf`, 'owner@vendange.test');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('ships only validated orders, of its own shop, for staff with manageDelivery', async () => {
    const draft = (await call('POST', '/v1/orders/staff', 'owner@vendange.test', { shopId: 1, kind: 'order', clientId: 1, lines: [{ productId: 1, quantity: 1 }] })).json<SaleDetail>();
    expect((await call('POST', `/v1/orders/${draft.id}/shipments`, 'owner@vendange.test', {})).json().message).toBe(shipmentMessages.notShippable);
    const o = await order();
    expect((await call('POST', `/v1/orders/${o.id}/shipments`, 'owner2@vendange.test', {})).statusCode).toBe(404);
    expect((await call('GET', `/v1/orders/${o.id}/shipments`, 'owner2@vendange.test')).statusCode).toBe(404);
    expect((await call('GET', '/v1/shipments?shopId=1', 'owner2@vendange.test')).statusCode).toBe(403);
    expect((await call('POST', `/v1/orders/${o.id}/shipments`, 'buyer@vendange.test', {})).statusCode).toBe(403);
    const s = (await call('POST', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test', {})).json<Shipment>();
    expect((await call('GET', `/v1/shipments/${s.id}/pdf`, 'owner2@vendange.test')).statusCode).toBe(404);
    expect((await call('PUT', `/v1/shipments/${s.id}/status`, 'owner2@vendange.test', { status: 'transit' })).statusCode).toBe(404);
  });
});
