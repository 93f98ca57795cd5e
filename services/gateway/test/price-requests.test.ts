import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, PriceRequestCreated, Shop } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const PRO = 'jeanne@cave-jeanne.test';

describe.each(kinds)('price-grid requests and storefront tabs (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
    const registered = await h.app.inject({
      method: 'POST', url: '/v1/auth/register',
      payload: { kind: 'buyer', firstname: 'Jeanne', lastname: 'Caviste', email: PRO, password: 'Vendange2026', isPro: true, businessName: 'Cave Jeanne', cgu: true },
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });
  afterAll(async () => { await h?.close(); });

  const as = async (email: string | null) => (email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {});
  const ask = async (email: string | null, shopId: number | string, payload: object = {}) =>
    h.app.inject({ method: 'POST', url: `/v1/shops/${shopId}/price-requests`, headers: await as(email), payload });
  // Notifications are jobs (docs/decisions/durable-work.md): read them once the queue is idle.
  const notificationsOf = async (email: string) => {
    await h.settle();
    return (await h.app.inject({ url: '/v1/notifications-centers', headers: await as(email) })).json<Notification[]>();
  };

  it('a professional buyer asks a shop for a price grid: the staff who follow clients are told, others are not', async () => {
    const res = await ask(PRO, 1, { message: '  Pour ma cave à Lyon, une trentaine de cartons par an.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PriceRequestCreated>().message).toBe('Votre demande a été transmise au producteur.');

    const told = (await notificationsOf('owner@vendange.test')).find((n) => n.type === 'priceRequest');
    expect(told).toMatchObject({
      title: 'Demande de tarif professionnel', redirectLink: '/dashboard/tarifs', seen: false,
      message: `Jeanne Caviste · ${PRO} : « Pour ma cave à Lyon, une trentaine de cartons par an. »`,
    });
    // The demo collaborator holds seeAllClient; the other shop's owner hears nothing.
    expect((await notificationsOf('staff@vendange.test')).some((n) => n.type === 'priceRequest')).toBe(true);
    expect((await notificationsOf('owner2@vendange.test')).some((n) => n.type === 'priceRequest')).toBe(false);
  });

  it('takes one request per buyer and shop a day', async () => {
    const again = await ask(PRO, 1);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'PRICE_REQUEST_RECENT', message: expect.stringContaining('moins de 24 heures') });
    // Another shop is another request.
    expect((await ask(PRO, 2)).statusCode).toBe(201);
    // A day later, the buyer may ask again.
    await h.handle.db.execute(sql`update shops.price_requests set created_at = now() - interval '25 hours' where shop_id = 1`);
    expect((await ask(PRO, 1)).statusCode).toBe(201);
    expect((await notificationsOf('owner@vendange.test')).filter((n) => n.type === 'priceRequest')).toHaveLength(2);
  });

  it('is for logged-in professional buyers, at a shop that exists, with a short message', async () => {
    expect((await ask(null, 1)).statusCode).toBe(401);
    const private_ = await ask('buyer@vendange.test', 1);
    expect(private_.statusCode).toBe(400);
    expect(private_.json().code).toBe('PROFESSIONALS_ONLY');
    for (const email of ['owner@vendange.test', 'staff@vendange.test', 'agent@vendange.test']) expect((await ask(email, 1)).statusCode, email).toBe(403);
    expect((await ask(PRO, 999)).statusCode).toBe(404);
    const long = await ask(PRO, 2, { message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('1000 caractères');
  });

  it('the owner orders the tabs and their sub-pages; new ones get ids from their names, existing ones keep theirs', async () => {
    const owner = await as('owner@vendange.test');
    const res = await h.app.inject({
      method: 'PUT', url: '/v1/shops/me/tabs', headers: owner,
      payload: { tabs: [
        { id: 'coffrets', name: 'Coffrets', exists: true, children: [] },
        { id: 'vins', name: 'Nos vins', exists: true, children: [{ name: 'Rouges' }, { name: 'Blancs' }] },
        { name: 'Événements', exists: false, children: [] },
      ] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Shop>().tabs).toEqual([
      // Sent without a content, a tab holds every product (as tabs did before they had one).
      { id: 'coffrets', name: 'Coffrets', order: 0, exists: true, content: { kind: 'all' }, children: [] },
      { id: 'vins', name: 'Nos vins', order: 1, exists: true, content: { kind: 'all' }, children: [
        { id: 'rouges', name: 'Rouges', content: { kind: 'all' } }, { id: 'blancs', name: 'Blancs', content: { kind: 'all' } },
      ] },
      { id: 'evenements', name: 'Événements', order: 2, exists: false, content: { kind: 'all' }, children: [] },
    ]);
    // Visitors read them with the shop.
    expect((await h.app.inject({ url: '/v1/shops/domaine-des-coteaux' })).json<Shop>().tabs.map((t) => t.id)).toEqual(['coffrets', 'vins', 'evenements']);

    const blank = await h.app.inject({ method: 'PUT', url: '/v1/shops/me/tabs', headers: owner, payload: { tabs: [{ name: ' ', exists: true, children: [] }] } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Le nom de l’onglet ne peut pas être vide');
    const staff = await h.app.inject({ method: 'PUT', url: '/v1/shops/me/tabs', headers: await as('staff@vendange.test'), payload: { tabs: [] } });
    expect(staff.statusCode).toBe(403);
  });
});
