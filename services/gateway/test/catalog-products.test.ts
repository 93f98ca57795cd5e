import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductBody, ProductDetail, ProductSummary, ReferenceList } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';
import { multipartFile, TINY_PNG } from './multipart';

const kinds = await testDatabaseKinds();
type Page = { items: ProductSummary[]; total: number };

const fullProduct = (): ProductBody => ({
  shopId: 1, productType: 'bottle', name: 'Châteauneuf-du-Pape Réserve', precision: 'AOP Châteauneuf-du-Pape', type: 'tranquille', color: 'rouge',
  gamme: 'Prestige', vatType: 'standard', status: 'online', minQuantity: 3, maxQuantity: 24, wrappingPriceCents: 350, labels: ['aop', 'ab'],
  quality: 'aop', wineCategory: '1', growingZone: 'CII', description: 'Un grand vin du Rhône méridional.',
  vintages: [{
    name: '2021',
    legal: { da: true, css: false, typeDA: 'DSU', exciseCode: 'W200', customTaxName: 'Cotisation interprofessionnelle', customTaxAmountPerHL: '1,50', customTaxFamilies: [], customTaxAdded: true, customTaxVat: true },
    advanced: { alcool: { value: '14.5' } }, grapeVarieties: [{ code: 'grenache', percent: 80 }, { code: 'syrah', percent: 20 }],
  }],
  formats: [
    {
      container: 'bouteille', unity: 'cl', unityValue: '75', type: 'bottle', weight: '1.4', priceCents: 3000,
      discountPrice: { '6': 2800 }, discountAdd: {}, promotions: [{ type: '%', amount: '5', activation: 'minProduct', threshold: 12 }],
      typologies: { particulier: { visible: true, priceCents: 3200 }, caviste: { visible: false, priceCents: null } },
    },
    { container: 'magnum', unity: 'cl', unityValue: '150', type: 'bottle', priceCents: 6500, typologies: { caviste: { visible: true, priceCents: 5000 } } },
  ],
  packings: [{ packing: 'caisse-bois-6', packingQuantity: 6, weight: '9.5' }],
  nutrition: {
    energyKcal: '88', energyKj: '366', sugars: '0,5', allergenCodes: ['sulfites'], country: 'FR',
    texts: { fr: { ingredients: 'Raisins, sulfites.', allergens: 'Sulfites' }, de: { ingredients: 'Trauben, Sulfite.' } },
  },
});

