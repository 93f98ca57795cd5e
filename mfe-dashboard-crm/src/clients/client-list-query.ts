import { clientSorts } from '@vendange/contracts';

/** The clients list's search, filters, sort and page as the URL keeps them (a link or a reload shows the same list). */
export interface ClientListState {
  search: string;
  isPro: '' | 'true' | 'false';
  pipe: '' | 'client' | 'prospect';
  typology: string;
  tag: string;
  consent: '' | 'true' | 'false';
  sort: (typeof clientSorts)[number];
  page: number;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

export function clientListStateOf(search: string): ClientListState {
  const q = new URLSearchParams(search);
  const page = Number(q.get('page'));
  return {
    search: q.get('q') ?? '',
    isPro: oneOf(q.get('isPro'), ['', 'true', 'false'] as const, ''),
    pipe: oneOf(q.get('pipe'), ['', 'client', 'prospect'] as const, ''),
    typology: q.get('typology') ?? '',
    tag: q.get('tag') ?? '',
    consent: oneOf(q.get('consent'), ['', 'true', 'false'] as const, ''),
    sort: oneOf(q.get('sort'), clientSorts, 'name'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL's query for a state: only what differs from the defaults, so the plain list has a plain address. */
export function clientListSearch(state: ClientListState): string {
  const q = new URLSearchParams();
  if (state.search) q.set('q', state.search);
  for (const key of ['isPro', 'pipe', 'typology', 'tag', 'consent'] as const) if (state[key]) q.set(key, state[key]);
  if (state.sort !== 'name') q.set('sort', state.sort);
  if (state.page > 1) q.set('page', String(state.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The API's query (GET /v1/clients and the CSV export) for a state. */
export function clientApiQuery(state: ClientListState, shopId: number | null): Record<string, string | number | undefined> {
  return {
    shopId: shopId ?? undefined, search: state.search || undefined, isPro: state.isPro || undefined, pipe: state.pipe || undefined,
    typology: state.typology || undefined, tag: state.tag || undefined, consent: state.consent || undefined, sort: state.sort,
  };
}
