import { describe, expect, it } from 'vitest';
import { bpOf, codesOf, percentOf } from './rate-percent';

describe('commission rates as percents', () => {
  it('shows basis points as a French percent', () => {
    expect([percentOf(1000), percentOf(1050), percentOf(1234), percentOf(0), percentOf(10_000)]).toEqual(['10', '10,5', '12,34', '0', '100']);
  });
  it('reads a typed percent in integer basis points, never a float', () => {
    expect([bpOf('10'), bpOf('10,5'), bpOf('12.34 %'), bpOf(' 0 '), bpOf('100')]).toEqual([1000, 1050, 1234, 0, 10_000]);
    expect([bpOf('100,01'), bpOf('-1'), bpOf('1,234'), bpOf('dix'), bpOf('')]).toEqual([null, null, null, null, null]);
  });
  it('reads department codes typed in a line', () => {
    expect(codesOf('33, 2a 971;33')).toEqual(['33', '2A', '971']);
    expect(codesOf('  ')).toEqual([]);
  });
});
