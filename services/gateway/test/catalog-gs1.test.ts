import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gs1Resolution, ProductDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const DEMO_GTIN = '3760123450010';

describe.each(kinds)('GS1 scan: a label\'s code leads to the product, vintage and lot (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const resolve = (path: string) => h.app.inject({ url: `/v1/gs1/01/${path}` });

  it('resolves the demo bottle, with its vintage (22) and lot (10), for anyone', async () => {
    const res = await resolve(`${DEMO_GTIN}?variant=2022&lot=L24-07`);
    expect(res.statusCode).toBe(200);
    const found = res.json<Gs1Resolution>();
    expect(found).toMatchObject({ shopId: 1, productId: 1, lot: 'L24-07' });
    const product = (await h.app.inject({ url: '/v1/products/1' })).json<ProductDetail>();
    expect(found.vintageId).toBe(product.vintages.find((v) => v.name === '2022')!.id);
    expect(product.formats.find((f) => f.id === found.formatId)!.gtin).toBe(`0${DEMO_GTIN}`);
    // The same code as GTIN-14 is the same bottle; an unknown vintage is no vintage, not an error.
    expect((await resolve(`0${DEMO_GTIN}?variant=1999`)).json<Gs1Resolution>()).toMatchObject({ productId: 1, vintageId: null });
  });

  it('says what is wrong with a bad or unknown code', async () => {
    const bad = await resolve('3760123450017');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('EAN/GTIN');
    const unknown = await resolve('4006381333931');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Produit inexistant');
  });

  it('refuses an invalid GTIN on a product and one already used by another product', async () => {
    const owner = { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` };
    const product = (await h.app.inject({ url: '/v1/products/2', headers: owner })).json<ProductDetail>();
    const bodyWith = (gtin: string) => ({
      productType: product.productType, name: product.name, status: product.status, vatType: product.vatType,
      vintages: [], packings: [], nutrition: null,
      formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', gtin }],
    });
    const invalid = await h.app.inject({ method: 'PUT', url: '/v1/products/2', headers: owner, payload: bodyWith('3760123450017') });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('chiffre de contrôle');
    const taken = await h.app.inject({ method: 'PUT', url: '/v1/products/2', headers: owner, payload: bodyWith(DEMO_GTIN) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('déjà');
    // Nothing of the refused write stayed.
    expect((await h.app.inject({ url: '/v1/products/2', headers: owner })).json<ProductDetail>().formats.length).toBe(product.formats.length);
    const fine = await h.app.inject({ method: 'PUT', url: '/v1/products/2', headers: owner, payload: bodyWith('4006381333931') });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json<ProductDetail>().formats[0]!.gtin).toBe('04006381333931');
  });
});
