import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '@vendange/api-client';
import { movementKinds, type MovementKind, type StockLevel, type StockThreshold } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, formatDateTime, ListPage, PageLoader, type Column } from '@vendange/ui';
import { lowFormatIds } from '../../lib/allocation-view';
import { kindLabels } from '../../lib/stock-labels';
import { stockListQuery, type StockFilters } from '../../lib/stock-queries';
import { LowStockPanel } from './low-stock-panel';
import { MovementDialog, ThresholdDialog } from './stock-dialogs';
import { StockNav } from './stock-nav';
import { useWarehouses } from './use-warehouses';
import { WarehouseSelect } from './warehouse-select';

const rowKey = (s: StockLevel) => `${s.warehouseId}-${s.formatId}-${s.vintage ?? ''}-${s.lot ?? ''}`;
const physicalColor = (n: number, low = false) => (n < 0 || low ? 'red.600' : n === 0 ? 'gray.500' : undefined);
type ThresholdTarget = Pick<StockLevel, 'formatId' | 'label' | 'threshold'>;

/**
 * /dashboard/stocks (seeAllStock): the units of each format, vintage and lot in each warehouse, as the ledger leaves
 * them; filtered by warehouse, searched, lines at zero on demand. Entrée, Sortie, Transfert and Inventaire open the
 * movement form. A format below its alert threshold (all warehouses together) is flagged on its lines and listed
 * above them; each line's "Seuil d'alerte" sets or removes it.
 */
