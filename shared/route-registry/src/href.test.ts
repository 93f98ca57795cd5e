import { describe, expect, it } from 'vitest';
import { getHref, hrefOf } from './href';
import { matchRoute } from './match';
import { paths, type PageName } from './paths';
import { routes } from './routes';

const names = Object.keys(paths) as PageName[];
/** A path of the pattern with every parameter filled in. */
const sample = (pattern: string) => pattern.replace(/:(\w+)/g, (_, k: string) => `${k}-1`);

describe('getHref: every page by its name', () => {
  it('names every registry entry', () => {
    const named = new Set<string>(Object.values(paths));
    for (const entry of routes) expect(named.has(entry.path), entry.path).toBe(true);
  });

  it('names only pages a registry entry owns (shop pages under the shop addresses aside)', () => {
    for (const name of names) {
      const match = matchRoute(sample(paths[name]));
      expect(match, name).not.toBeNull();
      if (!name.startsWith('shopAddress') && name !== 'eLabel') expect(match!.entry.path, name).not.toBe(paths.shopAddress);
    }
  });

  it('fills the parameters, encoded, then the query', () => {
    expect(getHref('orderDetail', { id: 12 })).toBe('/dashboard/orders/12');
    expect(getHref('shopAddress', { name: 'domaine des coteaux' })).toBe('/domaine%20des%20coteaux');
    expect(getHref('login', {}, { redirectLink: '/cart', id: undefined })).toBe('/auth/login?redirectLink=%2Fcart');
    expect(getHref('dashboard')).toBe('/dashboard');
    expect(getHref('eLabel', { name: 3 }, { product: 5 })).toBe('/3/nutritiveValues?product=5');
  });

  it('refuses a missing parameter at run time too', () => {
    expect(() => hrefOf(paths.orderDetail, {})).toThrow(/Missing route parameter "id"/);
  });

  it('types names and parameters', () => {
    // @ts-expect-error unknown page
    expect(() => getHref('orderDetails', { id: 1 })).toThrow();
    // @ts-expect-error missing parameter
    expect(() => getHref('orderDetail')).toThrow();
    // @ts-expect-error wrong parameter name
    expect(() => getHref('shopBuilder', { id: 1, builderId: 2 })).toThrow();
    // @ts-expect-error a page without parameters takes none
    expect(getHref('cart', { id: 1 })).toBe('/cart');
  });
});
