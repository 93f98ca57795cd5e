import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useApi } from '@vendange/api-client';
import type { CatalogTypology } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, PageLoader } from '@vendange/ui';
import { ClientGridsPanel } from './client-grids-panel';
import { PriceGridTable } from './price-grid-table';
import { TypologiesPanel } from './typologies-panel';

/** /dashboard/tarifs: typologies of clients and their price grids (settings 'typos' and 'matchGrids'). */
export function TarifsScreen() {
  const { shopId, can } = useShopAccess();
  const editable = can('createProduct');
  const { data, error, isLoading, mutate } = useApi<{ items: CatalogTypology[] }>('/v1/typologies', { shopId: shopId ?? undefined });
  return (
    <Stack gap="6" data-testid="tarifs-screen">
      <Stack gap="1">
        <Heading size="xl"><Trans>Tarifs</Trans></Heading>
        <Text color="gray.600" fontSize="sm"><Trans>Un tarif par famille de clients. Les prix se saisissent hors taxes et hors droits ; chaque tarif choisit s'il les affiche HT ou TTC.</Trans></Text>
      </Stack>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data ? (
        <>
          <TypologiesPanel typologies={data.items} editable={editable} onChanged={() => void mutate()} />
          <PriceGridTable typologies={data.items} editable={editable} onSaved={() => void mutate()} />
          <ClientGridsPanel typologies={data.items} />
        </>
      ) : null}
    </Stack>
  );
}
