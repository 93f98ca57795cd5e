import { describe, expect, it } from 'vitest';
import { defaultFecPeriod, fecPeriodError } from './fec-period';

describe('export period', () => {
  it('defaults to the fiscal year of today, from the shop’s start of year', () => {
    expect(defaultFecPeriod('2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(defaultFecPeriod('2026-08-31', 8, 1)).toEqual({ from: '2025-09-01', to: '2026-08-31' });
    expect(defaultFecPeriod('2026-09-01', 8, 1)).toEqual({ from: '2026-09-01', to: '2027-08-31' });
  });
  it('says what is wrong with a period', () => {
    expect(fecPeriodError({ from: '2026-01-01', to: '2026-11-25' })).toBeNull();
    expect(fecPeriodError({ from: '', to: '2026-11-25' })).toBe('from');
    expect(fecPeriodError({ from: '2026-01-01', to: '' })).toBe('to');
    expect(fecPeriodError({ from: '2026-12-01', to: '2026-11-25' })).toBe('inverted');
  });
  it('takes three years at most, as the server does', () => {
    expect(fecPeriodError({ from: '2024-01-01', to: '2026-12-31' })).toBeNull();
    expect(fecPeriodError({ from: '2024-01-01', to: '2027-01-01' })).toBe('tooLong');
  });
});
