import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';
import { openEventStream } from './event-stream';

const kinds = await testDatabaseKinds();

describe.each(kinds)('notification centre, orders placed by buyers, maintenances, documents (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, email?: string, payload?: object) => h.app.inject({
    method, url, headers: email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {}, ...(payload ? { payload } : {}),
  });
  const listOf = async (email: string) => {
    await h.settle(); // notifications are jobs (docs/decisions/durable-work.md)
    const res = await call('GET', '/v1/notifications-centers', email);
    expect(res.statusCode).toBe(200);
    return { items: res.json<Notification[]>(), unseen: Number(res.headers['x-unseen-count']) };
  };
  const placeOrder = (payload: object, email = 'buyer@vendange.test') => call('POST', '/v1/orders', email, payload);

  describe('who sees what', () => {
    it('gives the owner the seeded shop notifications, newest first, all unseen', async () => {
      const { items, unseen } = await listOf('owner@vendange.test');
      expect(items.map((n) => n.type)).toEqual(['payment', 'stockUpdate', 'newOrder']);
      expect(items.find((n) => n.type === 'newOrder')?.redirectLink).toBe('/dashboard/orders/1');
      expect(items.every((n) => n.seen === false)).toBe(true);
      expect(unseen).toBe(3);
    });

    it('gives a collaborator only what their rights allow, a buyer their own, others nothing', async () => {
      // staff@ holds seeAllStock but neither seeAllOrder nor seeAllPayment.
      expect((await listOf('staff@vendange.test')).items.map((n) => n.type)).toEqual(['stockUpdate']);
      expect((await listOf('buyer@vendange.test')).items.map((n) => n.type)).toEqual(['orderStatus']);
      for (const email of ['owner2@vendange.test', 'agent@vendange.test', 'admin@vendange.test']) {
        expect(await listOf(email), email).toEqual({ items: [], unseen: 0 });
      }
      expect((await call('GET', '/v1/notifications-centers')).statusCode).toBe(401);
    });

    it('pages backwards with before and limit', async () => {
      const all = (await listOf('owner@vendange.test')).items;
      const page = await call('GET', `/v1/notifications-centers?before=${all[0]!.id}&limit=1`, 'owner@vendange.test');
      expect(page.json<Notification[]>().map((n) => n.id)).toEqual([all[1]!.id]);
    });
  });

  describe('a buyer places an order', () => {
    it('prices it from the catalogue, numbers it, and notifies the staff holding seeAllOrder only', async () => {
      const res = await placeOrder({ shopId: 1, lines: [{ productId: 1, quantity: 2 }], comment: 'Livraison le matin' });
      expect(res.statusCode).toBe(201);
      const order = res.json();
      // The particulier list is shown TTC: (12.50 HT + still-wine duty 4.19 €/hl × 0.0075 hl) × 1.2 = 15.0377 → 15.04 shown,
      // and 2 × 15.04 = 30.08 TTC is what the buyer pays (docs/decisions/rounding.md); seeded CMD-2026-0001..0003 come before.
      const year = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date()));
      expect(order).toMatchObject({ shopId: 1, status: 'pending', clientName: 'Sophie Leroy', totalTtcCents: 3008, reference: year === 2026 ? 'CMD-2026-0004' : `CMD-${year}-0001` });

      const owner = await listOf('owner@vendange.test');
      const note = owner.items[0]!;
      expect(note).toMatchObject({ type: 'newOrder', title: 'Nouvelle commande', seen: false, redirectLink: `/dashboard/orders/${order.id}` });
      expect(note.message).toBe(`${order.reference} · Sophie Leroy · 30,08\u00a0€`);
      expect(owner.unseen).toBe(4);
      expect((await listOf('staff@vendange.test')).items.some((n) => n.id === note.id)).toBe(false);
      expect((await listOf('owner2@vendange.test')).items).toEqual([]);

      const orders = await call('GET', '/v1/orders?search=' + order.reference, 'owner@vendange.test');
      expect(orders.json().items).toEqual([order]);
      const second = await placeOrder({ shopId: 1, lines: [{ productId: 3, quantity: 1 }] });
      expect(Number(second.json().reference.slice(-4))).toBe(Number(order.reference.slice(-4)) + 1);
    });

    it('applies a permission change at once', async () => {
      const owner = await h.tokenOf('owner@vendange.test');
      const setStaff = (payload: object) => h.app.inject({ method: 'PUT', url: '/v1/collaborators/3', headers: { authorization: `Bearer ${owner}` }, payload });
      try {
        await setStaff({ authorizations: { seeAllOrder: true } });
        expect((await listOf('staff@vendange.test')).items.some((n) => n.type === 'newOrder')).toBe(true);
        await setStaff({ blocked: true });
        expect((await listOf('staff@vendange.test')).items).toEqual([]);
      } finally {
        await setStaff({ blocked: false, authorizations: { seeAllOrder: false } });
      }
    });

    it.each([
      ['a quantity of 0', { shopId: 1, lines: [{ productId: 1, quantity: 0 }] }, 'INVALID_INPUT', /au moins 1/],
      ['a fractional quantity', { shopId: 1, lines: [{ productId: 1, quantity: 1.5 }] }, 'INVALID_INPUT', /entier/],
      ['no line', { shopId: 1, lines: [] }, 'INVALID_INPUT', /au moins un produit/],
      ['an unknown product', { shopId: 1, lines: [{ productId: 999, quantity: 1 }] }, 'UNKNOWN_PRODUCT', /^Produit inexistant$/],
      ["another shop's product", { shopId: 1, lines: [{ productId: 6, quantity: 1 }] }, 'UNKNOWN_PRODUCT', /^Produit inexistant$/],
      ['a product hidden from buyers (paused)', { shopId: 1, lines: [{ productId: 4, quantity: 1 }] }, 'UNKNOWN_PRODUCT', /^Produit inexistant$/],
      ['a product out of stock', { shopId: 2, lines: [{ productId: 8, quantity: 1 }] }, 'PRODUCT_UNAVAILABLE', /rupture de stock/],
      ['a format of another product', { shopId: 1, lines: [{ productId: 2, formatId: 1, quantity: 1 }] }, 'UNKNOWN_FORMAT', /format/],
      ['an unknown shop', { shopId: 999, lines: [{ productId: 1, quantity: 1 }] }, 'UNKNOWN_SHOP', /boutique/],
    ])('refuses %s with a 400 in French', async (_label, payload, code, message) => {
      const res = await placeOrder(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
      expect(res.json().message).toMatch(message);
    });

    it('lets only buyers order, and only at a shop that takes orders', async () => {
      const payload = { shopId: 1, lines: [{ productId: 1, quantity: 1 }] };
      for (const email of ['owner@vendange.test', 'staff@vendange.test', 'agent@vendange.test', 'admin@vendange.test']) {
        expect((await placeOrder(payload, email)).statusCode, email).toBe(403);
      }
      expect((await call('POST', '/v1/orders', undefined, payload)).statusCode).toBe(401);
      await h.writeOutside(sql`update shops.shops set integration = jsonb_set(integration, '{shop,active}', 'false') where id = 2`);
      try {
        const closed = await placeOrder({ shopId: 2, lines: [{ productId: 6, quantity: 1 }] });
        expect(closed.statusCode).toBe(400);
        expect(closed.json().code).toBe('SHOP_CLOSED');
      } finally {
        await h.writeOutside(sql`update shops.shops set integration = jsonb_set(integration, '{shop,active}', 'true') where id = 2`);
      }
      expect((await placeOrder({ shopId: 2, lines: [{ productId: 6, quantity: 1 }] })).statusCode).toBe(201);
    });

    it('keeps the order when the notification cannot be written', async () => {
      await h.handle.db.execute(sql`alter table notifications.notifications rename to notifications_away`);
      try {
        expect((await placeOrder({ shopId: 1, lines: [{ productId: 2, quantity: 1 }] })).statusCode).toBe(201);
      } finally {
        await h.handle.db.execute(sql`alter table notifications.notifications_away rename to notifications`);
      }
    });
  });

  describe('mark as seen', () => {
    it("ignores someone else's ids, silently", async () => {
      const ownerIds = (await listOf('owner@vendange.test')).items.map((n) => n.id);
      const before = (await listOf('owner@vendange.test')).unseen;
      // owner2 has the notification of the order placed at shop 2 above, and keeps it unseen.
      const owner2Unseen = (await listOf('owner2@vendange.test')).unseen;
      expect(owner2Unseen).toBe(1);
      const res = await call('PUT', '/v1/notifications-centers/mark-as-seen', 'owner2@vendange.test', { arrayOfIds: [...ownerIds, 999_999] });
      expect(res.json()).toEqual({ success: true, unseen: owner2Unseen });
      expect((await listOf('owner@vendange.test')).unseen).toBe(before);
      // A collaborator marking them sees only their own change.
      await call('PUT', '/v1/notifications-centers/mark-as-seen', 'staff@vendange.test', { arrayOfIds: ownerIds });
      expect((await listOf('owner@vendange.test')).unseen).toBe(before);
    });

    it('marks one, then all, and the count follows', async () => {
      const { items, unseen } = await listOf('owner@vendange.test');
      const one = await call('PUT', '/v1/notifications-centers/mark-as-seen', 'owner@vendange.test', { arrayOfIds: [items[0]!.id, items[0]!.id] });
      expect(one.json()).toEqual({ success: true, unseen: unseen - 1 });
      const after = await listOf('owner@vendange.test');
      expect(after.items[0]!.seen).toBe(true);
      expect(after.unseen).toBe(unseen - 1);
      const all = await h.app.inject({ method: 'PUT', url: '/v1/notifications-centers/mark-all-as-seen', headers: { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` } });
      expect(all.json()).toEqual({ success: true, unseen: 0 });
      const done = await listOf('owner@vendange.test');
      expect(done.unseen).toBe(0);
      expect(done.items.every((n) => n.seen)).toBe(true);
      // The buyer's own notification is untouched by the owner's actions.
      expect((await listOf('buyer@vendange.test')).unseen).toBe(1);
    });

    it('refuses a bad body with a 400', async () => {
      for (const payload of [{}, { arrayOfIds: [] }, { arrayOfIds: ['x'] }]) {
        expect((await call('PUT', '/v1/notifications-centers/mark-as-seen', 'owner@vendange.test', payload)).statusCode).toBe(400);
      }
    });
  });

  describe('live stream', () => {
    it('sends a new notification to the owner as a Server-Sent Event, uncompressed, and nothing to a collaborator without the right', async () => {
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
      const open = async (email: string) => openEventStream(`${base}/v1/notifications-centers/stream`, {
        authorization: `Bearer ${await h.tokenOf(email)}`, 'accept-encoding': 'gzip, br',
      });
      const owner = await open('owner@vendange.test');
      const staff = await open('staff@vendange.test');
      try {
        expect(owner.res.status).toBe(200);
        expect(owner.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
        expect(owner.res.headers.get('content-encoding')).toBeNull();
        expect(await owner.readUntil(/: connected/, 2000)).toContain(': connected');

        const placed = await placeOrder({ shopId: 1, lines: [{ productId: 5, quantity: 1 }] });
        const text = await owner.readUntil(/event: notification\ndata: .*\n\n/, 5000);
        const data = /event: notification\ndata: (.*)\n\n/.exec(text)?.[1];
        expect(data, text).toBeDefined();
        expect(JSON.parse(data!)).toMatchObject({ type: 'newOrder', seen: false, redirectLink: `/dashboard/orders/${placed.json().id}` });
        expect(await staff.readUntil(/event: notification/, 300)).not.toContain('event: notification');
        const anonymous = await fetch(`${base}/v1/notifications-centers/stream`);
        expect(anonymous.status).toBe(401);
        await anonymous.text();
      } finally {
        owner.close();
        staff.close();
        // fetch keeps spare sockets open that never carry a request: the server would wait for them on close.
        await new Promise((r) => setTimeout(r, 50));
        h.app.server.closeAllConnections();
      }
    });
  });

  describe('maintenance', () => {
    const iso = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * 60_000).toISOString();

    it('is none at first, then a banner for a planned one, the page during one, and gone when cancelled', async () => {
      expect((await call('GET', '/v1/maintenances')).json()).toEqual({ banner: false, page: false, startDate: null, endDate: null, message: null });
      const planned = await call('POST', '/v1/admin/maintenances', 'admin@vendange.test', { startDate: iso(60), endDate: iso(120), message: 'Mise à jour' });
      expect(planned.statusCode).toBe(201);
      expect(planned.json()).toMatchObject({ page: true, message: 'Mise à jour', cancelledAt: null });
      expect((await call('GET', '/v1/maintenances')).json()).toEqual({ banner: true, page: false, startDate: planned.json().startDate, endDate: planned.json().endDate, message: 'Mise à jour' });

      const running = await call('POST', '/v1/admin/maintenances', 'admin@vendange.test', { startDate: iso(-5), endDate: iso(30), page: true });
      expect((await call('GET', '/v1/maintenances')).json()).toMatchObject({ banner: false, page: true, endDate: running.json().endDate });

      const list = await call('GET', '/v1/admin/maintenances', 'admin@vendange.test');
      expect(list.json().map((m: { id: number }) => m.id)).toEqual([running.json().id, planned.json().id]);
      const cancelled = await call('DELETE', `/v1/admin/maintenances/${running.json().id}`, 'admin@vendange.test');
      expect(cancelled.json().cancelledAt).not.toBeNull();
      expect((await call('GET', '/v1/maintenances')).json()).toMatchObject({ banner: true, page: false });
      await call('DELETE', `/v1/admin/maintenances/${planned.json().id}`, 'admin@vendange.test');
      expect((await call('GET', '/v1/maintenances')).json().banner).toBe(false);
    });

    it('is for the administrator only, with French errors', async () => {
      const body = { startDate: iso(60), endDate: iso(120) };
      for (const email of ['owner@vendange.test', 'buyer@vendange.test', 'staff@vendange.test', 'agent@vendange.test']) {
        expect((await call('GET', '/v1/admin/maintenances', email)).statusCode, email).toBe(403);
        expect((await call('POST', '/v1/admin/maintenances', email, body)).statusCode, email).toBe(403);
        expect((await call('DELETE', '/v1/admin/maintenances/1', email)).statusCode, email).toBe(403);
      }
      expect((await call('GET', '/v1/admin/maintenances')).statusCode).toBe(401);
      expect((await call('GET', '/v1/admin/maintenances', 'master@vendange.test')).statusCode).toBe(401);
      const backwards = await call('POST', '/v1/admin/maintenances', 'admin@vendange.test', { startDate: iso(120), endDate: iso(60) });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toContain('La fin doit être après le début');
      expect((await call('DELETE', '/v1/admin/maintenances/999999', 'admin@vendange.test')).statusCode).toBe(404);
    });
  });

  describe('documents to download', () => {
    it('hands each document over once, to its user only', async () => {
      await h.handle.db.execute(sql`insert into notifications.downloads (user_id, url, label) values (5, '/exports/commandes.csv', 'Export des commandes')`);
      expect((await call('GET', '/v1/documents/to-download', 'owner@vendange.test')).json()).toEqual([]);
      const first = await call('GET', '/v1/documents/to-download', 'buyer@vendange.test');
      expect(first.json()).toEqual([{ id: expect.any(Number), url: '/exports/commandes.csv', label: 'Export des commandes' }]);
      expect((await call('GET', '/v1/documents/to-download', 'buyer@vendange.test')).json()).toEqual([]);
      expect((await call('GET', '/v1/documents/to-download')).statusCode).toBe(401);
    });

    it('keeps the internal routes out of reach from outside', async () => {
      expect((await call('POST', '/v1/internal/notifications', 'admin@vendange.test', { userId: 1, type: 'info', title: 'x' })).statusCode).toBe(404);
      expect((await call('POST', '/v1/internal/documents', 'admin@vendange.test', { userId: 1, url: '/x', label: 'x' })).statusCode).toBe(404);
    });
  });
});
