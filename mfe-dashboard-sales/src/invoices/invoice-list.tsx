import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { InvoiceKind, InvoiceSummary } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ListPage, type Column } from '@vendange/ui';
import { InvoiceFiltersBar } from './invoice-filters';
import { filtersOfSearch, hasInvoiceFilters, invoiceListQuery } from './invoice-query';

interface Props {
  kind: InvoiceKind;
  title: ReactNode;
  testId: string;
  /** Shown when the shop has no document of this kind yet (filters aside). */
  empty: ReactNode;
  columns: Column<InvoiceSummary>[];
  card: (item: InvoiceSummary) => ReactNode;
}

/**
 * One kind of sales document of the shop: the shared list (ListPage, as the orders) under the period and
 * status filters. A new filter starts again from page 1.
 */
export function InvoiceList({ kind, title, testId, empty, columns, card }: Props) {
  const { user, shopId } = useShopAccess();
  // A link may name a period (?from=…&to=…, the Ventilations screen's): the list opens filtered on it.
  const [search] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersOfSearch(search));
  const query = invoiceListQuery(kind, filters, user?.role === 'buyer' ? null : shopId);
  return (
    <ListPage<InvoiceSummary>
      filters={<InvoiceFiltersBar value={filters} onChange={setFilters} />}
      testId={testId}
      title={title}
      path="/v1/invoices"
      query={query}
      rowKey={(i) => i.id}
      empty={hasInvoiceFilters(filters) ? <Trans>Aucun document ne correspond à ces filtres.</Trans> : empty}
      card={card}
      columns={columns}
    />
  );
}
