import { Badge, Box, Button, Flex, Heading, Input, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useApiList } from '@vendange/api-client';
import { ErrorScreen } from './error-screen';
import { PageLoader } from './page-loader';
import { Pager } from './pager';

export interface Column<T> {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  align?: 'start' | 'end';
}

interface Page<T> { items: T[]; total: number; page: number; limit: number }

export interface ListPageProps<T> {
  title: ReactNode;
  path: string;
  query?: Record<string, string | number | undefined>;
  columns: Column<T>[];
  rowKey: (item: T) => string | number;
  empty: ReactNode;
  testId: string;
  limit?: number;
  /** Phones (under md): each item as a card instead of a table row whose last columns would sit off-screen. */
  card?: (item: T) => ReactNode;
  /** Filters shown under the title (their values are in `query`: a new query starts again from page 1). */
  filters?: ReactNode;
  /**
   * How many filters are set. Given, the filters fold on a phone behind a button showing this count (a list whose
   * filters are few, or are its tabs, leaves it out and keeps them in sight).
   */
  activeFilters?: number;
  /** Whether the endpoint takes a `search` text: without it, no search field is shown (it would do nothing). */
  searchable?: boolean;
}

/** How a list's rows look while the answer for a new filter or page is on its way (`useApiList`'s `refreshing`). */
export const refreshingRows = (refreshing: boolean) => ({ opacity: refreshing ? 0.6 : 1, transition: 'opacity 0.15s' });

/** A server-paginated, searchable list: loading, error and empty states included. */
export function ListPage<T>({ title, path, query, columns, rowKey, empty, testId, limit = 25, card, filters, activeFilters, searchable = true }: ListPageProps<T>) {
  const { t } = useLingui();
  // On a phone a stack of full-width filters would push the list itself below the fold: they open on demand.
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The page belongs to the query it was chosen under: other filters start again from page 1.
  const queryKey = JSON.stringify(query ?? {});
  const [paged, setPaged] = useState({ queryKey, page: 1 });
  const page = paged.queryKey === queryKey ? paged.page : 1;
  const setPage = (next: number) => setPaged({ queryKey, page: next });
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const id = setTimeout(() => { setSearch(typed.trim()); setPaged((p) => ({ ...p, page: 1 })); }, 300);
    return () => clearTimeout(id);
  }, [typed]);
  const { data, error, isLoading, refreshing } = useApiList<Page<T>>(path, { ...query, page, limit, search });

  return (
    <Stack gap="4" data-testid={testId} aria-busy={refreshing}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="xl">{title}</Heading>
        {searchable ? <Input maxW="xs" bg="white" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t`Rechercher…`} aria-label={t`Rechercher`} /> : null}
      </Flex>
      {filters && activeFilters !== undefined ? (
        <Button hideFrom="md" alignSelf="flex-start" variant="outline" size="sm" bg="white" aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)} data-testid={`${testId}-filters-toggle`}>
          {activeFilters > 0 ? <Trans>Filtres ({activeFilters})</Trans> : <Trans>Filtres</Trans>}
        </Button>
      ) : null}
      {filters && activeFilters !== undefined ? <Box display={{ base: filtersOpen ? 'block' : 'none', md: 'block' }}>{filters}</Box> : filters}
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.items.length === 0 ? (
        <Box bg="white" borderRadius="md" p="8" textAlign="center" color="gray.600" data-testid={`${testId}-empty`}>{empty}</Box>
      ) : null}
      {data && data.items.length > 0 && card ? (
        <Stack gap="2" hideFrom="md" as="ul" listStyleType="none" data-testid={`${testId}-cards`} {...refreshingRows(refreshing)}>
          {data.items.map((item) => (
            <Box as="li" key={rowKey(item)} bg="white" borderRadius="md" borderWidth="1px" p="3" data-testid={`${testId}-card`}>{card(item)}</Box>
          ))}
        </Stack>
      ) : null}
      {data && data.items.length > 0 ? (
        <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto" hideBelow={card ? 'md' : undefined} {...refreshingRows(refreshing)}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                {columns.map((c, i) => <Table.ColumnHeader key={i} textAlign={c.align ?? 'start'}>{c.header}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((item) => (
                <Table.Row key={rowKey(item)} data-testid={`${testId}-row`}>
                  {columns.map((c, i) => <Table.Cell key={i} textAlign={c.align ?? 'start'}>{c.cell(item)}</Table.Cell>)}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      {data ? <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} /> : null}
      {data ? <Badge alignSelf="flex-start" variant="subtle"><Trans>{data.total} au total</Trans></Badge> : null}
    </Stack>
  );
}
