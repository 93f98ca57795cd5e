import { describe, expect, it } from 'vitest';
import { activeMenuPath } from './active-menu-path';

const entries = ['/dashboard', '/dashboard/orders', '/dashboard/orders/bills', '/dashboard/orders/credits', '/dashboard/clients'];

describe('the menu entry a page lights', () => {
  it('is the most precise entry the page is under', () => {
    expect(activeMenuPath('/dashboard/orders/bills', entries, '/dashboard')).toBe('/dashboard/orders/bills');
    expect(activeMenuPath('/dashboard/orders/12', entries, '/dashboard')).toBe('/dashboard/orders');
    expect(activeMenuPath('/dashboard/orders/', entries, '/dashboard')).toBe('/dashboard/orders');
  });
  it('lights the dashboard home on itself only, and nothing for an unknown page', () => {
    expect(activeMenuPath('/dashboard', entries, '/dashboard')).toBe('/dashboard');
    expect(activeMenuPath('/dashboard/stocks', entries, '/dashboard')).toBeNull();
    expect(activeMenuPath('/dashboard/orders-archive', entries, '/dashboard')).toBeNull();
  });
});
