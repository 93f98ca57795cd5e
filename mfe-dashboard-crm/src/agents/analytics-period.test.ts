import { describe, expect, it } from 'vitest';
import { periodOf } from './analytics-period';

describe('periodOf', () => {
  it('gives the whole month, quarter or year of the day', () => {
    expect(periodOf('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('month', '2028-02-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodOf('quarter', '2026-05-31')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(periodOf('quarter', '2026-12-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodOf('quarter', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodOf('year', '2026-07-14')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
