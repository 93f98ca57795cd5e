import { describe, expect, it } from 'vitest';
import { maintenanceStateAt, NO_MAINTENANCE, type PlannedMaintenance } from './maintenance-state';

const at = (iso: string) => new Date(`2026-12-01T${iso}:00Z`);
const planned = (start: string, end: string, more: Partial<PlannedMaintenance> = {}): PlannedMaintenance => ({
  startDate: at(start), endDate: at(end), page: true, message: null, cancelledAt: null, ...more,
});
const nightly = planned('02:00', '04:00', { message: 'Mise à jour' });

describe('maintenanceStateAt', () => {
  it.each([
    ['nothing planned', [], '01:00', NO_MAINTENANCE],
    ['before the start: a banner with the planned dates', [nightly], '01:00', { banner: true, page: false, startDate: at('02:00').toISOString(), endDate: at('04:00').toISOString(), message: 'Mise à jour' }],
    ['at the start: the full page', [nightly], '02:00', { banner: false, page: true, startDate: at('02:00').toISOString(), endDate: at('04:00').toISOString(), message: 'Mise à jour' }],
    ['during, page flag set: the full page', [nightly], '03:59', { banner: false, page: true, startDate: at('02:00').toISOString(), endDate: at('04:00').toISOString(), message: 'Mise à jour' }],
    ['during, without the page flag: still a banner', [{ ...nightly, page: false }], '03:00', { banner: true, page: false, startDate: at('02:00').toISOString(), endDate: at('04:00').toISOString(), message: 'Mise à jour' }],
    ['at the end: nothing', [nightly], '04:00', NO_MAINTENANCE],
    ['after the end: nothing', [nightly], '05:00', NO_MAINTENANCE],
    ['cancelled: nothing, even during', [{ ...nightly, cancelledAt: at('00:30') }], '03:00', NO_MAINTENANCE],
    ['an end before the start is ignored', [planned('04:00', '02:00')], '01:00', NO_MAINTENANCE],
  ] as const)('%s', (_label, list, now, expected) => {
    expect(maintenanceStateAt(list, at(now))).toEqual(expected);
  });

  it('announces the nearest of several planned maintenances', () => {
    const later = planned('06:00', '07:00');
    expect(maintenanceStateAt([later, nightly], at('01:00')).startDate).toBe(at('02:00').toISOString());
  });

  it('skips an ended one to announce the next', () => {
    const later = planned('06:00', '07:00');
    expect(maintenanceStateAt([nightly, later], at('05:00'))).toMatchObject({ banner: true, page: false, startDate: at('06:00').toISOString() });
  });

  it('shows the one under way rather than the next planned', () => {
    const later = planned('03:30', '05:00', { page: false });
    expect(maintenanceStateAt([later, { ...nightly, page: false }], at('03:00')).startDate).toBe(at('02:00').toISOString());
  });

  it('prefers a full page to a banner when two overlap', () => {
    const bannerOnly = planned('01:00', '05:00', { page: false });
    expect(maintenanceStateAt([bannerOnly, nightly], at('03:00'))).toMatchObject({ page: true, startDate: at('02:00').toISOString() });
  });
});
