import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatSplitProblem, futureMessages, type FutureOffer, type FutureOrder, type InvoiceDetail, type Movement, type ProductDetail, type SaleDetail, type Shipment, type ShopFuture,
} from '@vendange/contracts';
import { announceChange, changeKeys } from '@vendange/service-kit';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const BUYER = 'buyer@vendange.test';
/** Shop 1's bonded cellar, which sells online (the shipping warehouse). */
const CHAI = 1;

/** Issue 19: primeurs, from the campaign's tranches to the delivered order, through the ordinary sales machinery. */
describe.each(kinds)('primeurs (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email = OWNER) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: await auth(email), ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  /** A cuvée in half bottles, bottles and magnums. */
  const newCuvee = async (name: string) => {
    const product = await ok<ProductDetail>('POST', '/v1/products', {
      shopId: 1, productType: 'bottle', name, status: 'online', formats: [
        { container: 'demi-bouteille', unity: 'cl', unityValue: '37.5', priceCents: 900 },
        { container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1600 },
        { container: 'magnum', unity: 'cl', unityValue: '150', priceCents: 3400 },
      ],
    }, 201);
    const [half, bottle, magnum] = product.formats.map((f) => f.id!);
    return { productId: product.id, half: half!, bottle: bottle!, magnum: magnum! };
  };
  const offerBody = (c: Awaited<ReturnType<typeof newCuvee>>, tranches: Array<{ unitPriceCents: number; cap: number; opensOn?: string }>) => ({
    productId: c.productId, name: 'Primeurs 2025', vintage: 2025, expectedDelivery: '2027-09-15', formatIds: [c.half, c.bottle, c.magnum], tranches,
  });
  const openOffer = async (body: object) => {
    const offer = await ok<FutureOffer>('POST', '/v1/futures?shopId=1', body, 201);
    return ok<FutureOffer>('PUT', `/v1/futures/${offer.id}/status?shopId=1`, { status: 'open' });
  };

  it('sells across two tranches with a deposit of 100 % incl. VAT, takes formats, delivers, ships out of the ledger and invoices the balance less the deposit', async () => {
    const c = await newCuvee('Les Galets primeur');
    // Not before September of vintage + 2, in French on the field.
    const early = await call('POST', '/v1/futures?shopId=1', { ...offerBody(c, [{ unitPriceCents: 3000, cap: 10 }]), expectedDelivery: '2027-06-30' });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain(futureMessages.expectedDelivery('01/09/2027'));
    // Half bottles offered: a price per equivalent must halve to whole cents.
    const odd = await call('POST', '/v1/futures?shopId=1', offerBody(c, [{ unitPriceCents: 3001, cap: 10 }]));
    expect([odd.statusCode, odd.json().message]).toEqual([400, futureMessages.evenPrice]);

    const draft = await ok<FutureOffer>('POST', '/v1/futures?shopId=1', offerBody(c, [{ unitPriceCents: 3000, cap: 10 }, { unitPriceCents: 3600, cap: 100 }]), 201);
    expect(draft).toMatchObject({ status: 'draft', sold: 0, cap: 110, currentPriceCents: 3000 });
    expect(draft.formats.map((f) => f.eq75)).toEqual([0.5, 1, 2]);
    expect((await call('POST', `/v1/futures/${draft.id}/orders?shopId=1`, { clientId: 1, quantity: 1 })).json().message).toBe(futureMessages.notOpen);
    const offer = await ok<FutureOffer>('PUT', `/v1/futures/${draft.id}/status?shopId=1`, { status: 'open' });
    expect((await call('PUT', `/v1/futures/${offer.id}?shopId=1`, offerBody(c, [{ unitPriceCents: 2, cap: 1 }]))).json().message).toBe(futureMessages.notDraft);

    // 12 equivalents: the last 10 of the first tranche at 30 €, 2 of the second at 36 €.
    const taken = await ok<FutureOrder>('POST', `/v1/futures/${offer.id}/orders?shopId=1`, { clientId: 1, quantity: 12 }, 201);
    expect(taken.parts).toEqual([{ position: 1, quantity: 10, unitPriceCents: 3000 }, { position: 2, quantity: 2, unitPriceCents: 3600 }]);
    expect(taken.totalTtcCents).toBe(37_200);
    expect(taken.depositInvoiceNumber).toMatch(/^FA\d{4}-\d{5}$/);
    const deposit = await ok<InvoiceDetail>('GET', `/v1/invoices/${taken.depositInvoiceId}`);
    expect(deposit).toMatchObject({ kind: 'deposit', totalTtcCents: 37_200 });
    const order = await ok<SaleDetail>('GET', `/v1/orders/${taken.orderId}`);
    expect(order).toMatchObject({ status: 'validated', channel: 'staff', totalTtcCents: 37_200 });
    expect((await ok<FutureOffer>('GET', `/v1/futures/${offer.id}?shopId=1`)).tranches.map((t) => t.sold)).toEqual([10, 2]);
    // In barrel: neither shipped nor invoiced, nor listed to ship; no stock moved.
    expect((await call('POST', `/v1/orders/${taken.orderId}/shipments`, {})).json().message).toBe(futureMessages.undelivered);
    expect((await call('POST', `/v1/orders/${taken.orderId}/invoice`, {})).json().message).toBe(futureMessages.undelivered);
    expect((await call('GET', '/v1/shipments/to-ship?shopId=1&limit=100')).body).not.toContain(order.reference);

    // Formats before bottling: they must add up.
    const bad = await call('PUT', `/v1/futures/orders/${taken.id}/formats?shopId=1`, { formats: [{ formatId: c.bottle, count: 6 }, { formatId: c.half, count: 3 }] });
    expect([bad.statusCode, bad.json().message]).toEqual([400, formatSplitProblem(offer.formats, [{ formatId: c.bottle, count: 6 }, { formatId: c.half, count: 3 }], 12)]);
    expect(bad.json().message).toContain('il en manque 4,5');
    const chosen = await ok<FutureOrder>('PUT', `/v1/futures/orders/${taken.id}/formats?shopId=1`, { formats: [{ formatId: c.bottle, count: 6 }, { formatId: c.magnum, count: 3 }] });
    expect(chosen.formats).toEqual([{ formatId: c.bottle, count: 6 }, { formatId: c.magnum, count: 3 }]);
    expect((await call('POST', `/v1/futures/orders/${taken.id}/deliver?shopId=1`, {})).json().message).toBe(futureMessages.notBottled);

    // Bottled: the wine enters the cellar, the campaign is marked so, the order is delivered by Colissimo.
    const bottled = await call('POST', '/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId: c.bottle, quantity: 60 }, { formatId: c.magnum, quantity: 20 }] });
    expect(bottled.statusCode, bottled.body).toBe(201);
    await ok<FutureOffer>('PUT', `/v1/futures/${offer.id}/status?shopId=1`, { status: 'delivered' });
    const delivered = await ok<FutureOrder>('POST', `/v1/futures/orders/${taken.id}/deliver?shopId=1`, { shipping: { type: 'colissimo', ref: 'domicile' } });
    expect(delivered.deliveredAt).not.toBeNull();
    expect((await call('PUT', `/v1/futures/orders/${taken.id}/formats?shopId=1`, { formats: [{ formatId: c.bottle, count: 12 }] })).json().message).toBe(futureMessages.delivered);
    const after = await ok<SaleDetail>('GET', `/v1/orders/${taken.orderId}`);
    // Shipping is priced now, as for any order (here franco: the order is above the shop's threshold).
    expect(after.lines.reduce((n, l) => n + l.lineTtcCents, 0)).toBe(37_200);
    // The units laid along the equivalents bought, largest first: 3 magnums and 4 bottles in the first tranche, 2 bottles in the second.
    expect(after.lines.map((l) => [l.quantity, l.unitTtcCents])).toEqual([[3, 6000], [4, 3000], [2, 3600]]);

    const shipment = await ok<Shipment>('POST', `/v1/orders/${taken.orderId}/shipments`, { ship: true }, 201);
    expect(shipment.units).toBe(9);
    await h.settle();
    for (const [formatId, quantity] of [[c.bottle, -6], [c.magnum, -3]] as const) {
      const exits = (await ok<{ items: Movement[] }>('GET', `/v1/stocks/movements?shopId=1&formatId=${formatId}&reason=sale`)).items;
      expect(exits.every((m) => m.document?.ref === shipment.number)).toBe(true);
      expect(exits.reduce((n, m) => n + m.quantity, 0)).toBe(quantity);
    }
    // The balance: the whole order, the deposit deducted: what is left is the shipping.
    const final = await ok<InvoiceDetail>('POST', `/v1/orders/${taken.orderId}/invoice`, {}, 201);
    expect(final.totalTtcCents).toBe(after.totalTtcCents - 37_200);
    expect(final.lines.some((l) => l.label.startsWith(`Acompte ${taken.depositInvoiceNumber} déduit`))).toBe(true);
  });

  it('adds the shipping chosen at delivery, so that the balance invoice is the shipping alone', async () => {
    const c = await newCuvee('Cuvée expédiée en primeur');
    const offer = await openOffer({ ...offerBody(c, [{ unitPriceCents: 2500, cap: 10 }]), formatIds: [c.bottle] });
    const taken = await ok<FutureOrder>('POST', `/v1/futures/${offer.id}/orders?shopId=1`, { clientId: 1, quantity: 1 }, 201);
    await ok<FutureOrder>('PUT', `/v1/futures/orders/${taken.id}/formats?shopId=1`, { formats: [{ formatId: c.bottle, count: 1 }] });
    expect((await call('POST', '/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId: c.bottle, quantity: 6 }] })).statusCode).toBe(201);
    await ok<FutureOffer>('PUT', `/v1/futures/${offer.id}/status?shopId=1`, { status: 'delivered' });
    await ok<FutureOrder>('POST', `/v1/futures/orders/${taken.id}/deliver?shopId=1`, { shipping: { type: 'colissimo', ref: 'domicile' } });
    const order = await ok<SaleDetail>('GET', `/v1/orders/${taken.orderId}`);
    expect(order.shippingCents).toBeGreaterThan(0);
    // The goods still cost what was paid; the shipping (excl. VAT here) adds with its VAT.
    expect(order.lines.map((l) => l.lineTtcCents)).toEqual([2500]);
    expect(order.totalTtcCents).toBeGreaterThan(2500 + order.shippingCents);
    await ok<Shipment>('POST', `/v1/orders/${taken.orderId}/shipments`, { ship: true }, 201);
    const final = await ok<InvoiceDetail>('POST', `/v1/orders/${taken.orderId}/invoice`, {}, 201);
    expect(final.totalTtcCents).toBe(order.totalTtcCents - 2500);
  });

  it('gives the bottles of a cancelled primeur back to its tranches; it is then neither delivered nor split', async () => {
    const c = await newCuvee('Cuvée annulée');
    const offer = await openOffer({ ...offerBody(c, [{ unitPriceCents: 2000, cap: 5 }, { unitPriceCents: 2400, cap: 5 }]), formatIds: [c.bottle] });
    const first = await ok<FutureOrder>('POST', `/v1/futures/${offer.id}/orders?shopId=1`, { clientId: 1, quantity: 4 }, 201);
    const second = await ok<FutureOrder>('POST', `/v1/futures/${offer.id}/orders?shopId=1`, { clientId: 1, quantity: 3 }, 201);
    expect(second.parts).toEqual([{ position: 1, quantity: 1, unitPriceCents: 2000 }, { position: 2, quantity: 2, unitPriceCents: 2400 }]);
    await ok<SaleDetail>('PUT', `/v1/orders/${second.orderId}/cancel`, { reason: 'Le client renonce' });
    expect((await ok<FutureOffer>('GET', `/v1/futures/${offer.id}?shopId=1`)).tranches.map((t) => t.sold)).toEqual([4, 0]);
    const listed = await ok<FutureOrder[]>('GET', `/v1/futures/${offer.id}/orders?shopId=1`);
    expect(listed.map((o) => [o.id, o.orderStatus])).toEqual([[first.id, 'validated'], [second.id, 'cancelled']]);
    expect((await call('PUT', `/v1/futures/orders/${second.id}/formats?shopId=1`, { formats: [{ formatId: c.bottle, count: 3 }] })).json().message).toBe(futureMessages.cancelled);
    // The next order takes the first tranche's last bottle again.
    const third = await ok<FutureOrder>('POST', `/v1/futures/${offer.id}/orders?shopId=1`, { clientId: 1, quantity: 1 }, 201);
    expect(third.parts).toEqual([{ position: 1, quantity: 1, unitPriceCents: 2000 }]);
  });

  it('sells a dated tranche only from its French day: the first open tranche with units left sets the price', async () => {
    const c = await newCuvee('Cuvée datée');
    const wrongOrder = await call('POST', '/v1/futures?shopId=1', { ...offerBody(c, [{ unitPriceCents: 2000, cap: 2, opensOn: '2026-02-01' }, { unitPriceCents: 2400, cap: 5, opensOn: '2026-01-15' }]), formatIds: [c.bottle] });
    expect([wrongOrder.statusCode, wrongOrder.body.includes(futureMessages.opensOrder('01/02/2026'))]).toEqual([400, true]);
    // The second tranche opens in a far future: once the first is sold out, nothing sells until that day.
    const later = await openOffer({ ...offerBody(c, [{ unitPriceCents: 2000, cap: 2 }, { unitPriceCents: 2400, cap: 5, opensOn: '2099-03-01' }]), formatIds: [c.bottle] });
    expect(later).toMatchObject({ currentPriceCents: 2000, current: { position: 1, left: 2 }, next: { position: 2, unitPriceCents: 2400, left: 5, opensOn: '2099-03-01' }, leftNow: 2 });
    expect(later.tranches.map((t) => [t.opensOn, t.open])).toEqual([[null, true], ['2099-03-01', false]]);
    expect((await call('POST', `/v1/futures/${later.id}/orders?shopId=1`, { clientId: 1, quantity: 3 })).json().message).toBe(futureMessages.soldOut(2));
    await ok<FutureOrder>('POST', `/v1/futures/${later.id}/orders?shopId=1`, { clientId: 1, quantity: 2 }, 201);
    const waiting = await ok<FutureOffer>('GET', `/v1/futures/${later.id}?shopId=1`);
    expect(waiting).toMatchObject({ currentPriceCents: null, current: null, next: { position: 2, opensOn: '2099-03-01' }, leftNow: 0 });
    const refused = await call('POST', `/v1/futures/${later.id}/orders?shopId=1`, { clientId: 1, quantity: 1 });
    expect([refused.statusCode, refused.json().message]).toEqual([409, futureMessages.notYetOpen('01/03/2099')]);
    // A day already passed: the second tranche sells as soon as the first is sold out.
    const passed = await openOffer({ ...offerBody(c, [{ unitPriceCents: 2000, cap: 2 }, { unitPriceCents: 2400, cap: 5, opensOn: '2020-03-01' }]), formatIds: [c.bottle] });
    expect(passed).toMatchObject({ current: { position: 1 }, next: { position: 2 }, leftNow: 7 });
    const across = await ok<FutureOrder>('POST', `/v1/futures/${passed.id}/orders?shopId=1`, { clientId: 1, quantity: 3 }, 201);
    expect(across.parts).toEqual([{ position: 1, quantity: 2, unitPriceCents: 2000 }, { position: 2, quantity: 1, unitPriceCents: 2400 }]);
  });

  it("shows a shop's open campaigns to anyone, and lets a buyer order for themselves with the producer's pricing and deposit", async () => {
    const c = await newCuvee('Cuvée en ligne');
    const draft = await ok<FutureOffer>('POST', '/v1/futures?shopId=1', { ...offerBody(c, [{ unitPriceCents: 2500, cap: 4 }, { unitPriceCents: 2900, cap: 20, opensOn: '2020-01-01' }, { unitPriceCents: 3300, cap: 20, opensOn: '2099-06-01' }]), description: 'Élevé 18 mois en fût.' }, 201);
    const listed = async () => (await h.app.inject({ url: '/v1/futures/shops/1' })).json<ShopFuture[]>();
    expect((await listed()).map((o) => o.id)).not.toContain(draft.id);
    const offer = await ok<FutureOffer>('PUT', `/v1/futures/${draft.id}/status?shopId=1`, { status: 'open' });
    const seen = (await listed()).find((o) => o.id === offer.id);
    expect(seen).toMatchObject({ description: 'Élevé 18 mois en fût.', vintage: 2025, expectedDelivery: '2027-09-15', current: { position: 1, unitPriceCents: 2500, left: 4 }, next: { position: 2, unitPriceCents: 2900, opensOn: '2020-01-01', open: true }, leftNow: 24 });
    expect(JSON.stringify(seen)).not.toContain('"sold"');

    expect((await h.app.inject({ method: 'POST', url: '/v1/futures/shops/1/orders', payload: { offerId: offer.id, quantity: 6 } })).statusCode).toBe(401);
    expect((await call('POST', '/v1/futures/shops/1/orders', { offerId: offer.id, quantity: 6 })).statusCode).toBe(403);
    // A client named in the body is not read: the buyer orders for themselves.
    const mine = await call('POST', '/v1/futures/shops/1/orders', { offerId: offer.id, quantity: 6, clientId: 1 }, BUYER);
    expect(mine.statusCode, mine.body).toBe(201);
    const taken = mine.json<FutureOrder>();
    expect(taken.parts).toEqual([{ position: 1, quantity: 4, unitPriceCents: 2500 }, { position: 2, quantity: 2, unitPriceCents: 2900 }]);
    expect(taken.totalTtcCents).toBe(4 * 2500 + 2 * 2900);
    expect(taken.depositInvoiceNumber).toMatch(/^FA\d{4}-\d{5}$/);
    expect(taken.clientId).not.toBe(1);
    const order = await ok<SaleDetail>('GET', `/v1/orders/${taken.orderId}`);
    expect(order).toMatchObject({ status: 'validated', clientId: taken.clientId, totalTtcCents: 15_800 });
    expect((await ok<InvoiceDetail>('GET', `/v1/invoices/${taken.depositInvoiceId}`))).toMatchObject({ kind: 'deposit', totalTtcCents: 15_800 });
    // The producer sees it among the campaign's orders; the buyer among their own, and the page moved to the next tranche.
    expect((await ok<FutureOrder[]>('GET', `/v1/futures/${offer.id}/orders?shopId=1`)).map((o) => o.id)).toContain(taken.id);
    const own = await call('GET', '/v1/futures/shops/1/orders', undefined, BUYER);
    expect(own.json<FutureOrder[]>().map((o) => o.id)).toContain(taken.id);
    expect((await call('GET', '/v1/futures/shops/1/orders', undefined, OWNER)).statusCode).toBe(403);
    expect((await listed()).find((o) => o.id === offer.id)).toMatchObject({ current: { position: 2, left: 18 }, next: { position: 3, opensOn: '2099-06-01', open: false }, leftNow: 18 });
    // Beyond what is open today: refused whole, in French; another shop's campaign is not found.
    const tooMany = await call('POST', '/v1/futures/shops/1/orders', { offerId: offer.id, quantity: 19 }, BUYER);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, futureMessages.soldOut(18)]);
    expect((await call('POST', '/v1/futures/shops/2/orders', { offerId: offer.id, quantity: 1 }, BUYER)).statusCode).toBe(404);
  });

  it('lets a buyer split their own order into formats while the choice is open; the producer closes it and keeps the hand', async () => {
    const c = await newCuvee('Cuvée aux formats choisis');
    const offer = await openOffer({ ...offerBody(c, [{ unitPriceCents: 2000, cap: 50 }]), formatsCloseOn: '2027-06-30' });
    expect(offer).toMatchObject({ formatsCloseOn: '2027-06-30', formatsClosedAt: null, formatsOpen: true });
    // The last day of the choice comes before the delivery.
    const late = await call('POST', '/v1/futures?shopId=1', { ...offerBody(c, [{ unitPriceCents: 2000, cap: 5 }]), formatsCloseOn: '2027-10-01' });
    expect([late.statusCode, late.body.includes(futureMessages.formatsCloseAfterDelivery)]).toEqual([400, true]);
    const taken = (await call('POST', '/v1/futures/shops/1/orders', { offerId: offer.id, quantity: 12 }, BUYER)).json<FutureOrder>();
    expect(taken).toMatchObject({ formats: null, formatsOpen: true, offerName: 'Primeurs 2025', vintage: 2025, formatsCloseOn: '2027-06-30' });
    expect(taken.offeredFormats.map((f) => f.eq75)).toEqual([0.5, 1, 2]);
    const mine = `/v1/futures/shops/1/orders/${taken.id}/formats`;
    // Wrong sums say what to fix, in French.
    const short = await call('PUT', mine, { formats: [{ formatId: c.bottle, count: 6 }, { formatId: c.magnum, count: 2 }] }, BUYER);
    expect([short.statusCode, short.json().message]).toEqual([400, 'Les formats choisis font 10 équivalent(s) bouteille pour 12 commandé(s) : il en manque 2, ajoutez-les (un magnum compte pour 2, une demi-bouteille pour 0,5).']);
    const over = await call('PUT', mine, { formats: [{ formatId: c.bottle, count: 6 }, { formatId: c.magnum, count: 4 }] }, BUYER);
    expect(over.json().message).toBe('Les formats choisis font 14 équivalent(s) bouteille pour 12 commandé(s) : 2 de trop, retirez-en.');
    const chosen = await call('PUT', mine, { formats: [{ formatId: c.bottle, count: 6 }, { formatId: c.magnum, count: 3 }] }, BUYER);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<FutureOrder>().formats).toEqual([{ formatId: c.bottle, count: 6 }, { formatId: c.magnum, count: 3 }]);
    // The producer reads the buyer's choice on the campaign's orders.
    expect((await ok<FutureOrder[]>('GET', `/v1/futures/${offer.id}/orders?shopId=1`)).find((o) => o.id === taken.id)?.formats).toEqual([{ formatId: c.bottle, count: 6 }, { formatId: c.magnum, count: 3 }]);

    // Only the buyer's own order: another buyer, staff, a visitor, another shop's path are refused.
    const other = await h.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { kind: 'buyer', firstname: 'Paul', lastname: 'Autre', email: `autre.${Date.now()}@vendange.test`, password: 'Secret1', cgu: true } });
    const otherAuth = { authorization: `Bearer ${other.json<{ jwt: string }>().jwt}` };
    const body = { formats: [{ formatId: c.bottle, count: 12 }] };
    expect((await h.app.inject({ method: 'PUT', url: mine, headers: otherAuth, payload: body })).statusCode).toBe(404);
    expect((await call('PUT', mine, body)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'PUT', url: mine, payload: body })).statusCode).toBe(401);
    expect((await call('PUT', `/v1/futures/shops/2/orders/${taken.id}/formats`, body, BUYER)).statusCode).toBe(404);

    // « Clore le choix des formats »: once; the buyer can no longer change, the producer still can.
    const closed = await ok<FutureOffer>('POST', `/v1/futures/${offer.id}/formats/close?shopId=1`);
    expect(closed.formatsOpen).toBe(false);
    expect(closed.formatsClosedAt).not.toBeNull();
    expect((await call('POST', `/v1/futures/${offer.id}/formats/close?shopId=1`)).json().message).toBe(futureMessages.formatsAlreadyClosed);
    const refused = await call('PUT', mine, body, BUYER);
    expect([refused.statusCode, refused.json().message]).toEqual([409, futureMessages.formatsClosed]);
    expect((await call('GET', '/v1/futures/shops/1/orders', undefined, BUYER)).json<FutureOrder[]>().find((o) => o.id === taken.id)?.formatsOpen).toBe(false);
    const byProducer = await ok<FutureOrder>('PUT', `/v1/futures/orders/${taken.id}/formats?shopId=1`, { formats: [{ formatId: c.half, count: 4 }, { formatId: c.bottle, count: 10 }] });
    expect(byProducer.formats).toEqual([{ formatId: c.half, count: 4 }, { formatId: c.bottle, count: 10 }]);
    // Closing needs createFutureOrder, in the acting shop.
    expect((await call('POST', `/v1/futures/${offer.id}/formats/close?shopId=1`, undefined, BUYER)).statusCode).toBe(403);
  });

  it('closes the choice of formats after its last day (a French day)', async () => {
    const c = await newCuvee('Cuvée au choix passé');
    const offer = await openOffer({ ...offerBody(c, [{ unitPriceCents: 2000, cap: 50 }]), formatsCloseOn: '2020-01-01' });
    expect(offer.formatsOpen).toBe(false);
    const taken = (await call('POST', '/v1/futures/shops/1/orders', { offerId: offer.id, quantity: 2 }, BUYER)).json<FutureOrder>();
    expect(taken.formatsOpen).toBe(false);
    const refused = await call('PUT', `/v1/futures/shops/1/orders/${taken.id}/formats`, { formats: [{ formatId: c.magnum, count: 1 }] }, BUYER);
    expect([refused.statusCode, refused.json().message]).toEqual([409, futureMessages.formatsClosed]);
  });

  it('never oversells the last units of a tranche when orders race for them', async () => {
    const c = await newCuvee('Cuvée disputée');
    const offer = await openOffer({ ...offerBody(c, [{ unitPriceCents: 2000, cap: 3 }, { unitPriceCents: 2400, cap: 2 }]), formatIds: [c.bottle] });
    const results = await Promise.all(Array.from({ length: 6 }, () => call('POST', `/v1/futures/${offer.id}/orders?shopId=1`, { clientId: 1, quantity: 2 })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toContain(futureMessages.soldOut(1));
    const after = await ok<FutureOffer>('GET', `/v1/futures/${offer.id}?shopId=1`);
    expect(after.tranches.map((t) => t.sold)).toEqual([3, 1]);
    const orders = await ok<FutureOrder[]>('GET', `/v1/futures/${offer.id}/orders?shopId=1`);
    expect(orders.reduce((n, o) => n + o.quantity, 0)).toBe(4);
    expect(orders.map((o) => o.totalTtcCents).sort()).toEqual([4000, 4400]);
    const [sold] = (await h.handle.db.execute(sql`select sum(sold)::int as n from orders.future_tranches where offer_id = ${offer.id}`)) as unknown as { n: number }[];
    expect(sold!.n).toBe(4);
  });

  it('is closed to another shop, to staff without the rights, and when the futures module is off', async () => {
    const c = await newCuvee('Cuvée gardée');
    const offer = await openOffer({ ...offerBody(c, [{ unitPriceCents: 2000, cap: 10 }]), formatIds: [c.bottle] });
    const owner2 = 'owner2@vendange.test';
    expect((await call('GET', '/v1/futures?shopId=1', undefined, owner2)).statusCode).toBe(403);
    // Shop 2 reads none of shop 1's campaigns (404), or its own module is off (403).
    await h.writeOutside(sql`update shops.shops set integration = jsonb_set(integration, '{futures}', '{"active": true}') where id = 2`);
    await announceChange(h.handle.db, changeKeys.shop(2));
    let own = await call('GET', '/v1/futures?shopId=2', undefined, owner2);
    for (let i = 0; i < 100 && own.statusCode !== 200; i += 1) { await new Promise((r) => setTimeout(r, 20)); own = await call('GET', '/v1/futures?shopId=2', undefined, owner2); }
    expect(own.json<{ items: FutureOffer[] }>().items.map((o) => o.id)).not.toContain(offer.id);
    expect((await call('GET', `/v1/futures/${offer.id}?shopId=2`, undefined, owner2)).statusCode).toBe(404);
    expect((await call('POST', `/v1/futures/${offer.id}/orders?shopId=2`, { clientId: 1, quantity: 1 }, owner2)).statusCode).toBe(404);
    expect((await call('GET', '/v1/futures?shopId=1', undefined, 'staff@vendange.test')).statusCode).toBe(403);
    // Another shop's product cannot be offered.
    const foreign = await call('POST', '/v1/futures?shopId=2', offerBody(c, [{ unitPriceCents: 2000, cap: 1 }]), owner2);
    expect(foreign.statusCode).toBe(400);

    const [shop] = (await h.handle.db.execute(sql`select integration from shops.shops where id = 1`)) as unknown as { integration: Record<string, { active: boolean }> }[];
    const setFutures = async (active: boolean) => {
      await h.writeOutside(sql`update shops.shops set integration = ${JSON.stringify({ ...shop!.integration, futures: { active } })}::jsonb where id = 1`);
      await announceChange(h.handle.db, changeKeys.shop(1));
    };
    try {
      await setFutures(false);
      let res = await call('GET', '/v1/futures?shopId=1');
      for (let i = 0; i < 100 && res.statusCode !== 403; i += 1) { await new Promise((r) => setTimeout(r, 20)); res = await call('GET', '/v1/futures?shopId=1'); }
      expect([res.statusCode, res.body.includes('MODULE_INACTIVE')]).toEqual([403, true]);
      expect((await call('POST', `/v1/futures/${offer.id}/orders?shopId=1`, { clientId: 1, quantity: 1 })).statusCode).toBe(403);
      // The shop's page lists nothing, and a buyer cannot order.
      expect((await h.app.inject({ url: '/v1/futures/shops/1' })).json()).toEqual([]);
      expect((await call('POST', '/v1/futures/shops/1/orders', { offerId: offer.id, quantity: 1 }, BUYER)).statusCode).toBe(404);
    } finally {
      await setFutures(true);
    }
  });
});
