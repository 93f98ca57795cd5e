import { describe, expect, it } from 'vitest';
import { acceptedLanguages, loadStorefront, type ApiGet, type StorefrontRequest } from './load-storefront';
import { storefrontRouteOf, type StorefrontRoute } from './storefront-route';

const shop = {
  id: 1, code: 'COTEAUX', name: 'Domaine des Coteaux', urlShop: 'domaine-des-coteaux', color: '#7B2D43', logo: null, banner: null,
  editedShop: { color: '#7B2D43', banner: null, logo: null }, integration: {}, headerStyle: { color: '#FFFFFF' },
  tabs: [
    { id: 'vins', name: 'Nos vins', order: 0, exists: true, content: { kind: 'types', productTypes: ['bottle'], colors: [] }, children: [] },
    { id: 'coffrets', name: 'Coffrets', order: 1, exists: true, content: { kind: 'types', productTypes: ['box'], colors: [] }, children: [] },
    { id: 'domaine', name: 'Le domaine', order: 2, exists: true, content: { kind: 'text', text: 'Dix hectares.\n\nVisites le samedi.' }, children: [] },
  ],
  sales: { membersOnlyPrices: false, cgv: 'long terms', deliveries: [] },
};
// Products as the list answers them (ProductSummary)…
const listed = {
  shopId: 1, precision: 'AOP', status: 'online', gamme: 'Tradition', vatType: 'standard', minQuantity: null, maxQuantity: 12, imageUrl: null,
  typology: { key: 'particulier', name: 'Particulier', ttc: true }, vintages: [{ id: 3, name: '2022' }],
  formats: [{ id: 11, container: 'bouteille', unity: 'cl', unityValue: '75', eq75: '1', type: 'bottle', priceCents: 1000, priceTtcCents: 1200, displayCents: 1200, stock: 40 }],
};
const galets = { ...listed, id: 1, name: 'Côtes du Rhône Les Galets', productType: 'bottle', color: 'rouge', hasBuilder: false };
const coffret = { ...listed, id: 9, name: 'Votre coffret découverte', productType: 'box', color: null, hasBuilder: true };
// …and what the page inlines of them: what their card reads, no more.
const card = {
  precision: 'AOP', status: 'online', minQuantity: null, maxQuantity: 12, imageUrl: null, vintages: [{ id: 3, name: '2022' }], ttc: true,
  formats: [{ id: 11, container: 'bouteille', unity: 'cl', unityValue: '75', eq75: '1', displayCents: 1200, stock: 40 }],
};
const galetsCard = { ...card, id: 1, name: 'Côtes du Rhône Les Galets', productType: 'bottle', color: 'rouge' };
const coffretCard = { ...card, id: 9, name: 'Votre coffret découverte', productType: 'box', color: null, hasBuilder: true };

/** The API as the gateway answers it in-process, from a table; records what was asked. */
function api(routes: Record<string, unknown>) {
  const asked: string[] = [];
  const get: ApiGet = async (path) => {
    asked.push(path);
    return path in routes ? { status: 200, body: routes[path] } : { status: 404, body: null };
  };
  return { get, asked };
}
const request = (over: Partial<StorefrontRequest> = {}): StorefrontRequest => ({
  pathname: '/domaine-des-coteaux', search: '', cookie: 'isOver18=true', acceptLanguage: 'fr-FR,fr;q=0.9', now: new Date('2026-11-21T10:00:00Z'), version: '1.0', ...over,
});
const route = (path: string) => storefrontRouteOf(path) as StorefrontRoute;
const list = '/v1/products?shopIds=%5B1%5D&limit=100';

