import type { ProductSummary } from '@vendange/contracts';

export type ProductSort = 'name' | '-name' | 'createdAt' | '-createdAt' | 'status' | '-status';

export interface ProductListState {
  search: string;
  /** '' = every type. */
  productType: '' | ProductSummary['productType'];
  /** '' = every status. */
  status: '' | ProductSummary['status'];
  sort: ProductSort;
  page: number;
  /** Price list the prices are shown in; '' = the server's choice for the viewer. */
  typology: string;
}

export const initialListState: ProductListState = { search: '', productType: '', status: '', sort: 'name', page: 1, typology: '' };

/** The price list a staff member or agent sees first: the one they are assigned to in this shop (an agent's), else the server's. */
export function defaultTypology(links: ReadonlyArray<{ id: number; typology: string | null }> | undefined, shopId: number | null): string {
  return links?.find((l) => l.id === shopId)?.typology ?? '';
}

/** Query of GET /v1/products for the list's state; `filter` is the spec's JSON filter, only when needed. */
export function productListQuery(state: ProductListState, limit: number): Record<string, string | number | undefined> {
  const filter: Record<string, { eq: string }> = {};
  if (state.productType) filter.productType = { eq: state.productType };
  if (state.status) filter.status = { eq: state.status };
  return {
    page: state.page, limit, sort: state.sort,
    search: state.search.trim() || undefined,
    typology: state.typology || undefined,
    filter: Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined,
  };
}

/** The first price of a product for the list (what its typology shows), null when none is priced. */
export function firstDisplayPrice(p: Pick<ProductSummary, 'formats'>): number | null {
  return p.formats.find((f) => f.displayCents !== null)?.displayCents ?? null;
}
