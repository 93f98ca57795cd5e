import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@vendange/contracts';
import { startHarness, type Harness } from './harness';

/**
 * The session's own read (GET /v1/users/me) is kept per process (services/identity/src/users-repo.ts,
 * sessionUser): every change of the user must still show, written through the API (dropped before the write's
 * answer leaves) or by anything else (the triggers of identity's migration 0007: the user row, its shop links,
 * its master links).
 */
describe('the session user read never shows a changed user', () => {
  let h: Harness;
  let buyer: Record<string, string>;
  const me = async () => (await h.app.inject({ url: '/v1/users/me', headers: buyer })).json<User>();

  beforeAll(async () => {
    h = await startHarness();
    buyer = { authorization: `Bearer ${await h.tokenOf('buyer@vendange.test')}` };
  });
  afterAll(async () => { await h.close(); });

  it('a profile saved through the API shows at once', async () => {
    const before = await me();
    expect((await h.app.inject({ method: 'PUT', url: '/v1/users/me', headers: buyer, payload: { firstname: 'Camille' } })).statusCode).toBe(200);
    expect((await me()).firstname).toBe('Camille');
    expect((await me()).lastname).toBe(before.lastname);
  });

  it('a user row, a shop link and a master link written outside the API are announced and dropped', async () => {
    const before = await me();
    await h.writeOutside(sql`update identity.users set phone = '+33612345678' where id = ${before.id}`);
    expect((await me()).phone).toBe('+33612345678');
    await h.writeOutside(sql`update identity.user_shops set typology = 'caviste' where user_id = ${before.id} and shop_id = 1`);
    expect((await me()).shops.find((s) => s.id === 1)?.typology).toBe('caviste');
    expect(before.masterAccount).toBe(false);
    await h.writeOutside(sql`insert into identity.master_links (master_id, account_id) values (${before.id}, 1)`);
    expect((await me()).masterAccount).toBe(true);
    await h.writeOutside(sql`delete from identity.master_links where master_id = ${before.id}`);
    expect((await me()).masterAccount).toBe(false);
  });
});
