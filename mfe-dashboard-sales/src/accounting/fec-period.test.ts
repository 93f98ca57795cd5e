import { describe, expect, it } from 'vitest';
import { defaultFecPeriod, fecPeriodError } from './fec-period';

describe('FEC period', () => {
  it('defaults to the current calendar year up to today', () => {
    expect(defaultFecPeriod('2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
    expect(defaultFecPeriod('2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });
  it('says what is wrong with a period', () => {
    expect(fecPeriodError({ from: '2026-01-01', to: '2026-11-25' })).toBeNull();
    expect(fecPeriodError({ from: '', to: '2026-11-25' })).toBe('from');
    expect(fecPeriodError({ from: '2026-01-01', to: '' })).toBe('to');
    expect(fecPeriodError({ from: '2026-12-01', to: '2026-11-25' })).toBe('inverted');
  });
});
