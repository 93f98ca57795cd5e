import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import { cachedAccessResolver, forgetAccessInThisProcess, userChangeKey } from './access-cache';
import { announceChange } from './change-feed';
import type { DatabaseHandle } from './db';
import { openTestDatabase } from './testing';

const subject = (role: AccessSubject['role']): AccessSubject => ({ id: 7, role, ownedShopIds: [], shops: [] });

describe('cachedAccessResolver', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => { handle = await openTestDatabase(); });
  afterAll(async () => { await handle.close(); });

  it('reads a user once, then again after identity changed something in this process, after a NOTIFY, or after its time', async () => {
    let role: AccessSubject['role'] = 'agent';
    let reads = 0;
    let clock = 0;
    const cache = cachedAccessResolver(async () => { reads += 1; return subject(role); }, handle.db, 10_000, () => clock);
    try {
      expect((await cache(7))?.role).toBe('agent');
      expect((await cache(7))?.role).toBe('agent');
      expect(reads).toBe(1);

      role = 'iam';
      forgetAccessInThisProcess();
      expect((await cache(7))?.role).toBe('iam');
      expect(reads).toBe(2);

      role = 'buyer';
      await announceChange(handle.db, userChangeKey(7));
      await expect.poll(async () => (await cache(7))?.role, { timeout: 2000, interval: 10 }).toBe('buyer');

      role = 'owner';
      clock += 10_001;
      expect((await cache(7))?.role).toBe('owner');
    } finally {
      await cache.stop();
    }
  });

  it('never keeps a read that was running when the change came', async () => {
    // The read is held until released; the test waits for it to have started (not for a fixed delay: a busy
    // machine may take longer than any delay to get there).
    let release!: () => void;
    let entered!: () => void;
    let reading = new Promise<void>((r) => { entered = r; });
    let role: AccessSubject['role'] = 'agent';
    const cache = cachedAccessResolver(async () => {
      const seen = role;
      const held = new Promise<void>((r) => { release = r; });
      entered();
      await held;
      return subject(seen);
    }, handle.db);
    try {
      const first = cache(7);
      await reading;
      role = 'iam';
      forgetAccessInThisProcess();
      release();
      expect((await first)?.role).toBe('agent');
      reading = new Promise<void>((r) => { entered = r; });
      const second = cache(7);
      await reading;
      release();
      expect((await second)?.role).toBe('iam');
    } finally {
      await cache.stop();
    }
  });
});
