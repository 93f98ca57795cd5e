import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

describe('lazyPart', () => {
  it('fetches once, then answers what it loaded', async () => {
    let calls = 0;
    const part = lazyPart(async () => { calls += 1; return { name: 'receipt' }; });
    expect(part.current()).toBeNull();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(await part.load()).toBe(a);
    expect(part.current()).toBe(a);
    expect(calls).toBe(1);
  });

  it('keeps no failure: offline it fails, back online it loads', async () => {
    let online = false;
    let calls = 0;
    const part = lazyPart(async () => { calls += 1; if (!online) throw new Error('Loading chunk 9027 failed'); return 'camera'; });
    await expect(part.load()).rejects.toThrow('Loading chunk');
    expect(part.current()).toBeNull();
    online = true;
    expect(await part.load()).toBe('camera');
    expect(calls).toBe(2);
  });
});
