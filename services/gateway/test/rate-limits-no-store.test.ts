import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };

describe('API answers are never cached', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness('postgres'); });
  afterAll(async () => { await h?.close(); });

  it('personal data (me, an order, the clients, a shop\'s legal details) answers Cache-Control: no-store; a public reference list keeps its own', async () => {
    const owner = { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` };
    for (const url of ['/v1/users/me', '/v1/orders/1', '/v1/clients', '/v1/shops/me', '/v1/shops/1/legal']) {
      const res = await h.app.inject({ url, headers: owner });
      expect(res.statusCode, url).toBeLessThan(300);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const list = await h.app.inject({ url: '/v1/references/colours' });
    expect(list.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const refused = await h.app.inject({ url: '/v1/users/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('rate limits', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness('postgres', { rateLimitPerMinute: 1200 }); });
  afterAll(async () => { await h?.close(); });

  it('60 checkouts in a burst: 10 accepted, the rest 429 in our shape with Retry-After', async () => {
    const headers = { authorization: `Bearer ${await h.tokenOf('buyer@vendange.test')}` };
    const body = () => ({
      checkoutId: randomUUID(), deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
      orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 1 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'transfer' }],
    });
    const answers = await Promise.all(Array.from({ length: 60 }, () => h.app.inject({ method: 'POST', url: '/v1/orders/checkout', headers, payload: body() })));
    const accepted = answers.filter((a) => a.statusCode === 201);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(accepted).toHaveLength(10);
    expect(limited).toHaveLength(50);
    expect(limited[0]!.json()).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Trop de requêtes : réessayez dans \d+ secondes?\.$/) });
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another buyer is counted apart: their checkout goes through.
    const other = await h.app.inject({ method: 'POST', url: '/v1/orders/checkout', headers: { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` }, payload: body() });
    expect(other.statusCode).not.toBe(429);
  });

  it('pricing a cart and placing an order alone have their own limits too; a visitor is counted by address', async () => {
    const price = () => h.app.inject({ method: 'POST', url: '/v1/orders/get-cart-price', payload: { orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 1 }] }] }, remoteAddress: '203.0.113.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) statuses.push((await price()).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const elsewhere = await h.app.inject({ method: 'POST', url: '/v1/orders/get-cart-price', payload: { orders: [] }, remoteAddress: '203.0.113.8' });
    expect(elsewhere.statusCode).not.toBe(429);
  });
});
