/** The outstandings screen's view, kept in the URL query (?late=true&search=cave&page=2). */
export interface OutstandingsView {
  late: boolean;
  search: string;
  page: number;
}

/** The view a URL query holds; anything unknown is ignored. */
export function outstandingsViewOf(search: string): OutstandingsView {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { late: params.get('late') === 'true', search: (params.get('search') ?? '').slice(0, 100), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The URL query of a view, other parameters kept; the defaults leave none. */
export function outstandingsViewSearch(search: string, view: OutstandingsView): URLSearchParams {
  const params = new URLSearchParams(search);
  if (view.late) params.set('late', 'true');
  else params.delete('late');
  if (view.search.trim()) params.set('search', view.search.trim());
  else params.delete('search');
  if (view.page > 1) params.set('page', String(view.page));
  else params.delete('page');
  return params;
}

/** The query of GET /v1/outstandings for a view. */
export function outstandingsQuery(view: OutstandingsView, shopId: number | null, limit: number): Record<string, string | number | undefined> {
  return { ...(shopId !== null ? { shopId } : {}), page: view.page, limit, search: view.search.trim() || undefined, late: view.late ? 'true' : undefined };
}
