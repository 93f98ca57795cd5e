import { describe, expect, it } from 'vitest';
import { adultCookie, hasAdultCookie, needsAgeGate, staffRoleOnShop } from './age-gate-rules';

describe('age gate (spec point 4)', () => {
  it('asks a visitor without the cookie, on shop pages', () => {
    expect(needsAgeGate({ loggedIn: false, cookie: '', pathname: '/domaine-des-coteaux' })).toBe(true);
    expect(needsAgeGate({ loggedIn: false, cookie: 'tourMode=1; isOver18=false', pathname: '/shops/1' })).toBe(true);
  });
  it('does not ask again once confirmed, nor a logged-in person', () => {
    expect(needsAgeGate({ loggedIn: false, cookie: 'a=b; isOver18=true', pathname: '/domaine-des-coteaux' })).toBe(false);
    expect(needsAgeGate({ loggedIn: true, cookie: '', pathname: '/domaine-des-coteaux' })).toBe(false);
  });
  it('never stands in front of the wine e-label', () => {
    expect(needsAgeGate({ loggedIn: false, cookie: '', pathname: '/domaine-des-coteaux/nutritiveValues' })).toBe(false);
  });
  it('reads the cookie by its exact name', () => {
    expect(hasAdultCookie('notisOver18=true')).toBe(false);
    expect(hasAdultCookie(' isOver18=true ')).toBe(true);
  });
  it('keeps the answer a year, site-wide, Secure on https', () => {
    expect(adultCookie(false)).toBe('isOver18=true; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(adultCookie(true)).toContain('; Secure');
  });
});

describe('staff warning on shop screens (spec point 6)', () => {
  it('warns owners, collaborators and agents, not buyers', () => {
    expect(['owner', 'iam', 'agent', 'buyer', 'admin', undefined].map((r) => staffRoleOnShop(r as never))).toEqual(['owner', 'iam', 'agent', null, null, null]);
  });
});
