import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogTypology, PriceGrid, ProductSummary } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

describe.each(kinds)('typologies and price grids (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const as = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });

  it('creates, updates and deletes a typology; one public grid per shop', async () => {
    const owner = await as('owner@vendange.test');
    const created = await h.app.inject({ method: 'POST', url: '/v1/typologies', headers: owner, payload: { key: 'export', name: 'Export', ttc: false, globalDiscount: '7,5' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<CatalogTypology>()).toMatchObject({ key: 'export', public: false, globalDiscount: '7.5', pricedFormats: 0 });
    const twice = await h.app.inject({ method: 'POST', url: '/v1/typologies', headers: owner, payload: { key: 'export', name: 'Export' } });
    expect(twice.statusCode).toBe(409);
    const reserved = await h.app.inject({ method: 'POST', url: '/v1/typologies', headers: owner, payload: { key: 'owner', name: 'Moi' } });
    expect(reserved.json().message).toContain('réservée');

    const madePublic = await h.app.inject({ method: 'PUT', url: '/v1/typologies/export', headers: owner, payload: { name: 'Export UE', public: true, ttc: true } });
    expect(madePublic.json<CatalogTypology>()).toMatchObject({ name: 'Export UE', public: true });
    const all = (await h.app.inject({ url: '/v1/typologies', headers: owner })).json<{ items: CatalogTypology[] }>().items;
    expect(all.filter((t) => t.public).map((t) => t.key)).toEqual(['export']);
    expect(all.find((t) => t.key === 'caviste')!.pricedFormats).toBeGreaterThan(0);

    expect((await h.app.inject({ method: 'DELETE', url: '/v1/typologies/export', headers: owner })).statusCode).toBe(409);
    await h.app.inject({ method: 'PUT', url: '/v1/typologies/particulier', headers: owner, payload: { name: 'Particulier', public: true, ttc: true } });
    expect((await h.app.inject({ method: 'DELETE', url: '/v1/typologies/export', headers: owner })).statusCode).toBe(204);
    expect((await h.app.inject({ url: '/v1/typologies', headers: owner })).json<{ items: CatalogTypology[] }>().items.map((t) => t.key)).not.toContain('export');
  });

  it('reads and sets a price grid; the buyer of that typology gets the new price', async () => {
    const owner = await as('owner@vendange.test');
    const grid = (await h.app.inject({ url: '/v1/price-grids?typology=caviste&limit=200', headers: owner })).json<PriceGrid>();
    expect(grid.typology.key).toBe('caviste');
    const galets = grid.items.find((r) => r.productId === 1)!;
    expect(galets).toMatchObject({ formatLabel: 'Bouteille 75 cl', priceCents: 850, visible: true });
    expect(grid.items.every((r) => r.productName)).toBe(true);

    const magnum = grid.items.find((r) => r.productId === 1 && r.formatId !== galets.formatId)!;
    const set = await h.app.inject({
      method: 'PUT', url: '/v1/price-grids', headers: owner,
      payload: { typology: 'caviste', prices: [{ formatId: galets.formatId, priceCents: 799, visible: true }, { formatId: magnum.formatId, priceCents: null, visible: false }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ updated: 2 });

    // The agent's assigned typology is caviste; staff ask for it explicitly.
    const page = (await h.app.inject({ url: '/v1/products?shopIds=[1]&typology=caviste', headers: await as('agent@vendange.test') })).json<{ items: ProductSummary[] }>();
    const product = page.items.find((p) => p.id === 1)!;
    expect(product.formats.map((f) => f.priceCents)).toEqual([799, null]);

    const search = (await h.app.inject({ url: '/v1/price-grids?typology=caviste&search=galets', headers: owner })).json<PriceGrid>();
    expect(search.items.every((r) => r.productId === 1)).toBe(true);
  });

  it('refuses a format of another shop and an unknown typology', async () => {
    const other = await as('owner2@vendange.test');
    const foreign = await h.app.inject({ method: 'PUT', url: '/v1/price-grids', headers: other, payload: { typology: 'caviste', prices: [{ formatId: 1, priceCents: 1 }] } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toContain('n’existe pas dans cette boutique');
    const unknown = await h.app.inject({ url: '/v1/price-grids?typology=grossiste', headers: other });
    expect(unknown.statusCode).toBe(404);
    const staffOfShop1 = await h.app.inject({ url: '/v1/price-grids?shopId=1', headers: other });
    expect(staffOfShop1.statusCode).toBe(403);
  });
});
