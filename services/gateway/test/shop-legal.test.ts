import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages, shopLegalMessages, type MyShopLegal, type ShopLegal, type ShopLegalNotice } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const notice = {
  companyName: '  EARL Domaine des Coteaux ', legalForm: 'EARL', shareCapital: '12 000 €', address: '12 chemin des Coteaux, 21200 Beaune',
  siret: '123 456 789 00011', rcsCity: 'Dijon', vatNumber: 'fr 12 123456789', phone: '03 80 12 34 56', email: 'Contact@Coteaux.test',
  director: 'Claire Martin', hostName: 'Hébergeur SAS', hostAddress: '1 rue du Serveur, 75001 Paris', hostPhone: '',
};

describe.each(kinds)('shop legal notice (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const as = async (email: string | null) => (email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {});
  const save = async (email: string | null, payload: object) => h.app.inject({ method: 'PUT', url: '/v1/shops/me/legal', headers: await as(email), payload });
  const read = (key: string | number) => h.app.inject({ url: `/v1/shops/${key}/legal` });

  it('the owner saves the notice and anyone reads it, by id or URL name', async () => {
    const res = await save('owner@vendange.test', notice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShopLegal>()).toMatchObject({
      companyName: 'EARL Domaine des Coteaux', siret: '12345678900011', vatNumber: 'FR12123456789', email: 'contact@coteaux.test', hostPhone: null,
    });
    for (const key of [1, 'domaine-des-coteaux']) {
      const public_ = await read(key);
      expect(public_.statusCode, public_.body).toBe(200);
      expect(public_.json<ShopLegalNotice>()).toEqual({ shop: { id: 1, name: 'Domaine des Coteaux', urlShop: 'domaine-des-coteaux' }, legal: res.json() });
    }
    const mine = await h.app.inject({ url: '/v1/shops/me/legal', headers: await as('staff@vendange.test') });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<MyShopLegal>().legal?.shareCapital).toBe('12 000 €');
  });

  it('refuses a collaborator and an anonymous visitor', async () => {
    expect((await save('staff@vendange.test', notice)).statusCode).toBe(403);
    expect((await save(null, notice)).statusCode).toBe(401);
    expect((await read(1)).json<ShopLegalNotice>().legal.shareCapital).toBe('12 000 €');
  });

  it('says in French what is wrong with a SIRET or a VAT number', async () => {
    const siret = await save('owner@vendange.test', { ...notice, siret: '1234' });
    expect(siret.statusCode).toBe(400);
    expect(siret.json().message).toContain(ruleMessages.siret);
    const vat = await save('owner@vendange.test', { ...notice, vatNumber: 'DE123456789' });
    expect(vat.statusCode).toBe(400);
    expect(vat.json().message).toContain(shopLegalMessages.vatNumber);
    expect((await read(1)).json<ShopLegalNotice>().legal.siret).toBe('12345678900011');
  });

  it('another owner changes only their own shop; a shop without a notice says so', async () => {
    await h.writeOutside(sql`update shops.shops set legal = null where id = 2`);
    const empty = await read('chateau-belle-riviere');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(shopLegalMessages.notPublished);
    expect((await read('nowhere')).statusCode).toBe(404);

    const res = await save('owner2@vendange.test', { ...notice, companyName: 'SCEA Château Belle Rivière', siret: '98765432100027', vatNumber: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(2)).json<ShopLegalNotice>().legal).toMatchObject({ companyName: 'SCEA Château Belle Rivière', vatNumber: null });
    expect((await read(1)).json<ShopLegalNotice>().legal).toMatchObject({ companyName: 'EARL Domaine des Coteaux', siret: '12345678900011' });
  });
});
