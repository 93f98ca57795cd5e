import { describe, expect, it } from 'vitest';
import { guardedPath, type LinkClick } from './leave-links';

const here = 'http://localhost:3000/dashboard/products/4';
const click = (over: Partial<LinkClick> = {}): LinkClick => ({ href: '/dashboard/orders', target: null, download: false, button: 0, modified: false, defaultPrevented: false, ...over });

describe('guardedPath', () => {
  it('stops a plain click to another page of the app', () => {
    expect(guardedPath(click(), here)).toBe('/dashboard/orders');
    expect(guardedPath(click({ href: 'http://localhost:3000/dashboard/tarifs?x=1' }), here)).toBe('/dashboard/tarifs?x=1');
  });
  it('lets new tabs, downloads, modified clicks and other sites go', () => {
    expect(guardedPath(click({ target: '_blank' }), here)).toBeNull();
    expect(guardedPath(click({ download: true }), here)).toBeNull();
    expect(guardedPath(click({ modified: true }), here)).toBeNull();
    expect(guardedPath(click({ button: 1 }), here)).toBeNull();
    expect(guardedPath(click({ href: 'https://aide.example.com/' }), here)).toBeNull();
    expect(guardedPath(click({ defaultPrevented: true }), here)).toBeNull();
  });
  it('ignores a link to the page itself', () => expect(guardedPath(click({ href: '/dashboard/products/4' }), here)).toBeNull());
});
