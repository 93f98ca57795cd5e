import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import { guard, safeRedirect } from './guard';
import { matchRoute } from './match';

const allOn = { crm: { active: true }, salesPoint: { active: true }, futures: { active: true } };
const owner: AccessSubject = { id: 1, role: 'owner', shops: [], ownedShopIds: [1] };
const staff: AccessSubject = { id: 3, role: 'iam', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations: { seeAllClient: true, seeAllOrder: false } }] };
const buyer: AccessSubject = { id: 5, role: 'buyer', ownedShopIds: [], shops: [] };
const admin: AccessSubject = { id: 6, role: 'admin', ownedShopIds: [], shops: [] };

const decide = (path: string, subject: AccessSubject | null, integration: Record<string, { active: boolean }> = allOn) => {
  const m = matchRoute(path.split('?')[0]!);
  if (!m) return 'unknown';
  const d = guard(m.entry, path.split('?')[0]!, { subject, shop: subject ? { id: 1, integration } : null, requested: path });
  return d.action === 'render' ? 'render' : d.to;
};

describe('route guard (spec point 6)', () => {
  it.each([
    ['/dashboard/orders', null, '/auth/login?redirectLink=%2Fdashboard%2Forders'],
    ['/dashboard/orders', owner, 'render'],
    ['/dashboard/orders', staff, '/dashboard'],
    ['/dashboard/clients', staff, 'render'],
    ['/dashboard/products/add', buyer, '/dashboard'],
    ['/dashboard/orders/samples/12', buyer, '/dashboard'],
    ['/dashboard/orders/samples/12', owner, 'render'],
    ['/dashboard/orders', admin, '/admin'],
    ['/admin', admin, 'render'],
    ['/shops', owner, '/shops/1'],
    ['/shops', null, 'render'],
    ['/auth/login', owner, '/dashboard'],
    ['/auth/login?redirectLink=%2Fdashboard%2Fclients', owner, '/dashboard/clients'],
    ['/auth/login?redirectLink=https%3A%2F%2Fevil.example', owner, '/dashboard'],
    ['/auth/login', null, 'render'],
    ['/domaine-des-coteaux', null, 'render'],
    ['/cart', null, 'render'],
    ['/cart', buyer, 'render'],
    ['/cart', owner, '/dashboard'],
    ['/cart', staff, '/dashboard'],
    // A quote's answer page opens from a mail, for anyone holding the link, logged in or not.
    ['/quotes/q7Hk2-xYz_12', null, 'render'],
    ['/quotes/q7Hk2-xYz_12', owner, 'render'],
    ['/quotes/q7Hk2-xYz_12', buyer, 'render'],
  ] as const)('%s for %j', (path, subject, expected) => {
    expect(decide(path, subject)).toBe(expected);
  });

  it('sends an owner away from a route whose module is inactive', () => {
    expect(decide('/dashboard/salespoints', owner, { salesPoint: { active: false } })).toBe('/dashboard');
  });
});

describe('matchRoute', () => {
  it.each([
    ['/dashboard/orders/bills', '/dashboard/orders/bills'],
    ['/dashboard/orders/42', '/dashboard/orders'],
    // A sample's pages are the samples screen's (sellers with seeAllOrder), not any order's.
    ['/dashboard/orders/samples/add', '/dashboard/orders/samples'],
    ['/dashboard/orders/samples/12', '/dashboard/orders/samples'],
    ['/dashboard/whatever', '/dashboard'],
    ['/auth/register/buyer', '/auth'],
    ['/shops/12/legal-notice', '/shops/:id'],
    ['/gs1/01/03700000000001/10/LOT1', '/gs1/01/:ean'],
    ['/domaine/nutritiveValues', '/:name'],
    // Not a shop's product page: the quote's answer page, owned by mfe-shop.
    ['/quotes/q7Hk2-xYz_12', '/quotes/:token'],
    ['/', '/'],
  ])('%s belongs to %s', (path, pattern) => {
    expect(matchRoute(path)?.entry.path).toBe(pattern);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/dashboard/clients?search=cave', '/dashboard/clients?search=cave'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['/ok"><script>', '/dashboard'],
    [null, '/dashboard'],
  ])('%s -> %s', (input, expected) => expect(safeRedirect(input)).toBe(expected));
});
