import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Shop } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

/** docs/decisions/agent-rights.md: the demo agent (user 4) is linked to shop 1 with no permission map. */
describe.each(kinds)("an agent's default rights and the bank details, on the server (%s)", (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const as = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const agent = () => as('agent@vendange.test');
  const newProduct = { shopId: 1, productType: 'bottle', name: 'Cuvée agent', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75' }] };

  it('an agent without a map cannot touch the catalogue: create, edit, status', async () => {
    const headers = await agent();
    expect((await h.app.inject({ method: 'POST', url: '/v1/products', headers, payload: newProduct })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'PATCH', url: '/v1/products/1/status', headers, payload: { status: 'paused' } })).statusCode).toBe(403);
    // Reading it to sell from stays open, every status included.
    expect((await h.app.inject({ url: '/v1/products?shopIds=[1]', headers })).statusCode).toBe(200);
  });

  it("an agent cannot validate nor refuse the producer's orders, and still reads the orders and the clients", async () => {
    const headers = await agent();
    for (const action of ['validate', 'refuse']) {
      const res = await h.app.inject({ method: 'PUT', url: `/v1/orders/2/${action}`, headers, payload: { reason: 'Plus de stock pour ce millésime.' } });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(403);
    }
    const detail = await h.app.inject({ url: '/v1/orders/2', headers: await as('owner@vendange.test') });
    expect(detail.json<{ status: string }>().status).toBe('pending');
    expect((await h.app.inject({ url: '/v1/orders?shopId=1', headers })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/v1/shop-accounts?shopId=1', headers })).statusCode).toBe(200);
  });

  it("reads the shop's bank details only with seeAllPayment: not the agent, not a collaborator without it", async () => {
    const bankOf = async (email: string) => {
      const res = await h.app.inject({ url: '/v1/shops/me', headers: await as(email) });
      expect(res.statusCode, email).toBe(200);
      return res.json<Shop>().sales.bank;
    };
    expect(await bankOf('owner@vendange.test')).toMatchObject({ iban: 'FR7630006000011234567890189' });
    expect(await bankOf('agent@vendange.test')).toBeNull();
    expect(await bankOf('staff@vendange.test')).toBeNull();
    const raw = await h.app.inject({ url: '/v1/shops/me', headers: await as('staff@vendange.test') });
    expect(raw.body).not.toContain('FR7630006000011234567890189');
    // The owner grants the collaborator the payments: the bank details come with them.
    const owner = await as('owner@vendange.test');
    const current = (await h.app.inject({ url: '/v1/collaborators/3?shopId=1', headers: owner })).json<{ authorizations: Record<string, boolean> }>();
    const granted = await h.app.inject({ method: 'PUT', url: '/v1/collaborators/3', headers: owner, payload: { shopId: 1, authorizations: { ...current.authorizations, seeAllPayment: true } } });
    expect(granted.statusCode).toBe(200);
    expect(await bankOf('staff@vendange.test')).toMatchObject({ iban: 'FR7630006000011234567890189' });
  });

  it('a map written on the agent link wins over the defaults, both ways, as soon as the change is announced', async () => {
    const headers = await agent();
    // Written straight into identity's table, as another process would: the rights kept by this one are dropped
    // by the NOTIFY of identity's trigger (milliseconds after commit), not by identity's own answer.
    const ordersStatus = async () => (await h.app.inject({ url: '/v1/orders?shopId=1', headers })).statusCode;
    expect(await ordersStatus()).toBe(200);
    await h.handle.db.execute(sql`update identity.user_shops set authorizations = ${JSON.stringify({ createProduct: true, seeAllOrder: false })}::jsonb where user_id = 4 and shop_id = 1`);
    try {
      await expect.poll(ordersStatus, { timeout: 2000, interval: 20 }).toBe(403);
      expect((await h.app.inject({ method: 'POST', url: '/v1/products', headers, payload: newProduct })).statusCode).toBe(201);
    } finally {
      await h.handle.db.execute(sql`update identity.user_shops set authorizations = null where user_id = 4 and shop_id = 1`);
    }
    await expect.poll(ordersStatus, { timeout: 2000, interval: 20 }).toBe(200);
  });
});