describe.each(kinds)('catalogue products (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const as = async (email: string | null) => (email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {});
  const list = async (email: string | null, query: string) => h.app.inject({ url: `/v1/products?${query}`, headers: await as(email) });

  it('shows shop staff every status, buyers and visitors only public ones', async () => {
    for (const email of ['owner@vendange.test', 'staff@vendange.test', 'agent@vendange.test']) {
      const page = (await list(email, 'shopIds=[1]&limit=100')).json<Page>();
      expect(page.items.map((p) => p.status), email).toContain('paused');
    }
    for (const email of ['buyer@vendange.test', null]) {
      const page = (await list(email, 'shopIds=[1]&limit=100')).json<Page>();
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((p) => p.status === 'online' || p.status === 'outofstock')).toBe(true);
    }
    // The storefront (origin=shop) shows staff what buyers see.
    const storefront = (await list('owner@vendange.test', 'shopIds=[1]&origin=shop&limit=100')).json<Page>();
    expect(storefront.items.some((p) => p.status === 'paused')).toBe(false);
  });

  it('prices each viewer with their typology: assigned, asked by staff, else public; TTC from the pricing engine', async () => {
    const galets = (page: Page) => page.items.find((p) => p.id === 1)!;
    const anonymous = galets((await list(null, 'shopIds=[1]')).json<Page>());
    expect(anonymous.typology).toEqual({ key: 'particulier', name: 'Particulier', ttc: true });
    expect(anonymous.formats[0]!.priceCents).toBe(1250);
    // 12.50 + still-wine duty (4.19 €/hl × 0.0075 hl) then 20 % VAT.
    expect(anonymous.formats[0]!.priceTtcCents).toBe(1504);
    expect(anonymous.formats[0]!.displayCents).toBe(1504);
    // The agent is assigned 'caviste' but is staff: without asking, the public grid; asking, the caviste one (shown HT).
    const caviste = galets((await list('owner@vendange.test', 'shopIds=[1]&typology=caviste')).json<Page>());
    expect(caviste.typology?.key).toBe('caviste');
    expect(caviste.formats[0]!.priceCents).toBe(850);
    expect(caviste.formats[0]!.displayCents).toBe(850);
    // A buyer cannot pick another typology than theirs.
    const buyer = galets((await list('buyer@vendange.test', 'shopIds=[1]&typology=caviste')).json<Page>());
    expect(buyer.typology?.key).toBe('particulier');
    expect(buyer.formats[0]!.priceCents).toBe(1250);
  });

  it('hides a format from a typology that does not sell it', async () => {
    const created = await h.app.inject({ method: 'POST', url: '/v1/products', headers: await as('owner@vendange.test'), payload: fullProduct() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<ProductDetail>().id;
    const asCaviste = (await list('owner@vendange.test', 'shopIds=[1]&typology=caviste&search=chateauneuf')).json<Page>();
    const product = asCaviste.items.find((p) => p.id === id)!;
    expect(product.formats[0]!.priceCents).toBeNull();
    expect(product.formats[1]!.priceCents).toBe(5000);
    const asPublic = (await list(null, 'shopIds=[1]&search=CHATEAUNEUF du pape')).json<Page>();
    // Grid price 32.00, no tier at quantity 1, duties and the custom tax in the TTC.
    expect(asPublic.items.find((p) => p.id === id)!.formats[0]!.priceCents).toBe(3200);
    expect(asPublic.items.find((p) => p.id === id)!.formats[1]!.priceCents).toBe(6500);
  });

  it('round-trips a full product, then an update keeps ids, changes and removes rows in one go', async () => {
    const owner = await as('owner@vendange.test');
    const created = (await h.app.inject({ method: 'POST', url: '/v1/products', headers: owner, payload: fullProduct() })).json<ProductDetail>();
    const read = (await h.app.inject({ url: `/v1/products/${created.id}`, headers: owner })).json<ProductDetail>();
    expect(read).toEqual(created);
    expect(read.vintages[0]!.legal).toMatchObject({ da: true, typeDA: 'DSU', exciseCode: 'W200', customTaxAmountPerHL: '1.5' });
    expect(read.vintages[0]!.advanced.alcool.value).toBe('14.5');
    expect(read.formats[0]).toMatchObject({ unityValue: '75', eq75: '1', weight: '1.4', discountPrice: { '6': 2800 }, typologies: { caviste: { visible: false, priceCents: null } } });
    expect(read.formats[1]!.eq75).toBe('2');
    expect(read.packings[0]).toMatchObject({ packing: 'caisse-bois-6', packingQuantity: 6, weight: '9.5' });
    expect(read.nutrition?.sugars).toBe('0.5');
    expect(read.nutrition?.texts.de?.ingredients).toBe('Trauben, Sulfite.');
    expect(read.minQuantity).toBe(3);

    const body = fullProduct();
    body.name = 'Châteauneuf-du-Pape Grande Réserve';
    body.vintages = [{ ...body.vintages![0]!, id: read.vintages[0]!.id, name: '2022' }];
    body.formats = [{ ...body.formats![1]!, id: read.formats[1]!.id, priceCents: 7000 }];
    body.packings = [];
    body.nutrition = null;
    const updated = await h.app.inject({ method: 'PUT', url: `/v1/products/${created.id}`, headers: owner, payload: body });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json<ProductDetail>();
    expect(after.name).toBe('Châteauneuf-du-Pape Grande Réserve');
    expect(after.vintages.map((v) => [v.id, v.name])).toEqual([[read.vintages[0]!.id, '2022']]);
    expect(after.formats.map((f) => [f.id, f.priceCents])).toEqual([[read.formats[1]!.id, 7000]]);
    expect(after.packings).toEqual([]);
    expect(after.nutrition).toBeNull();

    // A bad row rolls the whole update back: nothing is lost.
    const broken = { ...body, name: 'Ne doit pas rester', formats: [{ ...body.formats[0]!, id: 999_999 }] };
    const refused = await h.app.inject({ method: 'PUT', url: `/v1/products/${created.id}`, headers: owner, payload: broken });
    expect(refused.statusCode).toBe(409);
    expect((await h.app.inject({ url: `/v1/products/${created.id}`, headers: owner })).json<ProductDetail>().name).toBe('Châteauneuf-du-Pape Grande Réserve');

    const paused = await h.app.inject({ method: 'PATCH', url: `/v1/products/${created.id}/status`, headers: owner, payload: { status: 'paused' } });
    expect(paused.json<ProductDetail>().status).toBe('paused');
    expect((await h.app.inject({ url: `/v1/products/${created.id}` })).statusCode).toBe(404);
  });

  it('refuses bad input with French messages, and codes outside the reference lists', async () => {
    const owner = await as('owner@vendange.test');
    const post = (payload: object) => h.app.inject({ method: 'POST', url: '/v1/products', headers: owner, payload });
    const empty = await post({ ...fullProduct(), name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Ce champ ne peut pas être vide');
    const float = await post({ ...fullProduct(), wrappingPriceCents: 3.5 });
    expect(float.json().message).toContain('nombre entier de centimes');
    const colour = await post({ ...fullProduct(), color: 'violet' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toMatchObject({ code: 'INVALID_REFERENCE' });
    expect(colour.json().message).toContain('« violet » n’existe pas');
    const grape = await post({ ...fullProduct(), vintages: [{ name: '2020', grapeVarieties: [{ code: 'merlotte' }] }] });
    expect(grape.json().message).toContain('Le cépage');
    const typology = await post({ ...fullProduct(), formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', typologies: { inconnu: { visible: true, priceCents: 100 } } }] });
    expect(typology.json().message).toContain('Le tarif « inconnu » n’existe pas');
    const degree = await post({ ...fullProduct(), vintages: [{ name: '2020', advanced: { alcool: { value: '12.5.1' } } }] });
    expect(degree.json().message).toContain('Le degré');
  });

  it('keeps shops apart: another owner can neither edit nor see paused products of shop 1', async () => {
    const other = await as('owner2@vendange.test');
    const put = await h.app.inject({ method: 'PUT', url: '/v1/products/1', headers: other, payload: { ...fullProduct(), shopId: 2 } });
    expect(put.statusCode).toBe(403);
    const patch = await h.app.inject({ method: 'PATCH', url: '/v1/products/4/status', headers: other, payload: { status: 'online' } });
    expect(patch.statusCode).toBe(403);
    const create = await h.app.inject({ method: 'POST', url: '/v1/products', headers: other, payload: fullProduct() });
    expect(create.statusCode).toBe(403);
    expect((await h.app.inject({ url: '/v1/products/4', headers: other })).statusCode).toBe(404);
    const page = (await list('owner2@vendange.test', 'shopIds=[1]&limit=100')).json<Page>();
    expect(page.items.some((p) => p.status === 'paused')).toBe(false);
    // Buyers see only their own typology in the detail.
    const detail = (await h.app.inject({ url: '/v1/products/1', headers: await as('buyer@vendange.test') })).json<ProductDetail>();
    expect(Object.keys(detail.formats[0]!.typologies)).toEqual(['particulier']);
  });

  it('serves the reference lists publicly, with real data', async () => {
    const grapes = await h.app.inject({ url: '/v1/references/grapeVarieties' });
    expect(grapes.statusCode).toBe(200);
    expect(grapes.headers['cache-control']).toContain('max-age');
    expect(grapes.json<ReferenceList>().items.length).toBeGreaterThanOrEqual(100);
    const excise = (await h.app.inject({ url: '/v1/references/exciseCodes' })).json<ReferenceList>();
    expect(excise.items.map((i) => i.code)).toEqual(expect.arrayContaining(['W200', 'W300', 'I000', 'S200', 'B000']));
    expect((await h.app.inject({ url: '/v1/references/planets' })).statusCode).toBe(400);
  });

  it('uploads, serves and deletes an image; refuses what is not an image', async () => {
    const owner = await as('owner@vendange.test');
    const png = multipartFile(TINY_PNG);
    const up = await h.app.inject({ method: 'POST', url: '/v1/products/1/images', headers: { ...owner, ...png.headers }, payload: png.payload });
    expect(up.statusCode, up.body).toBe(201);
    const image = up.json<{ id: number; url: string }>();
    const served = await h.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await list(null, 'shopIds=[1]')).json<Page>().items.find((p) => p.id === 1)!.imageUrl).toBe(image.url);

    // A script named .png, declared image/png: the magic bytes say no.
    const fake = multipartFile(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    const refused = await h.app.inject({ method: 'POST', url: '/v1/products/1/images', headers: { ...owner, ...fake.headers }, payload: fake.payload });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toContain('JPEG, PNG ou WebP');
    const other = await h.app.inject({ method: 'POST', url: '/v1/products/1/images', headers: { ...(await as('owner2@vendange.test')), ...png.headers }, payload: png.payload });
    expect(other.statusCode).toBe(403);

    expect((await h.app.inject({ method: 'DELETE', url: `/v1/products/1/images/${image.id}`, headers: owner })).statusCode).toBe(204);
    expect((await h.app.inject({ url: image.url })).statusCode).toBe(404);
  });
});
