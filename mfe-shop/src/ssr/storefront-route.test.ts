import { describe, expect, it } from 'vitest';
import { RESERVED_FIRST_SEGMENTS, storefrontRouteOf } from './storefront-route';

describe('storefrontRouteOf', () => {
  it('reads a shop page by URL name, code, id and under /shops/', () => {
    expect(storefrontRouteOf('/domaine-des-coteaux')).toEqual({ kind: 'shop', shopKey: 'domaine-des-coteaux', prefix: '/domaine-des-coteaux' });
    expect(storefrontRouteOf('/2/')).toEqual({ kind: 'shop', shopKey: '2', prefix: '/2' });
    expect(storefrontRouteOf('/COTEAUX')).toMatchObject({ kind: 'shop', shopKey: 'COTEAUX' });
    expect(storefrontRouteOf('/shops/1')).toEqual({ kind: 'shop', shopKey: '1', prefix: '/shops/1' });
  });

  it('reads a product page from its <slug>-<id> or bare id', () => {
    expect(storefrontRouteOf('/domaine-des-coteaux/cotes-du-rhone-les-galets-1')).toEqual({
      kind: 'product', shopKey: 'domaine-des-coteaux', prefix: '/domaine-des-coteaux', productKey: 'cotes-du-rhone-les-galets-1', productId: 1,
    });
    expect(storefrontRouteOf('/shops/1/7')).toMatchObject({ kind: 'product', shopKey: '1', prefix: '/shops/1', productId: 7 });
  });

  it('leaves the e-label, legal notice, builders and deeper paths to the app', () => {
    for (const path of ['/domaine-des-coteaux/nutritiveValues', '/domaine-des-coteaux/legal-notice', '/shops/1/legal-notice',
      '/shops/1/builders/3/galets-1', '/domaine-des-coteaux/galets-1/extra', '/shops', '/shops/add', '/']) {
      expect(storefrontRouteOf(path), path).toBeNull();
    }
  });

  it('never takes a reserved first segment or a file for a shop', () => {
    for (const name of ['auth', 'dashboard', 'cart', 'help', 'admin', 'tickets', 'validate3ds', 'gs1', 'iframes', 'roi-simulator', 'disable-tracking-notif', 'quotes', 'mfe', 'v1', 'storefront']) {
      expect(RESERVED_FIRST_SEGMENTS.has(name), name).toBe(true);
      expect(storefrontRouteOf(`/${name}`), name).toBeNull();
      expect(storefrontRouteOf(`/${name}/anything-12`), name).toBeNull();
    }
    // A quote's answer link whose token ends like a product key is still the app's page, not shop "quotes".
    expect(storefrontRouteOf('/quotes/q7Hk2-xYz-12')).toBeNull();
    expect(storefrontRouteOf('/favicon.ico')).toBeNull();
    expect(storefrontRouteOf('/main.8056b823.js')).toBeNull();
  });

  it('refuses malformed escapes and over-long keys', () => {
    expect(storefrontRouteOf('/%E0%A4%A')).toBeNull();
    expect(storefrontRouteOf(`/${'a'.repeat(81)}`)).toBeNull();
  });
});
