import { describe, expect, it } from 'vitest';
import { afterTourSwitch, readTourMode, tourModeCookie, tourModeHome } from './tour-mode';

describe('readTourMode', () => {
  it.each([
    ['', false],
    ['tourMode=1', true],
    ['tourMode=0', false],
    ['a=b; tourMode=1; c=d', true],
    ['a=b;tourMode=1', true],
    ['notTourMode=1', false],
    ['tourModeX=1', false],
    ['tourMode=10', false],
  ])('%j is %s', (cookies, expected) => {
    expect(readTourMode(cookies)).toBe(expected);
  });
});

describe('tourModeCookie', () => {
  it('stores 1 or 0 on the whole site for a year, SameSite=Lax', () => {
    expect(tourModeCookie(true)).toBe('tourMode=1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(tourModeCookie(false)).toMatch(/^tourMode=0;/);
  });

  it('round-trips through readTourMode', () => {
    expect(readTourMode(tourModeCookie(true).split(';')[0]!)).toBe(true);
    expect(readTourMode(tourModeCookie(false).split(';')[0]!)).toBe(false);
  });
});

describe('tourModeHome', () => {
  it("sends an agent in tour mode from the dashboard's home to their day, and no one else", () => {
    expect(tourModeHome('agent', '/dashboard', 'tourMode=1')).toBe('/dashboard/tour');
    expect(tourModeHome('agent', '/dashboard/', 'tourMode=1')).toBe('/dashboard/tour');
    expect(tourModeHome('agent', '/dashboard/orders', 'tourMode=1')).toBeNull();
    expect(tourModeHome('agent', '/dashboard', 'tourMode=0')).toBeNull();
    expect(tourModeHome('owner', '/dashboard', 'tourMode=1')).toBeNull();
    expect(tourModeHome(null, '/dashboard', 'tourMode=1')).toBeNull();
  });
});

describe('afterTourSwitch', () => {
  it('opens the day when turned on, leaves it for the home when turned off there', () => {
    expect(afterTourSwitch(true, '/dashboard/orders')).toBe('/dashboard/tour');
    expect(afterTourSwitch(false, '/dashboard/tour')).toBe('/dashboard');
    expect(afterTourSwitch(false, '/dashboard/orders')).toBeNull();
  });
});
