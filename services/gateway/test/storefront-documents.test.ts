import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, Shop } from '@vendange/contracts';
import type { DatabaseHandle } from '@vendange/service-kit';
import { openTestDatabase, testDatabaseKinds } from '@vendange/service-kit/testing';
import { buildGateway } from '../src/app';
import { migrateAll, seedAll } from '../src/database';
import { readGatewayEnv, repoRoot } from '../src/env';

// Needs mfe-shop's build (its dist-server/): `npm test` builds the front ends before this suite runs.
const serverBuild = path.join(repoRoot, 'mfe-shop/dist-server/node/storefront-server.cjs');
const manifestFile = path.join(repoRoot, 'mfe-shop/dist-server/public/manifest.json');
const PUBLIC_URL = 'https://vins.example';
const JS_BUDGET_GZIP = 130 * 1024;
const kinds = await testDatabaseKinds();

/** The visible text of some HTML: tags and React's text separators out, entities decoded. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"')
  .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const scriptJson = (html: string, selector: string) => {
  const m = new RegExp(`<script type="application/${selector.replace(/[+]/g, '\\+')}">(.*?)</script>`).exec(html);
  if (!m) throw new Error(`no ${selector} script in the page`);
  return JSON.parse(m[1]!) as Record<string, unknown>;
};
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe.each(kinds)('server-rendered storefront pages (%s)', (kind) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let dataDir: string;
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: 'text/html', 'accept-language': 'fr-FR,fr;q=0.9', cookie: 'isOver18=true', ...headers } });
  const tokenOf = async (email: string) => (await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'Vendange2026' } })).json<{ jwt: string }>().jwt;

  beforeAll(async () => {
    if (!existsSync(serverBuild)) throw new Error(`${serverBuild} is missing: build mfe-shop first (npm run build -- --only=mfe-shop).`);
    handle = await migrateAll(await openTestDatabase(kind));
    await seedAll(handle);
    dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-ssr-'));
    app = await buildGateway({ env: readGatewayEnv({ DATA_DIR: dataDir, PUBLIC_URL }), db: handle.db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // First: the catalogue keeps a shop's settings 30 s once read, and nothing has read shop 2's yet.
  it('a shop keeping its prices for members puts no price in the HTML nor in the inlined data', async () => {
    const owner2 = { authorization: `Bearer ${await tokenOf('owner2@vendange.test')}` };
    const shop = (await app.inject({ url: '/v1/shops/me', headers: owner2 })).json<Shop>();
    const set = await app.inject({ method: 'PUT', url: '/v1/shops/me/sales-rules', headers: owner2, payload: { ...shop.sales, membersOnlyPrices: true } });
    expect(set.statusCode, set.body).toBe(200);
    const res = await page('/chateau-belle-riviere');
    expect(res.statusCode).toBe(200);
    const text = textOf(res.body);
    expect(text).toContain('Bordeaux Supérieur');
    expect(text).toContain('Prix réservés aux membres');
    expect(res.body).toContain('href="/auth/register/buyer?id=BELLERIV"');
    expect(text).not.toContain('€');
    const data = scriptJson(res.body, 'json" id="storefront-data');
    const formats = (data.page as { products: Array<{ formats: Array<Record<string, unknown>> }> }).products.flatMap((p) => p.formats);
    expect(formats.length).toBeGreaterThan(0);
    // The page inlines the price it shows (displayCents) and no other: none here.
    for (const f of formats) expect(f).toMatchObject({ displayCents: null });
    expect(JSON.stringify(data)).not.toMatch(/priceCents|priceTtcCents/);
    const product = await page('/chateau-belle-riviere/bordeaux-superieur-6');
    expect(scriptJson(product.body, 'ld+json')).not.toHaveProperty('offers');
    expect(product.body).not.toContain('data-testid="product-price"');
  });

  it('a shop page holds its products and prices, title, description, canonical, Open Graph and an ItemList', async () => {
    const res = await page('/domaine-des-coteaux');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/^<!doctype html><html lang="fr">/);
    expect(res.body).toContain('<title>Domaine des Coteaux</title>');
    expect(metaOf(res.body, 'og:title')).toBe('Domaine des Coteaux');
    expect(metaOf(res.body, 'og:url')).toBe(`${PUBLIC_URL}/domaine-des-coteaux`);
    expect(metaOf(res.body, 'description')).toContain('Domaine des Coteaux');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/domaine-des-coteaux">`);
    const text = textOf(res.body);
    for (const name of ['Côtes du Rhône Les Galets', 'Viognier des Coteaux', 'Rosé de Saignée', 'Tire-bouchon du Domaine']) expect(text).toContain(name);
    // A paused product is not for sale: the public never sees it.
    expect(text).not.toContain('Gigondas Vieilles Vignes');
    expect(text).toMatch(/\d+,\d{2} € TTC/);
    expect(text).toContain("L'abus d'alcool est dangereux pour la santé");
    // Four products and the box to compose (its card leads to the composer).
    expect(res.body.match(/data-testid="product-card"/g)).toHaveLength(5);
    const ld = scriptJson(res.body, 'ld+json');
    const list = (ld['@graph'] as Array<Record<string, unknown>>).find((n) => n['@type'] === 'ItemList')!;
    expect(list.itemListElement).toContainEqual({ '@type': 'ListItem', position: 1, url: `${PUBLIC_URL}/domaine-des-coteaux/cotes-du-rhone-les-galets-1`, name: 'Côtes du Rhône Les Galets' });
    // The inlined data is the page's, not more: the shop's terms and rules stay out.
    const data = scriptJson(res.body, 'json" id="storefront-data');
    expect(data).toMatchObject({ locale: 'fr', shopPath: '/domaine-des-coteaux', ageGate: false, page: { kind: 'shop', tab: { name: 'Nos vins' } } });
    expect(JSON.stringify(data)).not.toMatch(/cgv|deliveries|paymentsList/);
  });

  it('opens by code, id and /shops/{id} under one canonical address, with the tab asked for', async () => {
    for (const url of ['/COTEAUX', '/1', '/shops/1?page=coffrets']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<link rel="canonical" href="${PUBLIC_URL}/domaine-des-coteaux">`);
    }
    const coffrets = (await page('/domaine-des-coteaux?page=coffrets')).body;
    expect(coffrets).toMatch(/<h2[^>]*data-testid="shop-tab-title">Coffrets<\/h2>/);
    // The tab lists what the producer put in it, the boxes only: not the same cards as 'Nos vins'.
    expect(coffrets.match(/data-testid="product-card"/g)).toHaveLength(1);
    expect(textOf(coffrets)).toContain('Votre coffret découverte');
    // A text page shows its text and no card.
    const domaine = (await page('/domaine-des-coteaux?page=le-domaine')).body;
    expect(domaine).toContain('data-testid="shop-tab-text"');
    expect(domaine).not.toContain('data-testid="product-card"');
  });

  it('a product page carries its formats, price, nutrition, health warning and schema.org Product with its offers', async () => {
    const detail = (await app.inject({ url: '/v1/products/1' })).json<ProductDetail>();
    const res = await page('/domaine-des-coteaux/cotes-du-rhone-les-galets-1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Côtes du Rhône Les Galets – Domaine des Coteaux</title>');
    expect(metaOf(res.body, 'og:type')).toBe('product');
    expect(metaOf(res.body, 'og:title')).toBe('Côtes du Rhône Les Galets – Domaine des Coteaux');
    const text = textOf(res.body);
    expect(text).toContain('Bouteille 75 cl');
    expect(text).toMatch(/\d+,\d{2} € TTC/);
    expect(text).toContain('Valeur énergétique');
    expect(text).toContain("L'abus d'alcool est dangereux pour la santé");
    const ld = scriptJson(res.body, 'ld+json');
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Côtes du Rhône Les Galets', brand: { '@type': 'Brand', name: 'Domaine des Coteaux' }, url: `${PUBLIC_URL}/domaine-des-coteaux/cotes-du-rhone-les-galets-1` });
    const bottle = detail.formats.find((f) => f.container === 'bouteille')!;
    const cents = bottle.price!.ttcCents;
    expect(ld.offers).toContainEqual(expect.objectContaining({
      '@type': 'Offer', price: `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`, priceCurrency: 'EUR', availability: 'https://schema.org/InStock',
    }));
  });

  it('a box that composes leads to its composer instead of the cart', async () => {
    const res = await page('/domaine-des-coteaux/votre-coffret-decouverte-9');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/href="\/shops\/1\/builders\/9"[^>]*data-testid="product-compose-link"/);
    expect(res.body).not.toContain('data-testid="add-to-cart"');
  });

  it('sends another spelling of a product to its one address (301), keeping the query', async () => {
    for (const [url, location] of [
      ['/domaine-des-coteaux/1', '/domaine-des-coteaux/cotes-du-rhone-les-galets-1'],
      ['/shops/1/old-name-1?lang=fr', '/shops/1/cotes-du-rhone-les-galets-1?lang=fr'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(location);
    }
  });

  it('answers 404 for a product that does not exist here and for an unknown shop', async () => {
    const missing = await page('/domaine-des-coteaux/no-such-wine-999');
    expect(missing.statusCode).toBe(404);
    expect(textOf(missing.body)).toContain('Produit inexistant');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    // Product 6 belongs to another shop.
    expect((await page('/domaine-des-coteaux/bordeaux-superieur-6')).statusCode).toBe(404);
    const unknown = await page('/no-such-shop');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('storefront-data');
  });

  it('leaves the other pages to the app', async () => {
    // A quote's answer link (/quotes/{token}) is never read as shop "quotes" and its product, even when the token ends like a product key.
    for (const url of ['/domaine-des-coteaux/nutritiveValues', '/dashboard/orders', '/shops', '/cart', '/quotes/Qm9uam91ci1hdS1jbGllbnQ-12']) {
      const res = await page(url);
      expect(res.body, url).not.toContain('id="storefront-data"');
    }
    const quote = await page('/quotes/Qm9uam91ci1hdS1jbGllbnQ-12');
    expect(quote.statusCode).toBe(200);
    expect(quote.headers['content-type']).toMatch(/^text\/html/);
    expect((await page('/health')).json()).toMatchObject({ ok: true });
  });

  it('asks the age question in the page until the cookie says the visitor is of age', async () => {
    const first = await page('/domaine-des-coteaux', { cookie: '' });
    expect(first.body).toContain('data-testid="age-gate"');
    expect(textOf(first.body)).toContain('Avez-vous 18 ans ou plus ?');
    expect(first.headers.vary).toMatch(/cookie/);
    expect((await page('/domaine-des-coteaux')).body).not.toContain('data-testid="age-gate"');
  });

  it('speaks English to a browser that asks for it', async () => {
    const res = await page('/domaine-des-coteaux/cotes-du-rhone-les-galets-1', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(textOf(res.body)).toContain('Add to cart');
    expect((await page('/domaine-des-coteaux?lang=fr', { 'accept-language': 'en-GB' })).body).toMatch(/<html lang="fr">/);
  });

  it('keeps the language asked by ?lang= for the next pages, without JavaScript (a cookie)', async () => {
    const asked = await page('/domaine-des-coteaux?lang=en', { 'accept-language': 'fr-FR' });
    expect(asked.headers['set-cookie']).toMatch(/^vendange_lang=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const next = await page('/domaine-des-coteaux/cotes-du-rhone-les-galets-1', { 'accept-language': 'fr-FR', cookie: 'isOver18=true; vendange_lang=en' });
    expect(next.body).toMatch(/<html lang="en">/);
    expect((await page('/domaine-des-coteaux', { 'accept-language': 'fr-FR' })).headers['set-cookie']).toBeUndefined();
  });

  it('revalidates cheaply: 304 for the same ETag', async () => {
    const first = await page('/domaine-des-coteaux');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await page('/domaine-des-coteaux', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('serves its scripts, within the JavaScript budget of a visitor\'s shop page (130 KB gzip)', async () => {
    const res = await page('/domaine-des-coteaux');
    const referenced = [...res.body.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
    expect(referenced.length).toBeGreaterThan(0);
    const served = await app.inject({ url: referenced[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    // Everything the page's scripts can load (they load the rest): the upper bound of what a visitor downloads.
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { scripts: string[]; files: string[] };
    expect(manifest.files).toEqual(expect.arrayContaining(referenced));
    const gzip = manifest.files.reduce((n, f) => n + gzipSync(readFileSync(path.join(repoRoot, 'mfe-shop/dist-server/public', f.replace('/storefront/', '')))).length, 0);
    console.log(`storefront JavaScript for a visitor: ${(gzip / 1024).toFixed(1)} KB gzip in ${manifest.files.length} files`);
    expect(gzip).toBeLessThanOrEqual(JS_BUDGET_GZIP);
  });

  // Last: it adds a product to shop 1.
  it('a product name cannot break out of the inlined data nor the JSON-LD', async () => {
    const owner = { authorization: `Bearer ${await tokenOf('owner@vendange.test')}` };
    const name = '</script><script>alert(1)</script><!--';
    const created = await app.inject({ method: 'POST', url: '/v1/products', headers: owner, payload: { productType: 'bottle', name, status: 'online' } });
    expect(created.statusCode, created.body).toBe(201);
    const res = await page('/domaine-des-coteaux');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--<');
    const list = (scriptJson(res.body, 'ld+json')['@graph'] as Array<{ itemListElement?: Array<{ name: string }> }>)[1]!;
    expect(list.itemListElement!.map((i) => i.name)).toContain(name);
    const data = scriptJson(res.body, 'json" id="storefront-data');
    expect((data.page as { products: Array<{ name: string }> }).products.map((p) => p.name)).toContain(name);
  });
  it('links « Primeurs » once the shop opens a primeur campaign, as the app page does (primeursPathOf)', async () => {
    const headers = { authorization: `Bearer ${await tokenOf('owner@vendange.test')}` };
    const before = await page('/domaine-des-coteaux');
    const hadOne = before.body.includes('data-testid="shop-futures-link"');
    const made = await app.inject({
      method: 'POST', url: '/v1/products', headers,
      payload: { shopId: 1, productType: 'bottle', name: 'Cuvée en primeur', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1600 }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const product = made.json<ProductDetail>();
    const offer = await app.inject({
      method: 'POST', url: '/v1/futures?shopId=1', headers,
      payload: { productId: product.id, name: 'Primeurs 2025', vintage: 2025, expectedDelivery: '2027-09-15', formatIds: [product.formats[0]!.id], tranches: [{ unitPriceCents: 2500, cap: 10 }] },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const opened = await app.inject({ method: 'PUT', url: `/v1/futures/${offer.json<{ id: number }>().id}/status?shopId=1`, headers, payload: { status: 'open' } });
    expect(opened.statusCode, opened.body).toBe(200);
    const res = await page('/domaine-des-coteaux');
    expect(res.body).toContain('href="/shops/1/primeurs" data-testid="shop-futures-link"');
    const data = scriptJson(res.body, 'json" id="storefront-data');
    expect(data.page).toMatchObject({ primeursPath: '/shops/1/primeurs' });
    // Without an open campaign before, the page had no link: it follows the campaign, not a setting.
    if (!hadOne) expect(before.body).not.toContain('shop-futures-link');
  });
});
