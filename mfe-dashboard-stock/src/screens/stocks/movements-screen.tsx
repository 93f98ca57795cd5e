import { Button, Field, HStack, Input, Link as ChakraLink, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { movementReasons, type Movement, type MovementReason } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { formatDateTime, ListPage, type Column } from '@vendange/ui';
import { reasonLabels } from '../../lib/stock-labels';
import { hasMovementFilters, movementListQuery, noMovementFilters, signedQuantity, type MovementFilters } from '../../lib/stock-queries';
import { MovementDialog } from './stock-dialogs';
import { destinationText, documentHref, exitDocumentText } from './movement-destination';
import { StockNav } from './stock-nav';
import { useWarehouses } from './use-warehouses';
import { WarehouseSelect } from './warehouse-select';

/** A movement's document: its reference, a link to its page when it has one (an order, a sample, a purchase), and the DAE/DSA its exit left under. */
function MovementDocumentCell({ m }: { m: Movement }) {
  const href = documentHref(m.document);
  const exit = exitDocumentText(m);
  if (!m.document && !exit) return <>-</>;
  return (
    <Stack gap="0" as="span" data-testid="movement-document">
      {m.document ? (href ? <ChakraLink asChild color="brand.700"><Link to={href} data-testid="movement-document-link">{m.document.ref}</Link></ChakraLink> : <span>{m.document.ref}</span>) : null}
      {exit ? <Text as="span" fontSize="xs" color="gray.700" data-testid="movement-exit-document">{exit}</Text> : null}
    </Stack>
  );
}

function Quantity({ quantity }: { quantity: number }) {
  return <Text as="span" fontWeight="semibold" whiteSpace="nowrap" color={quantity > 0 ? 'green.700' : quantity < 0 ? 'red.600' : undefined} data-testid="movement-quantity">{signedQuantity(quantity)}</Text>;
}

/**
 * /dashboard/stocks/movements (seeAllStock): the ledger, newest first; every change of a quantity is one row
 * (a transfer two), never edited. Filtered by warehouse, reason and period, searched by product or lot.
 */
export function MovementsScreen() {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const { warehouses } = useWarehouses();
  const [filters, setFilters] = useState<MovementFilters>(noMovementFilters);
  const [recording, setRecording] = useState(false);
  const set = (patch: Partial<MovementFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const reason = (m: Movement) => i18n._(reasonLabels[m.reason]);
  const regions = new Intl.DisplayNames([i18n.locale === 'en' ? 'en' : 'fr'], { type: 'region' });
  const destination = (m: Movement) => destinationText(m, (code) => regions.of(code) ?? code);

  const columns: Column<Movement>[] = [
    { header: <Trans>Date</Trans>, cell: (m) => <Text as="span" whiteSpace="nowrap">{formatDateTime(m.createdAt)}</Text> },
    { header: <Trans>Entrepôt</Trans>, cell: (m) => m.warehouseName },
    { header: <Trans>Motif</Trans>, cell: (m) => <span data-testid="movement-reason-label">{reason(m)}</span> },
    { header: <Trans>Produit</Trans>, cell: (m) => <Text as="span" fontWeight="medium" data-testid="movement-label">{m.label}</Text> },
    { header: <Trans>Millésime</Trans>, cell: (m) => m.vintage ?? '-' },
    { header: <Trans>Lot</Trans>, cell: (m) => m.lot ?? '-' },
    { header: <Trans>Quantité</Trans>, cell: (m) => <Quantity quantity={m.quantity} />, align: 'end' },
    { header: <Trans>Stock après</Trans>, cell: (m) => <span data-testid="movement-balance">{m.balance}</span>, align: 'end' },
    { header: <Trans>Destination</Trans>, cell: (m) => <span data-testid="movement-destination">{destination(m) ?? '-'}</span> },
    { header: <Trans>Document</Trans>, cell: (m) => <MovementDocumentCell m={m} /> },
    { header: <Trans>Note</Trans>, cell: (m) => <Text as="span" fontSize="xs" color="gray.700" lineClamp={2} maxW="16rem" title={m.note ?? undefined}>{m.note ?? '-'}</Text> },
    { header: <Trans>Par</Trans>, cell: (m) => m.createdBy ?? '-' },
  ];

  return (
    <Stack gap="4" data-testid="movements-screen">
      <StockNav current="movements">
        <Button colorPalette="brand" size="sm" onClick={() => setRecording(true)} data-testid="movement-new"><Trans>Nouveau mouvement</Trans></Button>
      </StockNav>
      <ListPage<Movement>
        testId="movements-list" title={<Trans>Mouvements de stock</Trans>} path="/v1/stocks/movements" query={movementListQuery(filters, shopId)}
        rowKey={(m) => m.id} columns={columns}
        filters={(
          <Wrap gap="3" align="flex-end">
            <Field.Root w={{ base: 'full', sm: '14rem' }}>
              <Field.Label fontSize="xs"><Trans>Entrepôt</Trans></Field.Label>
              <WarehouseSelect warehouses={warehouses} value={filters.warehouseId} onChange={(id) => set({ warehouseId: id })} empty={t`Tous les entrepôts`} testId="movements-filter-warehouse" />
            </Field.Root>
            <Field.Root w={{ base: 'full', sm: '13rem' }}>
              <Field.Label fontSize="xs"><Trans>Motif</Trans></Field.Label>
              <NativeSelect.Root bg="white">
                <NativeSelect.Field value={filters.reason} onChange={(e) => set({ reason: e.target.value as MovementReason | '' })} data-testid="movements-filter-reason">
                  <option value="">{t`Tous les motifs`}</option>
                  {movementReasons.map((r) => <option key={r} value={r}>{i18n._(reasonLabels[r])}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <HStack gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Field.Root>
                <Field.Label fontSize="xs"><Trans>Du</Trans></Field.Label>
                <Input bg="white" type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} data-testid="movements-filter-from" />
              </Field.Root>
              <Field.Root>
                <Field.Label fontSize="xs"><Trans>Au</Trans></Field.Label>
                <Input bg="white" type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} data-testid="movements-filter-to" />
              </Field.Root>
            </HStack>
            {hasMovementFilters(filters) ? <Button size="sm" variant="ghost" onClick={() => setFilters(noMovementFilters)}><Trans>Effacer les filtres</Trans></Button> : null}
          </Wrap>
        )}
        empty={hasMovementFilters(filters)
          ? <Trans>Aucun mouvement ne correspond à ces filtres.</Trans>
          : <Trans>Aucun mouvement : chaque entrée, sortie, transfert ou inventaire enregistré s'inscrit ici.</Trans>}
        card={(m) => (
          <Stack gap="1" fontSize="sm">
            <HStack justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="medium" data-testid="movement-label">{m.label}</Text>
              <Quantity quantity={m.quantity} />
            </HStack>
            <Text color="gray.600">{[reason(m), m.warehouseName, m.vintage !== null ? String(m.vintage) : null, m.lot].filter(Boolean).join(' · ')}</Text>
            <Text color="gray.500" fontSize="xs">
              <Trans>{formatDateTime(m.createdAt)} · stock après : {m.balance}</Trans>{m.createdBy ? ` · ${m.createdBy}` : ''}
            </Text>
            {m.document || m.exitDocument || m.destination ? (
              <HStack gap="2" fontSize="xs" color="gray.700" wrap="wrap">
                {destination(m) ? <span data-testid="movement-destination">→ {destination(m)}</span> : null}
                <MovementDocumentCell m={m} />
              </HStack>
            ) : null}
            {m.note ? <Text color="gray.700" fontSize="xs">{m.note}</Text> : null}
          </Stack>
        )}
      />
      {recording ? <MovementDialog kind="entry" warehouseId={filters.warehouseId} onClose={() => setRecording(false)} /> : null}
    </Stack>
  );
}
