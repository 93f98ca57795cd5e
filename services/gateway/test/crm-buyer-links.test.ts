import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmClient, MyShop, SaleDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const OTHER_OWNER = 'owner2@vendange.test';

/**
 * Issue 20 (clients): a buyer who links a shop ("Ajouter un producteur", or registering with its code) becomes a client
 * of that shop by itself, through identity's outbox and crm's buyer upsert, the one orders use (docs/decisions/crm-clients.md).
 */
describe.each(kinds)('crm: buyers who link a shop become its clients (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  let n = 0;
  /** A fresh buyer account (the demo buyer is already a client of shop 1); `shopCode` registers with a producer's code. */
  const register = async (lastname: string, shopCode?: string) => {
    const email = `link-${Date.now()}-${(n += 1)}@example.test`;
    const res = await h.app.inject({
      method: 'POST', url: '/v1/auth/register',
      payload: { kind: 'buyer', firstname: 'Lina', lastname, email, password: 'Secret1', cgu: true, ...(shopCode ? { shopCode } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { email, auth: `Bearer ${res.json<{ jwt: string }>().jwt}` };
  };
  const link = async (auth: string, code: string, status: number) => {
    const res = await h.app.inject({ method: 'POST', url: '/v1/users/me/shops', headers: { authorization: auth }, payload: { code } });
    expect(res.statusCode, res.body).toBe(status);
    return res.json<MyShop>();
  };
  /** The shop's clients list, searched by the buyer's e-mail, as one of its owners sees it. */
  const clientsFound = async (owner: string, shopId: number, email: string) => {
    await h.settle(); // the client is made by a job (docs/decisions/durable-work.md)
    const res = await h.app.inject({
      url: `/v1/clients?shopId=${shopId}&search=${encodeURIComponent(email)}&limit=100`, headers: { authorization: `Bearer ${await h.tokenOf(owner)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: CrmClient[] }>().items;
  };

  it("linking a shop makes the buyer its client once; linking again changes nothing; another shop's owner does not see them", async () => {
    const { email, auth } = await register('Linkée');
    expect(await clientsFound(OTHER_OWNER, 2, email)).toEqual([]);

    expect(await link(auth, 'BELLERIV', 201)).toMatchObject({ shopId: 2 });
    const made = await clientsFound(OTHER_OWNER, 2, email);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ name: 'Lina Linkée', email, pipe: 'client', source: 'link', userId: expect.any(Number) });

    expect(await link(auth, 'https://vendange.test/chateau-belle-riviere/', 200)).toMatchObject({ shopId: 2 });
    expect((await clientsFound(OTHER_OWNER, 2, email)).map((c) => c.id)).toEqual([made[0]!.id]);
    // The owner of shop 1 does not see a client of shop 2, and shop 1 made none.
    expect(await clientsFound(OWNER, 1, email)).toEqual([]);
    const res = await h.app.inject({ url: '/v1/clients?shopId=2', headers: { authorization: `Bearer ${await h.tokenOf(OWNER)}` } });
    expect(res.statusCode).toBe(403);
  });

  it('the job delivered again (a retry), or the buyer ordering after linking, still makes one client', async () => {
    const { email, auth } = await register('Commande');
    await link(auth, 'COTEAUX', 201);
    const [made] = await clientsFound(OWNER, 1, email);
    expect(made).toMatchObject({ email });
    const [user] = (await h.handle.db.execute(sql`select id from identity.users where email = ${email}`)) as unknown as { id: number }[];
    await h.handle.db.execute(sql`insert into identity.outbox (queue, data) values ('identity.crm-client', ${JSON.stringify({ userId: user!.id, shopId: 1 })}::jsonb)`);
    const order = await h.app.inject({ method: 'POST', url: '/v1/orders', headers: { authorization: auth }, payload: { shopId: 1, lines: [{ productId: 1, quantity: 1 }] } });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json<SaleDetail>().id).toBeGreaterThan(0);
    expect((await clientsFound(OWNER, 1, email)).map((c) => c.id)).toEqual([made!.id]);
  });

  it('a buyer who registers with a shop code becomes its client', async () => {
    const { email } = await register('Code', 'BELLERIV');
    const made = await clientsFound(OTHER_OWNER, 2, email);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ name: 'Lina Code', email });
  });

  it('a buyer already in the file (entered by staff with the same e-mail) is linked to it, not doubled', async () => {
    const { email, auth } = await register('Fichier');
    const entered = await h.app.inject({
      method: 'POST', url: '/v1/clients', headers: { authorization: `Bearer ${await h.tokenOf(OTHER_OWNER)}` },
      payload: { shopId: 2, firstname: 'Lina', lastname: 'Fichier', email, tags: ['salon'] },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const before = entered.json<CrmClient>();
    await link(auth, 'BELLERIV', 201);
    const after = await clientsFound(OTHER_OWNER, 2, email);
    expect(after.map((c) => c.id)).toEqual([before.id]);
    expect(after[0]).toMatchObject({ tags: ['salon'], source: 'staff', userId: expect.any(Number) });
  });
});
