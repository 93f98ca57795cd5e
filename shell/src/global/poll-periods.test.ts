import { describe, expect, it } from 'vitest';
import type { MaintenanceState } from '@vendange/contracts';
import { maintenancePollInterval, maintenanceView, versionChanged } from './poll-periods';

const none: MaintenanceState = { banner: false, page: false, startDate: null, endDate: null, message: null };
const banner: MaintenanceState = { ...none, banner: true, startDate: '2026-12-01T22:00:00Z', endDate: '2026-12-02T02:00:00Z' };
const page: MaintenanceState = { ...banner, banner: false, page: true };

describe('maintenance poll (spec point 4)', () => {
  it('checks every 10 minutes, every minute while a banner shows', () => {
    expect(maintenancePollInterval(undefined, false)).toBe(600_000);
    expect(maintenancePollInterval(none, false)).toBe(600_000);
    expect(maintenancePollInterval(page, false)).toBe(600_000);
    expect(maintenancePollInterval(banner, false)).toBe(60_000);
  });
  it('is skipped in development', () => {
    expect(maintenancePollInterval(banner, true)).toBe(0);
    expect(maintenancePollInterval(none, true)).toBe(0);
  });
  it('shows the page to users, a banner to administrators and on /admin and /auth', () => {
    expect(maintenanceView(page, '/dashboard', false)).toBe('page');
    expect(maintenanceView(page, '/domaine-des-coteaux', false)).toBe('page');
    expect(maintenanceView(page, '/dashboard', true)).toBe('banner');
    expect(maintenanceView(page, '/admin', false)).toBe('banner');
    expect(maintenanceView(page, '/auth/login', false)).toBe('banner');
    expect(maintenanceView(page, '/administration', false)).toBe('page');
    expect(maintenanceView(banner, '/dashboard', false)).toBe('banner');
    expect(maintenanceView(none, '/dashboard', false)).toBe('none');
    expect(maintenanceView(undefined, '/dashboard', false)).toBe('none');
  });
});

describe('version notice', () => {
  it('appears only when both versions are known and differ', () => {
    expect(versionChanged('1+a', '1+b')).toBe(true);
    expect(versionChanged('1+a', '1+a')).toBe(false);
    expect(versionChanged(null, '1+b')).toBe(false);
    expect(versionChanged('1+a', undefined)).toBe(false);
  });
});
