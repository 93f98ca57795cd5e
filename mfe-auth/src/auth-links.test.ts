import { describe, expect, it } from 'vitest';
import { authHref, destinationAfterAuth, homeAfterAuth, withoutParams } from './auth-links';

describe('authHref', () => {
  it('keeps id, refId and redirectLink and drops the rest', () => {
    expect(authHref('/auth/register', '?id=COTEAUX&refId=r1&redirectLink=%2Fcart&token=abc&x=1'))
      .toBe('/auth/register?id=COTEAUX&refId=r1&redirectLink=%2Fcart');
  });
  it('gives the bare path without any kept param', () => expect(authHref('/auth/login', '?token=abc')).toBe('/auth/login'));
  it('adds extra params', () => expect(authHref('/auth/resetpwd', 'id=BELLERIV', { token: 't' })).toBe('/auth/resetpwd?id=BELLERIV&token=t'));
  it('ignores empty values', () => expect(authHref('/auth/login', '?id=&refId=r')).toBe('/auth/login?refId=r'));
});

describe('withoutParams', () => {
  it('drops the named params only', () => {
    expect(withoutParams('/auth/register', '?id=NOPE&refId=r1&redirectLink=%2Fcart&utm=x', ['id'])).toBe('/auth/register?refId=r1&redirectLink=%2Fcart&utm=x');
  });
  it('gives the bare path when nothing is left', () => expect(withoutParams('/auth/register', '?id=NOPE', ['id'])).toBe('/auth/register'));
});

describe('homeAfterAuth / destinationAfterAuth', () => {
  const shop = { id: 4 };
  it.each([
    ['buyer', shop, '/shops/4'],
    ['buyer', null, '/dashboard'],
    ['owner', shop, '/dashboard'],
    ['agent', shop, '/dashboard'],
    ['admin', null, '/admin'],
  ] as const)('%s with shop %j goes to %s', (role, s, expected) => expect(homeAfterAuth(role, s)).toBe(expected));

  it('prefers the page asked for', () => expect(destinationAfterAuth('buyer', shop, '/dashboard/orders')).toBe('/dashboard/orders'));
  it('brings a buyer who registers from the cart back to the cart, not the shop', () => expect(destinationAfterAuth('buyer', shop, '/cart')).toBe('/cart'));
  it('ignores another origin as redirect', () => expect(destinationAfterAuth('owner', null, '//evil.example')).toBe('/dashboard'));
  it('ignores a missing redirect', () => expect(destinationAfterAuth('buyer', shop, null)).toBe('/shops/4'));
});
