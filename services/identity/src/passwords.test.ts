import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Vendange2026');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('Vendange2026', hash)).toBe(true);
    expect(await verifyPassword('vendange2026', hash)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
  });

  it('never matches the dummy hash or a malformed one', async () => {
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('a', 'plain')).toBe(false);
  });
});
