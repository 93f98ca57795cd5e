import { describe, expect, it } from 'vitest';
import { headerIconsFor } from './header-icons-rules';

const all = () => true;
const shown = (set: ReturnType<typeof headerIconsFor>) => Object.entries(set).filter(([, on]) => on).map(([name]) => name);

describe('dashboard header icons per role', () => {
  it.each([
    ['owner', 'desktop', ['tickets', 'notifications', 'calendar']],
    ['owner', 'mobile', ['notifications']],
    ['iam', 'tablet', ['notifications', 'calendar']],
    ['agent', 'desktop', ['notifications']],
    ['buyer', 'desktop', ['tickets', 'notifications', 'cart']],
    ['buyer', 'mobile', ['notifications', 'cart']],
    ['admin', 'desktop', []],
  ] as const)('%s on %s: %j', (role, mode, expected) => expect(shown(headerIconsFor(role, mode, all))).toEqual(expected));

  it('hides the calendar from a collaborator who may not open it, and everything but the account from visitors', () => {
    expect(headerIconsFor('iam', 'desktop', (p) => p !== '/dashboard/calendar').calendar).toBe(false);
    expect(shown(headerIconsFor(null, 'desktop', all))).toEqual([]);
  });
});
