import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitDocumentMessages, stockMessages, type CheckoutResult, type DrmAnnexDocument, type DrmReturn, type Movement, type ProductDetail, type Shipment, type ShippingOptions } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
/** Shop 1's seeded warehouses: the bonded cellar sells online, the duty-paid cellar-door shop does not. */
const CHAI = 1;
const CAVEAU = 2;
const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 7);
/** An ARC of its own (2 digits, the country, 16 characters, a check digit): the numbers are unique per shop. */
const newArc = () => `26FR${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}7`;

/**
 * Issue 19: a shipment's stock exit leaves the warehouse the producer chose, under the accompanying document typed in
 * the Expédier dialog (a DAE to a bonded consignee abroad), kept as a manual exit's: in the movements list, the DRM's
 * annex and « Marquer apuré »; its return comes back to the warehouse it left.
 */
describe.each(kinds)('a shipment leaves under its DAE from the warehouse chosen (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email = OWNER) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: await auth(email), ...(payload ? { payload } : {}) });
  const forSale = async (formatId: number) => {
    const [row] = (await h.handle.db.execute(sql`select stock from catalog.formats where id = ${formatId}`)) as unknown as { stock: number | null }[];
    return row!.stock;
  };
  /** A wine of its own, bottled in both warehouses, and a validated order of `quantity` shipped to a bonded buyer in Brussels. */
  const orderAbroad = async (name: string, quantity: number) => {
    const made = await call('POST', '/v1/products', { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500 }] });
    expect(made.statusCode, made.body).toBe(201);
    const product = made.json<ProductDetail>();
    const formatId = product.formats[0]!.id!;
    for (const warehouseId of [CHAI, CAVEAU]) {
      const bottled = await call('POST', '/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'bottling', warehouseId, lines: [{ formatId, quantity: 12 }] });
      expect(bottled.statusCode, bottled.body).toBe(201);
    }
    await h.settle();
    const placed = await call('POST', '/v1/orders/checkout', {
      checkoutId: randomUUID(), orders: [{ seller: { id: 1 }, products: [{ id: product.id, quantity }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'transfer' }],
      deliveryAddress: { firstname: 'Marc', lastname: 'Peeters', name: 'Cave Peeters', street: '8 rue Royale', zipcode: '1000', city: 'Bruxelles', country: 'BE', exciseNumber: 'BE0123456789' },
      billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
    }, 'buyer@vendange.test');
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<CheckoutResult>().orders[0]!;
    expect((await call('PUT', `/v1/orders/${order.id}/validate`)).statusCode).toBe(200);
    return { formatId, orderId: order.id };
  };

  it('ships to a bonded buyer in Belgium under a DAE: the exit carries it, the annex lists it, it is discharged once', async () => {
    const { formatId, orderId } = await orderAbroad('Cuvée Bruxelles', 6);
    expect(await forSale(formatId)).toBe(6);

    const options = await call('GET', `/v1/orders/${orderId}/shipping-options`);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json<ShippingOptions>()).toMatchObject({ country: 'BE', consignee: 'Cave Peeters', recipientExciseNumber: 'BE0123456789', defaultWarehouseId: CHAI });
    expect(options.json<ShippingOptions>().warehouses.map((w) => [w.id, w.regime])).toEqual(expect.arrayContaining([[CHAI, 'suspended'], [CAVEAU, 'paid']]));
    expect((await call('GET', `/v1/orders/${orderId}/shipping-options`, undefined, 'owner2@vendange.test')).statusCode).toBe(404);

    const arc = newArc();
    const dae = { type: 'DAE', number: arc, recipientExciseNumber: 'BE 0123456789' };
    // Another shop's warehouse, or none of the shop's, is refused before anything is shipped.
    const foreign = await call('POST', `/v1/orders/${orderId}/shipments`, { ship: true, warehouseId: 999_999, accompanying: dae });
    expect([foreign.statusCode, foreign.json<{ message: string }>().message]).toEqual([404, stockMessages.warehouseUnknown]);
    const notArc = await call('POST', `/v1/orders/${orderId}/shipments`, { ship: true, accompanying: { type: 'DAE', number: '123' } });
    expect(notArc.statusCode).toBe(400);
    expect(notArc.body).toContain(exitDocumentMessages.arc);

    const shipped = await call('POST', `/v1/orders/${orderId}/shipments`, { ship: true, warehouseId: CHAI, accompanying: dae });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const shipment = shipped.json<Shipment>();
    await h.settle();
    // Held at checkout and shipped from the cellar selling online: the figure for sale stays as the checkout left it.
    expect(await forSale(formatId)).toBe(6);

    const exits = (await (await call('GET', `/v1/stocks/movements?shopId=1&formatId=${formatId}&reason=sale`)).json<{ items: Movement[] }>()).items;
    expect(exits.map((m) => [m.warehouseId, m.quantity, m.destination, m.document?.ref, m.document?.orderId])).toEqual([[CHAI, -6, 'BE', shipment.number, orderId]]);
    expect(exits[0]!.exitDocument).toMatchObject({ type: 'DAE', number: arc, recipientExciseNumber: 'BE0123456789', dischargedAt: null });

    const drm = (await (await call('GET', `/v1/stocks/drm/${month}?shopId=1`)).json<DrmReturn>());
    const listed = drm.annex.documents.find((d) => d.number === arc)!;
    expect(listed).toMatchObject({ type: 'DAE', destination: 'BE', recipientExciseNumber: 'BE0123456789' });
    expect(drm.annex.undischarged.map((d) => d.number)).toContain(arc);

    // The same number on another shipment is refused, and nothing ships.
    const again = await orderAbroad('Cuvée Bruxelles bis', 2);
    const taken = await call('POST', `/v1/orders/${again.orderId}/shipments`, { ship: true, accompanying: dae });
    expect([taken.statusCode, taken.json<{ message: string }>().message]).toEqual([409, exitDocumentMessages.duplicate('DAE', arc)]);
    expect((await call('GET', `/v1/orders/${again.orderId}/shipments`)).json<{ shipments: unknown[] }>().shipments).toHaveLength(0);

    const discharged = await call('POST', `/v1/stocks/exit-documents/${listed.id}/discharge?shopId=1`);
    expect(discharged.statusCode, discharged.body).toBe(200);
    expect(discharged.json<DrmAnnexDocument>().dischargedAt).not.toBeNull();
    const after = (await (await call('GET', `/v1/stocks/drm/${month}?shopId=1`)).json<DrmReturn>());
    expect(after.annex.undischarged.map((d) => d.number)).not.toContain(arc);
  });

  it('ships from the duty-paid cellar-door shop when chosen: the held units are for sale again, the return comes back there', async () => {
    const { formatId, orderId } = await orderAbroad('Cuvée Caveau', 3);
    expect(await forSale(formatId)).toBe(9);
    const shipped = await call('POST', `/v1/orders/${orderId}/shipments`, { ship: true, warehouseId: CAVEAU, accompanying: { type: 'DSA', number: `DSA-${randomUUID().slice(0, 8)}` } });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const shipment = shipped.json<Shipment>();
    await h.settle();
    // The cellar selling online still holds its 12 bottles: the 3 the checkout held are for sale again.
    expect(await forSale(formatId)).toBe(12);
    const exits = (await (await call('GET', `/v1/stocks/movements?shopId=1&formatId=${formatId}&reason=sale`)).json<{ items: Movement[] }>()).items;
    expect(exits.map((m) => [m.warehouseId, m.quantity, m.exitDocument?.type])).toEqual([[CAVEAU, -3, 'DSA']]);

    expect((await call('PUT', `/v1/shipments/${shipment.id}/status`, { status: 'returned' })).statusCode).toBe(200);
    await h.settle();
    const returns = (await (await call('GET', `/v1/stocks/movements?shopId=1&formatId=${formatId}&reason=return`)).json<{ items: Movement[] }>()).items;
    expect(returns.map((m) => [m.warehouseId, m.quantity, m.balance, m.exitDocument])).toEqual([[CAVEAU, 3, 12, null]]);
    // Back in the cellar-door shop, which does not sell online: the figure for sale does not move.
    expect(await forSale(formatId)).toBe(12);
  });
});
