import { describe, expect, it } from 'vitest';
import { slowDownMs } from './login-limiter';

describe('login slow-down', () => {
  it('waits nothing for the first five failures, then 250 ms more each, 3 s at most', () => {
    expect([0, 5, 6, 10, 17, 100].map(slowDownMs)).toEqual([0, 0, 250, 1250, 3000, 3000]);
  });
});
