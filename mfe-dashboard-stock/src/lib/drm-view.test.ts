import { describe, expect, it } from 'vitest';
import type { DrmLine } from '@vendange/contracts';
import { calendarDayText, destinationsText, drmColumnsOf, drmMonthState, monthText, monthTitle, parisToday } from './drm-view';

const line = (entries: DrmLine['entries'], exits: DrmLine['exits']): DrmLine => ({
  regime: 'suspended', product: { key: 'k', label: 'Rouge', certification: 'Sans IG', genre: 'Tranquille', appellation: '', colour: 'Rouge' },
  openingMl: 0, entries, exits, exportsMl: [], euDispatchesMl: [], closingMl: 0, dutyCents: 0, cssCents: 0,
});

describe('drmColumnsOf', () => {
  it('keeps the categories some line moved, in the return order', () => {
    const lines = [line({ surplus: 750 }, { loss: 750 }), line({ production: 0 }, { saleFrance: 1500, tasting: 750 })];
    expect(drmColumnsOf(lines)).toEqual({ entries: ['production', 'surplus'], exits: ['saleFrance', 'tasting', 'loss'] });
    expect(drmColumnsOf([])).toEqual({ entries: [], exits: [] });
  });
});

describe('destinationsText', () => {
  it('names each destination of an export or an EU dispatch in the reader\'s language with its volume', () => {
    const hl = (ml: number) => `${ml / 100_000} hl`;
    const moved = { exportsMl: [{ country: 'JP', ml: 1500 }, { country: 'US', ml: 750 }], euDispatchesMl: [{ country: 'BE', ml: 750 }] };
    expect(destinationsText(moved, 'export', hl)).toEqual(['Japon 0.015 hl', 'États-Unis 0.0075 hl']);
    expect(destinationsText(moved, 'euDispatch', hl, 'en')).toEqual(['Belgium 0.0075 hl']);
    expect(destinationsText(moved, 'saleFrance', hl)).toEqual([]);
    // A return filed before the split: every destination under export, no EU list.
    expect(destinationsText({ exportsMl: [{ country: 'BE', ml: 750 }] }, 'euDispatch', hl)).toEqual([]);
  });
});

describe('drmMonthState', () => {
  it('reads the current month as running', () => {
    expect(drmMonthState({ status: 'open', dueDate: '2026-12-10', filedAt: null }, '2026-11-27')).toEqual({ kind: 'open' });
  });
  it('owes nothing for a month before the ledger, however long ago its due date passed', () => {
    expect(drmMonthState({ status: 'before', dueDate: '2026-02-10', filedAt: null }, '2026-11-27')).toEqual({ kind: 'before' });
  });
  it('is due up to the 10th included, late after', () => {
    expect(drmMonthState({ status: 'draft', dueDate: '2026-11-10', filedAt: null }, '2026-11-10')).toEqual({ kind: 'due', dueDate: '2026-11-10' });
    expect(drmMonthState({ status: 'draft', dueDate: '2026-11-10', filedAt: null }, '2026-11-11')).toEqual({ kind: 'late', dueDate: '2026-11-10' });
  });
  it('reads a filed month as filed, whatever its due day', () => {
    expect(drmMonthState({ status: 'filed', dueDate: '2026-10-10', filedAt: '2026-11-02T09:00:00.000Z' }, '2026-11-27')).toEqual({ kind: 'filed', filedAt: '2026-11-02T09:00:00.000Z' });
  });
});

describe('dates', () => {
  it('writes a calendar day DD/MM/YYYY', () => expect(calendarDayText('2026-12-10')).toBe('10/12/2026'));
  it('names a month in the interface language', () => {
    expect(monthText('2026-10')).toBe('octobre 2026');
    expect(monthText('2026-01', 'en')).toBe('January 2026');
    expect(monthTitle('2026-08')).toBe('Août 2026');
  });
  it('takes today in Paris (23:30 UTC on 31 October is already 1 November there in winter)', () => {
    expect(parisToday(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11-01');
    expect(parisToday(new Date('2026-10-31T22:30:00Z'))).toBe('2026-10-31');
  });
});
