import { describe, expect, it } from 'vitest';
import { isReservedShopAddress, reservedShopAddresses } from '@vendange/contracts';
import { routes } from './routes';

describe('shop addresses never take a path of the registry', () => {
  it('reserves the first segment of every static path of the registry', () => {
    const firsts = new Set(routes.map((r) => r.path.split('/')[1] ?? '').filter((s) => s && !s.startsWith(':')));
    expect(firsts.size).toBeGreaterThan(5);
    for (const segment of firsts) expect(reservedShopAddresses.has(segment), segment).toBe(true);
  });

  it('compares in lower case', () => {
    expect(isReservedShopAddress('Admin')).toBe(true);
    expect(isReservedShopAddress('domaine-des-coteaux')).toBe(false);
  });

  it('never gives a shop an address made of digits only, which reads as a shop id', () => {
    expect(isReservedShopAddress('1664')).toBe(true);
    expect(isReservedShopAddress('1664-2')).toBe(false);
  });
});
