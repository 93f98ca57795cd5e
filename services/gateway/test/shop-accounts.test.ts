import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopAccount } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

describe.each(kinds)('clients get a price grid per shop (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const as = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const setGrid = async (email: string, userId: number, typology: string | null) =>
    h.app.inject({ method: 'PUT', url: `/v1/shop-accounts/${userId}/typology`, headers: await as(email), payload: { typology } });
  const firstPrice = async (email: string) => {
    const res = await h.app.inject({ url: '/v1/products?shopIds=[1]&sort=name', headers: await as(email) });
    const item = res.json<{ items: Array<{ name: string; typology: { key: string } | null; formats: Array<{ priceCents: number | null }> }> }>().items[0]!;
    return { typology: item.typology?.key ?? null, priceCents: item.formats[0]!.priceCents };
  };

  it('lists the buyers and agents of the shop with their grid, not its staff', async () => {
    const res = await h.app.inject({ url: '/v1/shop-accounts', headers: await as('owner@vendange.test') });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: ShopAccount[] }>().items;
    expect(items.map((a) => [a.email, a.relation, a.typology])).toEqual(
      expect.arrayContaining([['buyer@vendange.test', 'buyer', 'particulier'], ['agent@vendange.test', 'agent', 'caviste']]),
    );
    expect(items.some((a) => a.email === 'staff@vendange.test' || a.email === 'owner@vendange.test')).toBe(false);
  });

  it('gives a buyer another grid, and the buyer then gets that grid\'s prices', async () => {
    const before = await firstPrice('buyer@vendange.test');
    expect(before.typology).toBe('particulier');
    const res = await setGrid('owner@vendange.test', 5, 'caviste');
    expect(res.statusCode).toBe(200);
    expect(res.json<ShopAccount>().typology).toBe('caviste');
    const after = await firstPrice('buyer@vendange.test');
    expect(after.typology).toBe('caviste');
    expect(after.priceCents).not.toBe(before.priceCents);
    // null: back to the public grid.
    expect((await setGrid('owner@vendange.test', 5, null)).json<ShopAccount>().typology).toBeNull();
  });

  it('refuses a grid the shop does not have, and accounts that are not its clients', async () => {
    const unknown = await setGrid('owner@vendange.test', 5, 'grossiste-inconnu');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("n'existe pas");
    // The owner of shop 2 cannot touch shop 1's buyer, nor learn about them.
    const other = await setGrid('owner2@vendange.test', 5, null);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('buyer@vendange.test');
    // Staff accounts are not clients.
    expect((await setGrid('owner@vendange.test', 3, 'caviste')).statusCode).toBe(404);
    expect((await setGrid('buyer@vendange.test', 5, 'caviste')).statusCode).toBe(403);
  });
});
