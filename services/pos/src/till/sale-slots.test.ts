import { describe, expect, it } from 'vitest';
import { slots } from './sale-slots';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('slots', () => {
  it('runs at most `size` tasks at once, every one in the end, in order', async () => {
    const run = slots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all([0, 1, 2, 3, 4].map((n) => run(async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return n * 10;
    })));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results).toEqual([0, 10, 20, 30, 40]);
  });

  it('gives a failed task’s slot to the next one', async () => {
    const run = slots(1);
    const failed = run(async () => { await tick(); throw new Error('refused'); });
    const next = run(async () => 'sold');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('sold');
    await expect(run(async () => 'again')).resolves.toBe('again');
  });
});
