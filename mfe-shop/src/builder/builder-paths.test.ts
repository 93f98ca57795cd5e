import { describe, expect, it } from 'vitest';
import { boxWinePathOf, builderIdOf, buildersPathOf, composerPathOf, percentText } from './builder-paths';

describe('box builder addresses', () => {
  it('builds the list, composer and wine pages under the shop', () => {
    expect(buildersPathOf(1)).toBe('/shops/1/builders');
    expect(composerPathOf(1, 30)).toBe('/shops/1/builders/30');
    expect(boxWinePathOf(1, 30, { productId: 10, name: 'Les Galets Rouge' })).toBe('/shops/1/builders/30/les-galets-rouge-10');
  });

  it('reads a builder id from the route, nothing else', () => {
    expect(builderIdOf('30')).toBe(30);
    for (const part of [undefined, '', '0', '-3', '3a', '1.5', '9999999999']) expect(builderIdOf(part), String(part)).toBeNull();
  });
});

describe('percentText', () => {
  it.each([['10.00', 'fr', '10'], ['12.50', 'fr', '12,5'], ['12.50', 'en', '12.5'], ['7.25', 'fr', '7,25'], ['x', 'fr', 'x']] as const)('%s (%s) → %s', (value, locale, expected) => {
    expect(percentText(value, locale)).toBe(expected);
  });
});