describe('loadStorefront', () => {
  it('reads the shop and its products as a visitor, listing those of the tab asked for', async () => {
    const { get, asked } = api({ '/v1/shops/domaine-des-coteaux': shop, [list]: { items: [galets, coffret], total: 2 } });
    const load = await loadStorefront(route('/domaine-des-coteaux'), request({ search: '?page=coffrets' }), get);
    expect(asked).toEqual(['/v1/shops/domaine-des-coteaux', list, '/v1/futures/shops/1']);
    expect(load).toMatchObject({ kind: 'page', status: 200, data: {
      locale: 'fr', shopPath: '/domaine-des-coteaux', here: '/domaine-des-coteaux?page=coffrets', ageGate: false, year: 2026, version: '1.0',
      page: { kind: 'shop', tab: { id: 'coffrets', name: 'Coffrets' }, paragraphs: null, hasBuilders: true, primeursPath: null },
    } });
    // What the page does not show stays out of the inlined data: the shop's terms, and of each product all its card does not read.
    expect(load.kind === 'page' && load.data.page.kind === 'shop' && load.data.page.products).toEqual([coffretCard]);
    expect(JSON.stringify(load)).not.toMatch(/long terms|priceCents|priceTtcCents|vatType|Tradition|Particulier|shopId/);
  });

  it('links the primeur page when the shop has an open campaign, as the app page does; a refusal leaves only the link out', async () => {
    const open = api({ '/v1/shops/domaine-des-coteaux': shop, [list]: { items: [galets], total: 1 }, '/v1/futures/shops/1': [{ id: 3, name: 'Primeurs 2026' }] });
    expect(await loadStorefront(route('/domaine-des-coteaux'), request(), open.get)).toMatchObject({ data: { page: { kind: 'shop', primeursPath: '/shops/1/primeurs' } } });
    const none = api({ '/v1/shops/domaine-des-coteaux': shop, [list]: { items: [galets], total: 1 }, '/v1/futures/shops/1': [] });
    expect(await loadStorefront(route('/domaine-des-coteaux'), request(), none.get)).toMatchObject({ data: { page: { kind: 'shop', primeursPath: null } } });
    const refused: ApiGet = async (path) => (path.startsWith('/v1/futures') ? { status: 500, body: null } : open.get(path));
    expect(await loadStorefront(route('/domaine-des-coteaux'), request(), refused)).toMatchObject({ kind: 'page', status: 200, data: { page: { primeursPath: null, products: [galetsCard] } } });
  });

  it('lists the wines on the wine tab and only the text on a text page', async () => {
    const { get } = api({ '/v1/shops/domaine-des-coteaux': shop, [list]: { items: [galets, coffret], total: 2 } });
    const wines = await loadStorefront(route('/domaine-des-coteaux'), request(), get);
    expect(wines).toMatchObject({ data: { page: { tab: { id: 'vins' }, paragraphs: null } } });
    // A product that is no box to compose carries no `hasBuilder` at all.
    expect(wines.kind === 'page' && wines.data.page.kind === 'shop' && wines.data.page.products).toEqual([galetsCard]);
    const text = await loadStorefront(route('/domaine-des-coteaux'), request({ search: '?page=le-domaine' }), get);
    expect(text).toMatchObject({ data: { page: { tab: { id: 'domaine' }, products: [], paragraphs: ['Dix hectares.', 'Visites le samedi.'], hasBuilders: true } } });
  });

  it('asks the age question without the cookie, and speaks the browser\'s language', async () => {
    const { get } = api({ '/v1/shops/1': shop, [list]: { items: [] } });
    const load = await loadStorefront(route('/shops/1'), request({ pathname: '/shops/1', cookie: 'other=1', acceptLanguage: 'en-GB,en;q=0.8' }), get);
    expect(load).toMatchObject({ kind: 'page', data: { ageGate: true, locale: 'en', shopPath: '/domaine-des-coteaux' } });
  });

  it('keeps the language the visitor chose (cookie) over a French browser, after the first click', async () => {
    const { get } = api({ '/v1/shops/1': shop, [list]: { items: [] } });
    const load = await loadStorefront(route('/shops/1'), request({ pathname: '/shops/1', cookie: 'isOver18=true; vendange_lang=en' }), get);
    expect(load).toMatchObject({ kind: 'page', data: { locale: 'en' } });
  });

  it('says when the shop does not exist', async () => {
    expect(await loadStorefront(route('/no-such-shop'), request(), api({}).get)).toEqual({ kind: 'unknown-shop' });
  });

  it('renders a product of the shop; one of another shop, or none, is a 404', async () => {
    const { get } = api({ '/v1/shops/domaine-des-coteaux': shop, '/v1/products/1': galets, '/v1/products/6': { ...galets, id: 6, shopId: 2 } });
    expect(await loadStorefront(route('/domaine-des-coteaux/cotes-du-rhone-les-galets-1'), request(), get)).toMatchObject({ kind: 'page', status: 200, data: { page: { kind: 'product', product: galets } } });
    expect(await loadStorefront(route('/domaine-des-coteaux/bordeaux-6'), request(), get)).toMatchObject({ kind: 'page', status: 404, data: { page: { kind: 'missing-product' } } });
    expect(await loadStorefront(route('/domaine-des-coteaux/nothing-9'), request(), get)).toMatchObject({ kind: 'page', status: 404 });
  });

  it('sends another spelling of the product to its one address, under the same shop path and query', async () => {
    const { get } = api({ '/v1/shops/1': shop, '/v1/products/1': galets });
    expect(await loadStorefront(route('/shops/1/old-name-1'), request({ search: '?lang=fr' }), get)).toEqual({ kind: 'redirect', location: '/shops/1/cotes-du-rhone-les-galets-1?lang=fr' });
  });

  it('fails loudly when the API fails (the app then answers instead)', async () => {
    const get: ApiGet = async () => ({ status: 500, body: null });
    await expect(loadStorefront(route('/domaine-des-coteaux'), request(), get)).rejects.toThrow(/500/);
  });
});

describe('acceptedLanguages', () => {
  it('lists the languages by preference, without the refused ones', () => {
    expect(acceptedLanguages('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['fr-FR', 'fr', 'en-US', 'en']);
    expect(acceptedLanguages('en;q=0.5, de, *;q=0.1, it;q=0')).toEqual(['de', 'en']);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
