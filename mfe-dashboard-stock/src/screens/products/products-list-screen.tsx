import { Box, Button, Flex, Heading, Input, Link as ChakraLink, NativeSelect, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi, useApiList } from '@vendange/api-client';
import type { CatalogTypology, ProductSummary } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, formatCents, PageLoader, Pager, refreshingRows } from '@vendange/ui';
import { defaultTypology, firstDisplayPrice, initialListState, productListQuery, type ProductListState, type ProductSort } from '../../lib/product-list-query';
import { labelOf, useReference } from '../../lib/use-reference';
import { productStatuses, StatusBadge, useStatusText } from './product-status';
import { ProductStatusMenu } from './product-status-menu';

interface Page { items: ProductSummary[]; total: number; page: number; limit: number }
const LIMIT = 25;

/** /dashboard/products: the whole catalogue of the shop, every status, searchable, filtered and sorted on the server. */
export function ProductsListScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user, shopId, can } = useShopAccess();
  const canEdit = can('createProduct');
  // An agent sells at their own price list: they see its prices first.
  const [state, setState] = useState<ProductListState>(() => ({ ...initialListState, typology: defaultTypology(user?.shops, shopId) }));
  // Only asked with the right: a refused call (403) would end the session.
  const typologies = useApi<{ items: CatalogTypology[] }>(can('seeAllPrice') ? '/v1/typologies' : null, { shopId: shopId ?? undefined });
  const [typed, setTyped] = useState('');
  const statusText = useStatusText();
  const { items: productTypes } = useReference('productTypes');
  const { items: colours } = useReference('colours');
  useEffect(() => {
    const id = setTimeout(() => setState((s) => (s.search === typed.trim() ? s : { ...s, search: typed.trim(), page: 1 })), 300);
    return () => clearTimeout(id);
  }, [typed]);
  const { data, error, isLoading, mutate, refreshing } = useApiList<Page>('/v1/products', { ...productListQuery(state, LIMIT), shopIds: shopId ? JSON.stringify([shopId]) : undefined });
  const set = (patch: Partial<ProductListState>) => setState((s) => ({ ...s, ...patch, page: patch.page ?? 1 }));
  const priceBasis = data?.items[0]?.typology;

  return (
    <Stack gap="4" data-testid="products-list" aria-busy={refreshing}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="xl"><Trans>Catalogue</Trans></Heading>
        {canEdit ? (
          <Wrap gap="2">
            <Button variant="outline" size="sm" onClick={() => navigate(getHref('productImports'))} data-testid="product-import">
              <Trans>Importer</Trans>
            </Button>
            <Button colorPalette="brand" size="sm" onClick={() => navigate(getHref('productAdd'))} data-testid="product-add">
              <Trans>Ajouter</Trans>
            </Button>
          </Wrap>
        ) : null}
      </Flex>
      <Wrap gap="3" align="flex-end">
        <Input flex={{ base: '1 1 100%', md: '0 1 18rem' }} bg="white" value={typed} onChange={(e) => setTyped(e.target.value)}
          placeholder={t`Rechercher un produit…`} aria-label={t`Rechercher un produit`} data-testid="products-search" />
        <NativeSelect.Root w={{ base: 'full', sm: '11rem' }} bg="white">
          <NativeSelect.Field aria-label={t`Type de produit`} value={state.productType} onChange={(e) => set({ productType: e.target.value as ProductListState['productType'] })} data-testid="products-filter-type">
            <option value="">{t`Tous les types`}</option>
            {productTypes.map((p) => <option key={p.code} value={p.code}>{p.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root w={{ base: 'full', sm: '10rem' }} bg="white">
          <NativeSelect.Field aria-label={t`Statut`} value={state.status} onChange={(e) => set({ status: e.target.value as ProductListState['status'] })} data-testid="products-filter-status">
            <option value="">{t`Tous les statuts`}</option>
            {productStatuses.map((s) => <option key={s} value={s}>{statusText(s)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {/* Held in place, disabled, while the price lists load: appearing later, it pushed the list down on a phone. */}
        {typologies.isLoading || (typologies.data && typologies.data.items.length > 0) ? (
          <NativeSelect.Root w={{ base: 'full', sm: '11rem' }} bg="white" disabled={!typologies.data}>
            <NativeSelect.Field aria-label={t`Tarif affiché`} value={state.typology} onChange={(e) => set({ typology: e.target.value })} data-testid="products-typology">
              <option value="">{t`Tarif par défaut`}</option>
              {typologies.data?.items.map((ty) => <option key={ty.key} value={ty.key}>{ty.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        <NativeSelect.Root w={{ base: 'full', sm: '12rem' }} bg="white">
          <NativeSelect.Field aria-label={t`Trier par`} value={state.sort} onChange={(e) => set({ sort: e.target.value as ProductSort })} data-testid="products-sort">
            <option value="name">{t`Nom (A → Z)`}</option>
            <option value="-name">{t`Nom (Z → A)`}</option>
            <option value="-createdAt">{t`Plus récents`}</option>
            <option value="createdAt">{t`Plus anciens`}</option>
            <option value="status">{t`Statut`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Wrap>

      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.items.length === 0 ? (
        <Box bg="white" borderRadius="md" p="8" textAlign="center" color="gray.600" data-testid="products-list-empty">
          {state.search || state.productType || state.status
            ? <Trans>Aucun produit ne correspond à ces critères.</Trans>
            : <Trans>Aucun produit : créez votre premier vin.</Trans>}
        </Box>
      ) : null}
      {data && data.items.length > 0 ? (
        <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto" {...refreshingRows(refreshing)}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader><Trans>Produit</Trans></Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}><Trans>Type</Trans></Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}><Trans>Millésimes</Trans></Table.ColumnHeader>
                <Table.ColumnHeader><Trans>Statut</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {priceBasis ? (priceBasis.ttc ? <Trans>Prix TTC ({priceBasis.name})</Trans> : <Trans>Prix HT ({priceBasis.name})</Trans>) : <Trans>Prix</Trans>}
                </Table.ColumnHeader>
                {canEdit ? <Table.ColumnHeader><Box srOnly><Trans>Actions</Trans></Box></Table.ColumnHeader> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((p) => {
                const price = firstDisplayPrice(p);
                return (
                  <Table.Row key={p.id} data-testid="products-list-row" cursor="pointer" onClick={() => navigate(getHref('productDetail', { id: p.id }))}>
                    <Table.Cell>
                      <ChakraLink asChild color="brand.700" fontWeight="medium">
                        <Link to={getHref('productDetail', { id: p.id })} onClick={(e) => e.stopPropagation()} data-testid="product-link">{p.name}</Link>
                      </ChakraLink>
                      <Text fontSize="xs" color="gray.600">{[p.precision, p.color ? labelOf(colours, p.color) : null].filter(Boolean).join(' · ') || '-'}</Text>
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{labelOf(productTypes, p.productType)}</Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{p.vintages.map((v) => v.name).join(', ') || '-'}</Table.Cell>
                    <Table.Cell><StatusBadge status={p.status} /></Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="product-price">{price !== null ? formatCents(price) : '-'}</Table.Cell>
                    {canEdit ? (
                      <Table.Cell onClick={(e) => e.stopPropagation()} textAlign="end">
                        <ProductStatusMenu product={p} onChanged={() => void mutate()} />
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      {data ? (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="sm" color="gray.600"><Plural value={data.total} one="# produit" other="# produits" /></Text>
          <Pager page={state.page} total={data.total} limit={data.limit} onPage={(page) => set({ page })} />
        </Flex>
      ) : null}
    </Stack>
  );
}
