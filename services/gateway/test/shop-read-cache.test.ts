import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHeaderStyle, type PublicShop } from '@vendange/contracts';
import { startHarness, type Harness } from './harness';

/**
 * A shop's row is kept per process (services/shops/src/shops-repo.ts, cachedShopRows): its public page, the
 * owner's /shops/me and every service's settings read must still show each change, written through the API
 * (dropped before the write's answer leaves) or by anything else (the trigger of shops' migration 0007).
 */
describe('the shop read cache never shows a changed shop', () => {
  let h: Harness;
  let owner: Record<string, string>;
  const publicShop = async (key: string) => (await h.app.inject({ url: `/v1/shops/${key}` })).json<PublicShop>();

  beforeAll(async () => {
    h = await startHarness();
    owner = { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` };
  });
  afterAll(async () => { await h.close(); });

  it('a change through the API shows at once, by id, by code and by URL name', async () => {
    const before = await publicShop('1');
    await publicShop(before.code);
    await publicShop(before.urlShop);
    const style = { ...defaultHeaderStyle, color: '#123456' };
    expect((await h.app.inject({ method: 'PUT', url: '/v1/shops/me/header-style', headers: owner, payload: style })).statusCode).toBe(200);
    for (const key of ['1', before.code, before.urlShop]) expect((await publicShop(key)).headerStyle.color).toBe('#123456');
  });

  it('a change written outside the API is announced and dropped, for the public page and /shops/me', async () => {
    const before = await publicShop('1');
    expect((await h.app.inject({ url: '/v1/shops/me', headers: owner })).json<PublicShop>().name).toBe(before.name);
    await h.handle.db.execute(sql`update shops.shops set name = 'Renommée hors API' where id = 1`);
    await expect.poll(async () => (await publicShop(before.urlShop)).name, { timeout: 3000, interval: 20 }).toBe('Renommée hors API');
    await expect.poll(async () => (await h.app.inject({ url: '/v1/shops/me', headers: owner })).json<PublicShop>().name, { timeout: 3000, interval: 20 })
      .toBe('Renommée hors API');
  });

  it('an unknown shop is not kept: created afterwards, it is found', async () => {
    expect((await h.app.inject({ url: '/v1/shops/cave-a-venir' })).statusCode).toBe(404);
    await h.handle.db.execute(sql`update shops.shops set url_shop = 'cave-a-venir' where id = 2`);
    expect((await h.app.inject({ url: '/v1/shops/cave-a-venir' })).statusCode).toBe(200);
  });
});
