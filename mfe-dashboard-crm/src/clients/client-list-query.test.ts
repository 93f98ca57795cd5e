import { describe, expect, it } from 'vitest';
import { clientApiQuery, clientListSearch, clientListStateOf } from './client-list-query';

describe('the clients list in the URL', () => {
  it('reads the search, filters, sort and page, ignoring what is not a choice', () => {
    expect(clientListStateOf('?q=cave&isPro=true&pipe=prospect&tag=chr&consent=false&sort=-createdAt&page=3')).toEqual({
      search: 'cave', isPro: 'true', pipe: 'prospect', typology: '', tag: 'chr', consent: 'false', sort: '-createdAt', page: 3,
    });
    expect(clientListStateOf('?pipe=other&sort=color&page=-2')).toMatchObject({ pipe: '', sort: 'name', page: 1 });
  });
  it('writes back only what differs from the plain list, and the API query without the page', () => {
    const state = clientListStateOf('?q=cave&sort=name&page=1&typology=caviste');
    expect(clientListSearch(state)).toBe('?q=cave&typology=caviste');
    expect(clientListSearch(clientListStateOf(''))).toBe('');
    expect(clientApiQuery(state, 1)).toEqual({ shopId: 1, search: 'cave', isPro: undefined, pipe: undefined, typology: 'caviste', tag: undefined, consent: undefined, sort: 'name' });
  });
});
