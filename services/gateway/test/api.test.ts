import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

describe.each(kinds)('API through the gateway on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const get = async (url: string, email?: string) =>
    h.app.inject({ url, headers: email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {} });

  describe('login', () => {
    it.each([
      [{ email: 'owner@vendange.test' }],
      [{ email: 'OWNER@vendange.test' }],
      [{ username: 'domaine-des-coteaux' }],
      [{ id: 1 }],
    ])('accepts %j with the password', async (ident) => {
      const res = await h.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { ...ident, password: 'Vendange2026' } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user.email).toBe('owner@vendange.test');
      expect(body.user.cart).toEqual({ orders: [], lastUpdated: null, version: 0 });
      expect(body.masterAccount).toBeNull();
      expect(body.jwt.split('.')).toHaveLength(3);
    });

    it('refuses a wrong password with the contract message', async () => {
      const res = await h.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'owner@vendange.test', password: 'nope' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'BAD_CREDENTIALS', message: 'Le mail et/ou le mot de passe sont incorrects.' });
    });

    it('answers bad input with a 400 in French, never a 500', async () => {
      for (const payload of [{}, { email: 'owner@vendange.test' }, { password: 'x' }, 'not json']) {
        const res = await h.app.inject({ method: 'POST', url: '/v1/auth/login', payload: payload as object, headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().success).toBe(false);
        expect(typeof res.json().message).toBe('string');
      }
    });

    it('gives a master account a chooser, then a session for the account chosen only', async () => {
      const login = await h.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'master@vendange.test', password: 'Vendange2026' } });
      const body = login.json();
      expect(body.user).toBeNull();
      expect(body.masterAccount.accounts.map((a: { id: number }) => a.id).sort()).toEqual([1, 2]);
      // The chooser shows the people behind the accounts, not their login slugs.
      expect(body.masterAccount.accounts.map((a: { firstname: string; lastname: string }) => `${a.firstname} ${a.lastname}`)).toEqual(['Claire Martin', 'Hugo Bernard']);
      // The master token is not a session.
      expect((await h.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${body.jwt}` } })).statusCode).toBe(401);
      const forbidden = await h.app.inject({ method: 'POST', url: '/v1/auth/master/choose', payload: { accountId: 5 }, headers: { authorization: `Bearer ${body.jwt}` } });
      expect(forbidden.statusCode).toBe(403);
      const chosen = await h.app.inject({ method: 'POST', url: '/v1/auth/master/choose', payload: { accountId: 2 }, headers: { authorization: `Bearer ${body.jwt}` } });
      expect(chosen.json().user.email).toBe('owner2@vendange.test');
      const me = await h.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${chosen.json().jwt}` } });
      expect(me.json().id).toBe(2);
    });
  });

  describe('tokens', () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = () => Math.floor(Date.now() / 1000);
    const sign = (header: object, payload: object, secret: string) => {
      const data = `${b64(header)}.${b64(payload)}`;
      return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
    };
    const claims = { sub: '1', role: 'owner', scope: 'user', iat: now() };

    it.each([
      ['tampered', async () => { const t = await h.tokenOf('buyer@vendange.test'); const [a, , c] = t.split('.'); return `${a}.${b64({ ...claims, sub: '1' })}.${c}`; }],
      ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
      ['signed with another key', async () => sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: now() + 600 }, 'another-secret-another-secret-another-secret')],
      ['expired', async () => sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now() - 7200, exp: now() - 3600 }, 'vendange-development-secret-change-me-in-production')],
    ])('rejects a %s token with 401', async (_label, make) => {
      const res = await h.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${await make()}` } });
      expect(res.statusCode).toBe(401);
    });

    it('a token known valid stops being accepted at its expiry (the verified tokens kept by the process go with it)', async () => {
      const token = sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: '2', iat: now(), exp: now() + 2 }, 'vendange-development-secret-change-me-in-production');
      const me = () => h.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${token}` } });
      expect((await me()).statusCode).toBe(200);
      expect((await me()).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 3100));
      expect((await me()).statusCode).toBe(401);
    });

    it('rejects no token', async () => {
      expect((await get('/v1/users/me')).statusCode).toBe(401);
    });
  });

  describe('users/me', () => {
    it('saves the cart and profile of the user', async () => {
      const token = await h.tokenOf('buyer@vendange.test');
      const res = await h.app.inject({
        method: 'PUT', url: '/v1/users/me', headers: { authorization: `Bearer ${token}` },
        payload: { firstname: 'Sophie', cart: { orders: [{ seller: { id: 1 }, products: [] }], lastUpdated: null }, message: false },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().cart.orders).toHaveLength(1);
      expect(res.json().cart.lastUpdated).not.toBeNull();
      const bad = await h.app.inject({ method: 'PUT', url: '/v1/users/me', headers: { authorization: `Bearer ${token}` }, payload: { firstname: '' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Ce champ ne peut pas être vide');
    });

    it('refuses a cart save that starts from a cart another tab has replaced since (409), and keeps the newer one', async () => {
      const token = await h.tokenOf('agent@vendange.test');
      const put = (payload: object) => h.app.inject({ method: 'PUT', url: '/v1/users/me', headers: { authorization: `Bearer ${token}` }, payload });
      const line = (id: number) => ({ seller: { id: 1 }, products: [{ id, quantity: 1 }], reservations: [] });
      const start = (await h.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${token}` } })).json().cart.version as number;
      // Tab A saves first, from the cart both tabs loaded.
      const a = await put({ cart: { orders: [line(1)], lastUpdated: null }, cartBase: start, message: false });
      expect(a.statusCode).toBe(200);
      const afterA = a.json().cart.version as number;
      expect(afterA).toBe(start + 1);
      // Tab B still starts from the old cart: refused, with what to do.
      const b = await put({ cart: { orders: [line(2)], lastUpdated: null }, cartBase: start, message: false });
      expect(b.statusCode).toBe(409);
      expect(b.json()).toMatchObject({ code: 'CART_CHANGED', message: expect.stringContaining('rechargé') });
      const saved = (await h.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${token}` } })).json().cart;
      expect(saved.orders[0].products[0].id).toBe(1);
      // From the newer cart, the save goes through.
      expect((await put({ cart: { orders: [line(1), line(3)], lastUpdated: null }, cartBase: afterA, message: false })).statusCode).toBe(200);
      // Without a base (a profile change, an old client), no check.
      expect((await put({ firstname: 'Marc' })).statusCode).toBe(200);
    });

    it('gives every save its own version: of twenty saves from one base sent at once, exactly one wins', async () => {
      const token = await h.tokenOf('agent@vendange.test');
      const me = async () => (await h.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${token}` } })).json().cart;
      const base = (await me()).version as number;
      const saves = await Promise.all(Array.from({ length: 20 }, (_, i) => h.app.inject({
        method: 'PUT', url: '/v1/users/me', headers: { authorization: `Bearer ${token}` },
        payload: { cart: { orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: i + 1 }], reservations: [] }], lastUpdated: null }, cartBase: base, message: false },
      })));
      expect(saves.filter((s) => s.statusCode === 200)).toHaveLength(1);
      expect(saves.filter((s) => s.statusCode === 409)).toHaveLength(19);
      const after = await me();
      expect(after.version).toBe(base + 1);
      const winner = saves.find((s) => s.statusCode === 200)!.json().cart;
      expect(after.orders).toEqual(winner.orders);
    });
  });

  describe('shops', () => {
    it('gives owners and collaborators their shop, not buyers', async () => {
      expect((await get('/v1/shops/me', 'owner@vendange.test')).json().code).toBe('COTEAUX');
      expect((await get('/v1/shops/me', 'staff@vendange.test')).json().id).toBe(1);
      expect((await get('/v1/shops/me', 'owner2@vendange.test')).json().id).toBe(2);
      expect((await get('/v1/shops/me', 'buyer@vendange.test')).statusCode).toBe(403);
    });

    it('finds a public shop by code, URL name or id, with only public fields', async () => {
      for (const key of ['COTEAUX', 'coteaux', 'domaine-des-coteaux', '1']) {
        const res = await get(`/v1/shops/${key}`);
        expect(res.statusCode, key).toBe(200);
        expect(res.json().editedShop.color).toBe('#7B2D43');
        expect(res.json()).not.toHaveProperty('contactEmail');
        expect(res.json()).not.toHaveProperty('ownerId');
      }
      expect((await get('/v1/shops/nope')).statusCode).toBe(404);
    });
  });

  describe('product list rules', () => {
    type Page = { items: Array<{ name: string; status: string; formats: Array<{ priceCents: number | null; unityValue: string }> }>; total: number };
    const list = async (query: string, email?: string) => (await get(`/v1/products?${query}`, email)).json() as Page;
    const priceOf = (page: Page, name: string) => page.items.find((p) => p.name === name)?.formats.find((f) => f.unityValue === '75')?.priceCents;
    const shop1 = `shopIds=${encodeURIComponent('[1]')}`;

    it('hides non-public statuses from visitors and buyers, shows all to staff and agents', async () => {
      expect((await list(shop1)).items.map((p) => p.status)).not.toContain('paused');
      expect((await list(shop1, 'buyer@vendange.test')).total).toBe(5);
      expect((await list(shop1, 'owner@vendange.test')).total).toBe(6);
      expect((await list(shop1, 'agent@vendange.test')).total).toBe(6);
      expect((await list(shop1, 'staff@vendange.test')).total).toBe(6);
      expect((await list(shop1, 'owner2@vendange.test')).total).toBe(5);
    });

    it('prices by typology: public for visitors, assigned for buyers and agents, chosen by owners', async () => {
      expect(priceOf(await list(shop1), 'Côtes du Rhône Les Galets')).toBe(1250);
      expect(priceOf(await list(`${shop1}&typology=caviste`), 'Côtes du Rhône Les Galets')).toBe(1250);
      expect(priceOf(await list(shop1, 'buyer@vendange.test'), 'Côtes du Rhône Les Galets')).toBe(1250);
      expect(priceOf(await list(`${shop1}&typology=caviste`, 'owner@vendange.test'), 'Côtes du Rhône Les Galets')).toBe(850);
      expect(priceOf(await list(`${shop1}&typology=chr`, 'owner@vendange.test'), 'Côtes du Rhône Les Galets')).toBe(900);
    });

    it('filters, searches, sorts and paginates on the server', async () => {
      const accessories = await list(`${shop1}&filter=${encodeURIComponent(JSON.stringify({ productType: { eq: 'accessory' } }))}`);
      expect(accessories.items.map((p) => p.name)).toEqual(['Tire-bouchon du Domaine']);
      const noAccessory = await list(`${shop1}&filter=${encodeURIComponent(JSON.stringify({ productType: { ne: 'accessory' } }))}`);
      expect(noAccessory.total).toBe(4);
      const page2 = await list(`${shop1}&limit=2&page=2&sort=name`, 'owner@vendange.test');
      expect(page2.items).toHaveLength(2);
      expect(page2.total).toBe(6);
      expect((await list(`${shop1}&search=viognier`)).items.map((p) => p.name)).toEqual(['Viognier des Coteaux']);
      expect((await list(`shopIds=${encodeURIComponent('[1,2]')}&sort=-name`)).total).toBe(8);
    });

    it('refuses a malformed query with a 400', async () => {
      expect((await get('/v1/products?shopIds=notjson')).statusCode).toBe(400);
      expect((await get('/v1/products')).statusCode).toBe(400);
      expect((await get(`/v1/products?${shop1}&limit=1000`)).statusCode).toBe(400);
    });

    it('gives one product with its vintages, hiding a paused one from the public', async () => {
      const one = await get('/v1/products/1');
      expect(one.json().vintages.map((v: { name: string }) => v.name)).toEqual(['2023', '2022']);
      expect((await get('/v1/products/4')).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Produit inexistant' });
      expect((await get('/v1/products/4', 'owner@vendange.test')).statusCode).toBe(200);
    });
  });

  describe('tenant isolation and permissions', () => {
    it('gives each shop its own orders, clients and sales points', async () => {
      expect((await get('/v1/orders', 'owner@vendange.test')).json().total).toBe(3);
      expect((await get('/v1/orders', 'owner2@vendange.test')).json().total).toBe(1);
      expect((await get('/v1/clients', 'owner2@vendange.test')).json().items.map((c: { name: string }) => c.name)).toEqual(['Vins & Terroirs']);
      expect((await get('/v1/salespoints', 'owner@vendange.test')).json().total).toBe(2);
    });

    it.each(['/v1/orders?shopId=1', '/v1/clients?shopId=1', '/v1/salespoints?shopId=1'])('refuses the owner of shop 2 on %s', async (url) => {
      const res = await get(url, 'owner2@vendange.test');
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('items');
    });

    it('applies the collaborator permission map', async () => {
      expect((await get('/v1/orders', 'staff@vendange.test')).statusCode).toBe(403);
      expect((await get('/v1/clients', 'staff@vendange.test')).statusCode).toBe(200);
      expect((await get('/v1/salespoints', 'staff@vendange.test')).statusCode).toBe(403);
    });

    it('shows a buyer only their own orders', async () => {
      const res = (await get('/v1/orders', 'buyer@vendange.test')).json();
      expect(res.items.map((o: { reference: string }) => o.reference)).toEqual(['CMD-2026-0002']);
      expect((await get('/v1/clients', 'buyer@vendange.test')).statusCode).toBe(403);
    });

    it('never exposes internal routes through the gateway', async () => {
      const res = await h.app.inject({ url: '/v1/internal/access/1', headers: { 'x-internal-token': 'vendange-internal-development-token' } });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('OpenAPI', () => {
    it('documents every public route from the zod contracts', async () => {
      const doc = (await get('/v1/docs/json')).json();
      for (const path of ['/v1/auth/login', '/v1/users/me', '/v1/shops/me', '/v1/shops/{id}', '/v1/products', '/v1/products/{productId}', '/v1/orders', '/v1/clients', '/v1/salespoints']) {
        expect(doc.paths, path).toHaveProperty([path]);
      }
      expect(doc.paths).not.toHaveProperty(['/v1/internal/access/{userId}']);
      expect(doc.paths['/v1/auth/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    });
  });
});
