import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, myShopsMessages, type MyShop, type MyShopList, type Notification, type PublicShop } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const BUYER = 'buyer@vendange.test';
const OTHER = 'other-buyer@example.test';
const STAFF_BUYER = 'staff-buyer@example.test';

describe.each(kinds)('"Mes producteurs": a buyer adds and removes producers (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
    for (const email of [OTHER, STAFF_BUYER]) {
      const res = await h.app.inject({
        method: 'POST', url: '/v1/auth/register',
        payload: { kind: 'buyer', firstname: 'Nina', lastname: 'Test', email, password: 'Vendange2026', isPro: false, cgu: true },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // A buyer account that also works for shop 1 (a collaborator link on it).
    await h.handle.db.execute(sql`insert into identity.user_shops (user_id, shop_id, relation) select id, 1, 'iam' from identity.users where email = ${STAFF_BUYER}`);
  });
  afterAll(async () => { await h?.close(); });

  const as = async (email: string | null) => (email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {});
  const list = async (email: string | null) => h.app.inject({ url: '/v1/users/me/shops', headers: await as(email) });
  const add = async (email: string | null, payload: object) => h.app.inject({ method: 'POST', url: '/v1/users/me/shops', headers: await as(email), payload });
  const remove = async (email: string | null, shopId: number | string) => h.app.inject({ method: 'DELETE', url: `/v1/users/me/shops/${shopId}`, headers: await as(email) });
  const mine = async (email: string) => (await list(email)).json<MyShopList>().items;
  const newClientNotes = async (email: string) => {
    await h.settle(); // notifications are jobs (docs/decisions/durable-work.md)
    return (await h.app.inject({ url: '/v1/notifications-centers', headers: await as(email) })).json<Notification[]>().filter((n) => n.title === 'Nouveau client');
  };
  /** A user's user_shops rows, read straight from identity's table. */
  const linkRows = async (userEmail: string) => {
    const result = (await h.handle.db.execute(sql`
      select l.shop_id as "shopId", l.relation, l.typology, l.blocked from identity.user_shops l join identity.users u on u.id = l.user_id
      where u.email = ${userEmail} order by l.shop_id`)) as unknown as unknown[] | { rows: unknown[] };
    return Array.isArray(result) ? [...result] : result.rows;
  };

  it("lists the buyer's producers with each shop's card and the grid the producer gave", async () => {
    const res = await list(BUYER);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MyShopList>()).toEqual({
      items: [{
        shopId: 1, relation: 'buyer', typology: 'particulier', blocked: false,
        shop: { id: 1, code: 'COTEAUX', name: 'Domaine des Coteaux', urlShop: 'domaine-des-coteaux', color: '#7B2D43', logo: null },
      }],
    });
  });

  it("adds a producer by its shop's address, on the default grid; the owner alone is told", async () => {
    const res = await add(BUYER, { code: 'https://vendange.test/chateau-belle-riviere/' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<MyShop>()).toMatchObject({ shopId: 2, relation: 'buyer', typology: null, blocked: false, shop: { name: 'Château Belle Rivière', code: 'BELLERIV' } });
    expect((await mine(BUYER)).map((s) => s.shopId)).toEqual([1, 2]);

    const told = await newClientNotes('owner2@vendange.test');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'info', message: 'Sophie Leroy vous a ajouté à ses producteurs.', redirectLink: '/dashboard/tarifs', seen: false });
    expect(await newClientNotes('owner@vendange.test')).toHaveLength(0);
    expect(await newClientNotes('staff@vendange.test')).toHaveLength(0);
  });

  it('adding a producer twice leaves the link as it is (grid kept), and tells nobody again', async () => {
    const again = await add(BUYER, { code: 'belleriv' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<MyShop>()).toMatchObject({ shopId: 2, typology: null });
    const first = await add(BUYER, { code: 'COTEAUX' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<MyShop>()).toMatchObject({ shopId: 1, typology: 'particulier', blocked: false });
    expect(await newClientNotes('owner2@vendange.test')).toHaveLength(1);
    expect(await newClientNotes('owner@vendange.test')).toHaveLength(0);
  });

  it('says so in French when the code matches no shop, or nothing was typed', async () => {
    const unknown = await add(BUYER, { code: 'NOPE-NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SHOP_UNKNOWN', message: messages.shopCodeUnknown });
    const empty = await add(BUYER, { code: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(myShopsMessages.codeNeeded);
  });

  it('refuses a shop the buyer already works for, and never touches that link', async () => {
    const res = await add(STAFF_BUYER, { code: 'COTEAUX' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_STAFF', message: myShopsMessages.alreadyStaff });
    expect((await remove(STAFF_BUYER, 1)).statusCode).toBe(404);
    expect(await linkRows(STAFF_BUYER)).toEqual([{ shopId: 1, relation: 'iam', typology: null, blocked: false }]);
    expect(await mine(STAFF_BUYER)).toEqual([]);
    expect(await newClientNotes('owner@vendange.test')).toHaveLength(0);
  });

  it('removes a producer; removing it again is a 404', async () => {
    const res = await remove(BUYER, 2);
    expect(res.statusCode, res.body).toBe(204);
    expect((await mine(BUYER)).map((s) => s.shopId)).toEqual([1]);
    const again = await remove(BUYER, 2);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_LINKED', message: myShopsMessages.notLinked });
  });

  it('a producer who blocked the buyer cannot be removed, and adding it again does not unblock it', async () => {
    await h.handle.db.execute(sql`update identity.user_shops set blocked = true where user_id = 5 and shop_id = 1`);
    try {
      const res = await remove(BUYER, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SHOP_BLOCKED', message: myShopsMessages.blocked });
      expect((await add(BUYER, { code: '1' })).json<MyShop>()).toMatchObject({ shopId: 1, blocked: true, typology: 'particulier' });
      expect(await mine(BUYER)).toEqual([expect.objectContaining({ shopId: 1, blocked: true })]);
    } finally {
      await h.handle.db.execute(sql`update identity.user_shops set blocked = false where user_id = 5 and shop_id = 1`);
    }
  });

  it("never shows nor removes another user's links", async () => {
    expect(await mine(OTHER)).toEqual([]);
    expect((await remove(OTHER, 1)).statusCode).toBe(404);
    expect((await add(OTHER, { code: 'BELLERIV' })).statusCode).toBe(201);
    expect((await mine(OTHER)).map((s) => s.shopId)).toEqual([2]);
    expect((await mine(BUYER)).map((s) => s.shopId)).toEqual([1]);
    expect(await linkRows(BUYER)).toEqual([{ shopId: 1, relation: 'buyer', typology: 'particulier', blocked: false }]);
  });

  it('a link to a shop that no longer exists is listed without its card', async () => {
    await h.handle.db.execute(sql`insert into identity.user_shops (user_id, shop_id, relation) select id, 999, 'buyer' from identity.users where email = ${OTHER}`);
    expect((await mine(OTHER)).find((s) => s.shopId === 999)).toEqual({ shopId: 999, relation: 'buyer', typology: null, blocked: false, shop: null });
    expect((await remove(OTHER, 999)).statusCode).toBe(204);
  });

  it('is for logged-in buyers; an owner reads an empty list and may not add (a buyer link would give them rights there)', async () => {
    for (const res of [await list(null), await add(null, { code: 'COTEAUX' }), await remove(null, 1)]) expect(res.statusCode).toBe(401);
    for (const email of ['agent@vendange.test', 'staff@vendange.test', 'admin@vendange.test']) {
      for (const res of [await list(email), await add(email, { code: 'BELLERIV' }), await remove(email, 1)]) expect(res.statusCode, email).toBe(403);
    }
    const owner = await list('owner@vendange.test');
    expect(owner.statusCode).toBe(200);
    expect(owner.json<MyShopList>()).toEqual({ items: [] });
    const refused = await add('owner@vendange.test', { code: 'BELLERIV' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BUYERS_ONLY', message: myShopsMessages.buyersOnly });
    expect((await remove('owner@vendange.test', 1)).statusCode).toBe(403);
    expect(await linkRows('owner@vendange.test')).toEqual([{ shopId: 1, relation: 'owner', typology: null, blocked: false }]);
    for (const email of ['agent@vendange.test', 'staff@vendange.test']) expect(await linkRows(email)).toHaveLength(1);
  });

  it('the directory finds producers by name, accents and case aside, page by page', async () => {
    const search = async (query: string) => (await h.app.inject({ url: `/v1/shops?${query}` })).json<{ items: PublicShop[]; total: number }>();
    for (const term of ['chateau', 'RIVIERE', 'Rivière', 'belle riv']) {
      expect((await search(`search=${encodeURIComponent(term)}`)).items.map((s) => s.name), term).toEqual(['Château Belle Rivière']);
    }
    expect((await search('search=%25')).total).toBe(0);
    const all = await search('limit=1&page=2');
    expect(all.total).toBe(2);
    expect(all.items.map((s) => s.name)).toEqual(['Domaine des Coteaux']);
  });
});
