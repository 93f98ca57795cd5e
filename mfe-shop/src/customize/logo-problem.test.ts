import { describe, expect, it } from 'vitest';
import { logoProblem } from './logo-problem';

describe('a logo picked', () => {
  it('is a PNG or JPEG of 1 MB at most', () => {
    expect(logoProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(logoProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(logoProblem({ type: 'image/webp', size: 10 })).toBe('type');
    expect(logoProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe('size');
  });
});