export function StockScreen() {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const { warehouses, loaded, error } = useWarehouses();
  const [filters, setFilters] = useState<StockFilters>({ warehouseId: '', withEmpty: false });
  const [recording, setRecording] = useState<MovementKind | null>(null);
  const [thresholdOf, setThresholdOf] = useState<ThresholdTarget | null>(null);
  const { data: thresholds } = useApi<StockThreshold[]>(shopId ? '/v1/stocks/thresholds' : null, { shopId: shopId ?? undefined });
  const low = lowFormatIds(thresholds ?? []);
  const isLow = (s: StockLevel) => low.has(s.formatId);
  const belowBadge = (s: StockLevel) => (isLow(s) ? <Badge colorPalette="red" variant="subtle" data-testid="stock-below-threshold"><Trans>Sous le seuil</Trans></Badge> : null);
  const thresholdText = (s: StockLevel) => (s.threshold !== null ? <Text as="span" whiteSpace="nowrap" data-testid="stock-threshold">{t`Seuil : ${s.threshold}`}</Text> : null);
  const thresholdButton = (s: StockLevel) => (
    <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setThresholdOf(s)} data-testid="stock-threshold-edit"><Trans>Seuil d'alerte</Trans></Button>
  );

  const columns: Column<StockLevel>[] = [
    { header: <Trans>Produit / format</Trans>, cell: (s) => <HStack gap="2" wrap="wrap"><Text as="span" fontWeight="medium" data-testid="stock-label">{s.label}</Text>{belowBadge(s)}</HStack> },
    { header: <Trans>Millésime</Trans>, cell: (s) => <span data-testid="stock-vintage">{s.vintage ?? '-'}</span> },
    { header: <Trans>Lot</Trans>, cell: (s) => s.lot ?? '-' },
    { header: <Trans>Entrepôt</Trans>, cell: (s) => s.warehouseName },
    { header: <Trans>Stock physique</Trans>, cell: (s) => <Text as="span" fontWeight="semibold" color={physicalColor(s.physical, isLow(s))} data-testid="stock-physical">{s.physical}</Text>, align: 'end' },
    { header: <Trans>Alerte</Trans>, cell: (s) => <HStack gap="2" justify="flex-end">{thresholdText(s)}{thresholdButton(s)}</HStack>, align: 'end' },
    { header: <Trans>Mis à jour</Trans>, cell: (s) => <Text as="span" whiteSpace="nowrap">{formatDateTime(s.updatedAt)}</Text> },
  ];

  const noWarehouse = loaded && warehouses.length === 0;
  return (
    <Stack gap="4" data-testid="stock-screen">
      <StockNav current="stocks">
        {noWarehouse ? null : movementKinds.map((k) => (
          <Button key={k} size="sm" colorPalette="brand" variant={k === 'entry' ? 'solid' : 'outline'} onClick={() => setRecording(k)} data-testid={`stock-record-${k}`}>
            {i18n._(kindLabels[k])}
          </Button>
        ))}
        <Button asChild size="sm" variant="outline"><Link to={getHref('stockImports')} data-testid="stock-import"><Trans>Importer</Trans></Link></Button>
      </StockNav>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {!loaded && !error ? <PageLoader /> : null}
      {noWarehouse ? (
        <Box bg="white" borderRadius="md" p="8" textAlign="center" color="gray.600" data-testid="stock-no-warehouse">
          <Stack gap="3" align="center">
            <Text><Trans>Aucun entrepôt : créez d'abord votre chai ou votre dépôt, puis enregistrez-y vos entrées.</Trans></Text>
            <Button asChild colorPalette="brand" size="sm"><Link to={getHref('warehouses')}><Trans>Créer un entrepôt</Trans></Link></Button>
          </Stack>
        </Box>
      ) : null}
      {loaded && !noWarehouse && thresholds ? <LowStockPanel thresholds={thresholds} onEdit={setThresholdOf} /> : null}
      {loaded && !noWarehouse ? (
        <ListPage<StockLevel>
          testId="stock-list" title={<Trans>Stocks</Trans>} path="/v1/stocks" query={stockListQuery(filters, shopId)} rowKey={rowKey} columns={columns}
          filters={(
            <Wrap gap="4" align="center">
              <WarehouseSelect warehouses={warehouses} value={filters.warehouseId} onChange={(id) => setFilters({ ...filters, warehouseId: id })}
                empty={t`Tous les entrepôts`} ariaLabel={t`Entrepôt`} testId="stock-filter-warehouse" width={{ base: 'full', sm: '16rem' }} />
              <Switch.Root checked={filters.withEmpty} onCheckedChange={(e) => setFilters({ ...filters, withEmpty: e.checked })} colorPalette="brand"
                display="flex" gap="2" alignItems="center" data-testid="stock-with-empty">
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label fontWeight="normal"><Trans>Afficher les lignes à zéro</Trans></Switch.Label>
              </Switch.Root>
            </Wrap>
          )}
          empty={(
            <Stack gap="3" align="center">
              <Text><Trans>Aucun stock à afficher : enregistrez une entrée (mise en bouteille, réception d'achat) pour commencer.</Trans></Text>
              <Button size="sm" colorPalette="brand" onClick={() => setRecording('entry')} data-testid="stock-empty-entry"><Trans>Enregistrer une entrée</Trans></Button>
            </Stack>
          )}
          card={(s) => (
            <Stack gap="1" fontSize="sm">
              <HStack justify="space-between" align="flex-start" gap="2">
                <Text fontWeight="medium" data-testid="stock-label">{s.label}</Text>
                <Text fontWeight="bold" fontSize="md" color={physicalColor(s.physical, isLow(s))} data-testid="stock-physical">{s.physical}</Text>
              </HStack>
              <Text color="gray.600">
                {[s.vintage !== null ? String(s.vintage) : null, s.lot ? t`lot ${s.lot}` : null, s.warehouseName].filter(Boolean).join(' · ')}
              </Text>
              <Text color="gray.500" fontSize="xs"><Trans>Mis à jour le {formatDateTime(s.updatedAt)}</Trans></Text>
              <HStack justify="space-between" gap="2" wrap="wrap">
                <HStack gap="2">{belowBadge(s)}{thresholdText(s)}</HStack>
                {thresholdButton(s)}
              </HStack>
            </Stack>
          )}
        />
      ) : null}
      {noWarehouse ? null : (
        <Text fontSize="sm" color="gray.600">
          <Trans>Chaque quantité vient du registre des <ChakraLink asChild color="brand.700"><Link to={getHref('movements')}>mouvements</Link></ChakraLink>.</Trans>
        </Text>
      )}
      {thresholdOf ? <ThresholdDialog format={thresholdOf} onClose={() => setThresholdOf(null)} /> : null}
      {recording ? <MovementDialog kind={recording} warehouseId={filters.warehouseId} onClose={() => setRecording(null)} /> : null}
    </Stack>
  );
}
