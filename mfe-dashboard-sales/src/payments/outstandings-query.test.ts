import { describe, expect, it } from 'vitest';
import { outstandingsQuery, outstandingsViewOf, outstandingsViewSearch } from './outstandings-query';

describe('outstandings view in the URL', () => {
  it('reads the late filter, the search and the page', () => {
    expect(outstandingsViewOf('?late=true&search=cave&page=3')).toEqual({ late: true, search: 'cave', page: 3 });
    expect(outstandingsViewOf('?late=yes&page=-2')).toEqual({ late: false, search: '', page: 1 });
  });
  it('writes the view back, the defaults leaving nothing', () => {
    expect(outstandingsViewSearch('?x=1', { late: true, search: ' cave ', page: 1 }).toString()).toBe('x=1&late=true&search=cave');
    expect(outstandingsViewSearch('?late=true&search=a&page=2', { late: false, search: '', page: 1 }).toString()).toBe('');
  });
  it('asks the server for the page', () => {
    expect(outstandingsQuery({ late: true, search: 'cave', page: 2 }, 1, 20)).toEqual({ shopId: 1, page: 2, limit: 20, search: 'cave', late: 'true' });
    expect(outstandingsQuery({ late: false, search: '', page: 1 }, null, 20)).toEqual({ page: 1, limit: 20, search: undefined, late: undefined });
  });
});
