import { oneOf, orderStatuses, saleChannels, type OrderStatus, type SaleChannel } from '@vendange/contracts';
import { periodInverted } from '../invoices/invoice-query';

/** The orders list's filters, as kept in the URL query (?status=&channel=&from=&to=&clientId=&client=): '' is "any". */
export interface OrderFilters {
  status: OrderStatus | '';
  /** Where orders came from: the shop, the dashboard, the till. */
  channel: SaleChannel | '';
  /** YYYY-MM-DD, as a date input gives it. */
  from: string;
  to: string;
  /** A CRM client's id (digits), and their name as shown on the filter: the name travels with the link. */
  clientId: string;
  client: string;
}

export const noOrderFilters: OrderFilters = { status: '', channel: '', from: '', to: '', clientId: '', client: '' };

const ID = /^[1-9]\d{0,9}$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a URL query holds; anything unknown or malformed is ignored. */
export function orderFiltersOf(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  // Names, not schemas: the orders list loads no zod.
  const status = oneOf(orderStatuses, params.get('status')) ?? '';
  const channel = oneOf(saleChannels, params.get('channel')) ?? '';
  const day = (key: string) => { const v = params.get(key) ?? ''; return DAY.test(v) ? v : ''; };
  const clientId = params.get('clientId') ?? '';
  const client = ID.test(clientId) ? { clientId, client: (params.get('client') ?? '').slice(0, 120) } : { clientId: '', client: '' };
  return { status, channel, from: day('from'), to: day('to'), ...client };
}

/** The URL query of `filters`, keeping the other parameters of `search`; empty filters leave no parameter. */
export function orderFiltersSearch(search: string, filters: OrderFilters): string {
  const params = new URLSearchParams(search);
  for (const key of ['status', 'channel', 'from', 'to', 'clientId', 'client'] as const) {
    if (filters[key]) params.set(key, filters[key]);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query of GET /v1/orders: an inverted or half-typed period is not sent (the fields say what is wrong). */
export function orderListQuery(filters: OrderFilters): Record<string, string | undefined> {
  const inverted = periodInverted({ from: filters.from, to: filters.to, legalStatus: '' });
  return {
    status: filters.status || undefined,
    channel: filters.channel || undefined,
    from: !inverted && DAY.test(filters.from) ? filters.from : undefined,
    to: !inverted && DAY.test(filters.to) ? filters.to : undefined,
    clientId: ID.test(filters.clientId) ? filters.clientId : undefined,
  };
}

/** How many filters are set (the client's name rides with its id: one filter). */
export const orderFilterCount = (f: OrderFilters): number => [f.status, f.channel, f.from, f.to, f.clientId].filter((v) => v !== '').length;

export const hasOrderFilters = (f: OrderFilters): boolean => orderFilterCount(f) > 0;
