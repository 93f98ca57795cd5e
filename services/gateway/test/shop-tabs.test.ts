import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, PublicShop, Shop } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

// Issue 15 item 14: a producer chooses what each storefront tab holds; 'Coffrets' is not 'Nos vins'.
// Which cards a content lists is mfe-shop's productsOfTab (unit-tested there, applied by both storefront renderings);
// this suite checks what the API stores and hands to them.
describe.each(kinds)('what storefront tabs hold (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const owner = async () => ({ authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` });
  const putTabs = async (tabs: object[]) => h.app.inject({ method: 'PUT', url: '/v1/shops/me/tabs', headers: await owner(), payload: { tabs } });
  const publicShop = async () => (await h.app.inject({ url: '/v1/shops/domaine-des-coteaux' })).json<PublicShop>();
  const visitorProducts = async () => (await h.app.inject({ url: `/v1/products?shopIds=${encodeURIComponent('[1]')}&limit=100` })).json<{ items: ProductSummary[] }>().items;

  it('seeds a demo estate whose Coffrets tab holds the boxes only, and a page about the estate', async () => {
    const shop = await publicShop();
    expect(shop.tabs.map((t) => [t.id, t.content])).toEqual([
      ['vins', { kind: 'all' }],
      ['coffrets', { kind: 'types', productTypes: ['box'], colors: [] }],
      ['domaine', { kind: 'text', text: expect.stringContaining('Vaison-la-Romaine') }],
    ]);
    // The demo shop's only box on sale is the one to compose: Coffrets shows one card, Nos vins all five.
    const products = await visitorProducts();
    expect(products.filter((p) => p.productType === 'box').map((p) => p.name)).toEqual(['Votre coffret découverte']);
    expect(products).toHaveLength(5);
  });

  it('stores each kind of tab the owner chooses and gives it to visitors', async () => {
    const res = await putTabs([
      { id: 'vins', name: 'Nos vins', exists: true, content: { kind: 'types', productTypes: ['bottle'], colors: [] }, children: [
        { name: 'Rouges', content: { kind: 'types', productTypes: [], colors: ['rouge'] } },
      ] },
      { id: 'coffrets', name: 'Coffrets', exists: true, content: { kind: 'builders' }, children: [] },
      { name: 'Sélection', exists: true, content: { kind: 'products', productIds: [3, 2, 3] }, children: [] },
      { name: 'Le domaine', exists: true, content: { kind: 'text', text: '  Visites le samedi.  ' }, children: [] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Shop>().tabs.map((t) => t.content)).toEqual([
      { kind: 'types', productTypes: ['bottle'], colors: [] },
      { kind: 'builders' },
      { kind: 'products', productIds: [3, 2] },
      { kind: 'text', text: 'Visites le samedi.' },
    ]);
    const shop = await publicShop();
    expect(shop.tabs.map((t) => t.id)).toEqual(['vins', 'coffrets', 'selection', 'le-domaine']);
    expect(shop.tabs[0]!.children[0]).toEqual({ id: 'rouges', name: 'Rouges', content: { kind: 'types', productTypes: [], colors: ['rouge'] } });
    expect(shop.tabs[2]!.content).toEqual({ kind: 'products', productIds: [3, 2] });
  });

  it('refuses a tab that holds nothing, saying in French what to do', async () => {
    const cases: Array<[object, string]> = [
      [{ kind: 'products', productIds: [] }, 'Choisissez au moins un produit à montrer dans cet onglet'],
      [{ kind: 'types', productTypes: [], colors: [] }, 'Choisissez au moins un type de produit ou une couleur'],
      [{ kind: 'text', text: '   ' }, 'Écrivez le texte de la page'],
      [{ kind: 'catalogue' }, 'Choisissez ce que montre l’onglet'],
    ];
    for (const [content, message] of cases) {
      const res = await putTabs([{ name: 'Onglet', exists: true, content, children: [] }]);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('lets only the owner choose, never a collaborator or a visitor', async () => {
    const tabs = [{ name: 'Nos vins', exists: true, content: { kind: 'all' }, children: [] }];
    const staff = await h.app.inject({ method: 'PUT', url: '/v1/shops/me/tabs', headers: { authorization: `Bearer ${await h.tokenOf('staff@vendange.test')}` }, payload: { tabs } });
    expect(staff.statusCode).toBe(403);
    expect((await h.app.inject({ method: 'PUT', url: '/v1/shops/me/tabs', payload: { tabs } })).statusCode).toBe(401);
  });
});
