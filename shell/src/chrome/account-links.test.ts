import { describe, expect, it } from 'vitest';
import { accountLinks } from './account-links';

describe('accountLinks', () => {
  it('sends owners and collaborators to their own shop page', () => {
    expect(accountLinks('owner', 1).shop).toEqual({ kind: 'shop', to: '/shops/1' });
    expect(accountLinks('iam', 2).shop).toEqual({ kind: 'shop', to: '/shops/2' });
  });

  it('falls back to the shops list while the shop is unknown', () => {
    expect(accountLinks('owner', null).shop).toEqual({ kind: 'shop', to: '/shops' });
  });

  it('offers the producers to buyers and agents', () => {
    expect(accountLinks('buyer', 1).shop).toEqual({ kind: 'producers', to: '/shops' });
    expect(accountLinks('agent', 1).shop).toEqual({ kind: 'producers', to: '/shops' });
  });

  it('leads admins to /admin and others to /dashboard', () => {
    expect(accountLinks('admin', null).dashboard).toBe('/admin');
    expect(accountLinks('agent', null).dashboard).toBe('/dashboard');
  });
});
