import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { decisionMessages } from '@vendange/service-orders/order-decision';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

describe.each(kinds)('the producer cancels a validated order (%s)', (kind) => {
  let h: Harness;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, email: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  /** A buyer's order of 2 Rosés (the one format whose stock is counted), validated unless asked otherwise. */
  async function order(validate = true): Promise<number> {
    const placed = await call('POST', '/v1/orders', 'buyer@vendange.test', { shopId: 1, lines: [{ productId: 3, quantity: 2 }] });
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ id: number }>().id;
    if (validate) expect((await call('PUT', `/v1/orders/${id}/validate`, 'owner@vendange.test')).statusCode).toBe(200);
    return id;
  }
  const stock = async () => (await call('GET', '/v1/products/3', 'owner@vendange.test')).json<{ formats: Array<{ stock: number | null }> }>().formats[0]!.stock;

  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  it('cancels it with a reason: the units go back on sale and the buyer is told why', async () => {
    const before = await stock();
    const id = await order();
    await h.settle();
    expect(await stock()).toBe(before! - 2);
    const res = await call('PUT', `/v1/orders/${id}/cancel`, 'owner@vendange.test', { reason: 'La grêle a détruit la récolte.' });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderDetail>()).toMatchObject({ status: 'cancelled', cancelReason: 'La grêle a détruit la récolte.' });
    await h.settle();
    expect(await stock()).toBe(before);
    const mail = h.mails().find((m) => m.subject.includes('est annulée'));
    expect(mail?.to).toBe('buyer@vendange.test');
    expect(mail?.text).toContain('La grêle a détruit la récolte.');
    // Again: nothing more happens.
    expect((await call('PUT', `/v1/orders/${id}/cancel`, 'owner@vendange.test', { reason: 'Encore' })).statusCode).toBe(200);
  });

  it('refuses a pending order (refuse it instead), an invoiced one (credit note), without a reason, or from someone else', async () => {
    const pending = await order(false);
    const notYet = await call('PUT', `/v1/orders/${pending}/cancel`, 'owner@vendange.test', { reason: 'Test' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(decisionMessages.notValidatedToCancel);
    const invoiced = await order();
    expect((await call('POST', `/v1/orders/${invoiced}/invoice`, 'owner@vendange.test')).statusCode).toBe(201);
    expect((await call('PUT', `/v1/orders/${invoiced}/cancel`, 'owner@vendange.test', { reason: 'Test' })).json().message).toBe(decisionMessages.invoicedToCancel);
    const validated = await order();
    expect((await call('PUT', `/v1/orders/${validated}/cancel`, 'owner@vendange.test', { reason: ' ' })).statusCode).toBe(400);
    expect((await call('PUT', `/v1/orders/${validated}/cancel`, 'owner2@vendange.test', { reason: 'Pas à moi' })).statusCode).toBe(404);
    expect((await call('PUT', `/v1/orders/${validated}/cancel`, 'buyer@vendange.test', { reason: 'Moi' })).statusCode).toBe(403);
  });

  it('lists the orders placed in a period (French calendar days)', async () => {
    const id = await order(false);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const list = async (query: string) => (await call('GET', `/v1/orders?shopId=1&limit=100${query}`, 'owner@vendange.test')).json<{ items: Array<{ id: number }>; total: number }>();
    expect((await list(`&from=${today}&to=${today}`)).items.map((o) => o.id)).toContain(id);
    const old = await list('&from=2000-01-01&to=2000-12-31');
    expect(old).toMatchObject({ items: [], total: 0 });
    expect((await call('GET', '/v1/orders?shopId=1&from=25/11/2026', 'owner@vendange.test')).statusCode).toBe(400);
  });
});
