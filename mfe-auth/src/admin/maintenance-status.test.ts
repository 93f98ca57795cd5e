import { describe, expect, it } from 'vitest';
import { localInputToIso, maintenanceStatus } from './maintenance-status';

const m = { startDate: '2026-12-01T22:00:00.000Z', endDate: '2026-12-02T02:00:00.000Z' };

describe('maintenanceStatus', () => {
  it('is planned before the start, running until the end, then ended', () => {
    expect(maintenanceStatus(m, new Date('2026-12-01T21:59:59Z'))).toBe('planned');
    expect(maintenanceStatus(m, new Date('2026-12-01T22:00:00Z'))).toBe('running');
    expect(maintenanceStatus(m, new Date('2026-12-02T01:59:59Z'))).toBe('running');
    expect(maintenanceStatus(m, new Date('2026-12-02T02:00:00Z'))).toBe('ended');
  });
  it('is cancelled whatever the time once cancelled', () => {
    expect(maintenanceStatus({ ...m, cancelledAt: '2026-11-30T10:00:00Z' }, new Date('2026-12-01T23:00:00Z'))).toBe('cancelled');
  });
});

describe('localInputToIso', () => {
  it('reads a datetime-local value', () => {
    expect(localInputToIso('2026-12-01T23:00')).toBe(new Date('2026-12-01T23:00').toISOString());
  });
  it('refuses empty or malformed values', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('01/12/2026 23:00')).toBeNull();
    expect(localInputToIso('2026-13-45T99:99')).toBeNull();
  });
});
