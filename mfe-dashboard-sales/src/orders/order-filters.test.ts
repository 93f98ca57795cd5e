import { describe, expect, it } from 'vitest';
import { hasOrderFilters, noOrderFilters, orderFilterCount, orderFiltersOf, orderFiltersSearch, orderListQuery } from './order-filters';

describe('order filters in the URL', () => {
  it('reads the status and the period, ignoring what is unknown or malformed', () => {
    expect(orderFiltersOf('?status=validated&from=2026-01-01&to=2026-01-31')).toEqual({ ...noOrderFilters, status: 'validated', from: '2026-01-01', to: '2026-01-31' });
    expect(orderFiltersOf('?channel=staff').channel).toBe('staff');
    expect(orderFiltersOf('?channel=fax').channel).toBe('');
    expect(orderFiltersOf('?clientId=12&client=Cave%20du%20Port')).toMatchObject({ clientId: '12', client: 'Cave du Port' });
    expect(orderFiltersOf('?clientId=0&client=X')).toMatchObject({ clientId: '', client: '' });
    expect(orderFiltersOf('?clientId=1;drop&client=X').clientId).toBe('');
    expect(orderFiltersOf('?status=nope&from=2026-1-1')).toEqual(noOrderFilters);
    expect(orderFiltersOf('')).toEqual(noOrderFilters);
  });
  it('writes them back, keeping other parameters and dropping empty ones', () => {
    expect(orderFiltersSearch('?x=1&status=pending', { ...noOrderFilters, from: '2026-02-01' })).toBe('?x=1&from=2026-02-01');
    expect(orderFiltersSearch('', { ...noOrderFilters, clientId: '7', client: 'Léa Martin' })).toBe('?clientId=7&client=L%C3%A9a+Martin');
    expect(orderFiltersSearch('?status=pending', noOrderFilters)).toBe('');
  });
  it('sends a period only when whole and in order', () => {
    expect(orderListQuery({ ...noOrderFilters, status: 'cancelled', channel: 'staff', from: '2026-01-01', to: '2026-01-31', clientId: '4', client: 'Cave' }))
      .toEqual({ status: 'cancelled', channel: 'staff', from: '2026-01-01', to: '2026-01-31', clientId: '4' });
    expect(orderListQuery({ ...noOrderFilters, from: '2026-02-01', to: '2026-01-01' })).toEqual({ status: undefined, channel: undefined, from: undefined, to: undefined, clientId: undefined });
    expect(orderListQuery({ ...noOrderFilters, from: '2026-02-01' })).toEqual({ status: undefined, channel: undefined, from: '2026-02-01', to: undefined, clientId: undefined });
  });
  it('tells when a filter is set', () => {
    expect(hasOrderFilters(noOrderFilters)).toBe(false);
    expect(hasOrderFilters({ ...noOrderFilters, to: '2026-01-01' })).toBe(true);
    expect(orderFilterCount({ ...noOrderFilters, status: 'pending', clientId: '4', client: 'Cave' })).toBe(2);
    expect(hasOrderFilters({ ...noOrderFilters, channel: 'web' })).toBe(true);
    expect(hasOrderFilters({ ...noOrderFilters, clientId: '3', client: 'Cave' })).toBe(true);
  });
});
