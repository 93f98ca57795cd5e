import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Warehouse } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ListPage, type Column } from '@vendange/ui';
import { regimeLabels } from '../../lib/stock-labels';
import { StockNav } from './stock-nav';
import { WarehouseDialog } from './stock-dialogs';

function WarehouseBadges({ warehouse }: { warehouse: Warehouse }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      {warehouse.sellsOnline ? <Badge colorPalette="green" data-testid="warehouse-online"><Trans>Vend en ligne</Trans></Badge> : null}
      {warehouse.allowNegative ? <Badge colorPalette="orange"><Trans>Stock négatif permis</Trans></Badge> : null}
      {warehouse.active ? null : <Badge colorPalette="gray" data-testid="warehouse-archived"><Trans>Archivé</Trans></Badge>}
    </HStack>
  );
}

/**
 * /dashboard/stocks/warehouses (seeAllStock): the shop's cellars and depots, bonded (duties suspended) or duty-paid,
 * with the units each holds; "Ajouter un entrepôt" and "Modifier" (createWarehouse) open the same dialog.
 */
export function WarehousesScreen() {
  const { i18n } = useLingui();
  const { shopId, can } = useShopAccess();
  const canEdit = can('createWarehouse');
  const [editing, setEditing] = useState<Warehouse | 'new' | null>(null);
  const edit = (w: Warehouse) => (canEdit ? (
    <Button size="xs" variant="outline" onClick={() => setEditing(w)} data-testid="warehouse-edit"><Trans>Modifier</Trans></Button>
  ) : null);
  const city = (w: Warehouse) => (w.address ? `${w.address.zipcode} ${w.address.city}` : '-');

  const columns: Column<Warehouse>[] = [
    { header: <Trans>Nom</Trans>, cell: (w) => <Text as="span" fontWeight="medium" data-testid="warehouse-row-name">{w.name}</Text> },
    { header: <Trans>Régime</Trans>, cell: (w) => <Text as="span" data-testid="warehouse-regime-label">{i18n._(regimeLabels[w.regime])}</Text> },
    { header: <Trans>N° d'accise</Trans>, cell: (w) => w.exciseNumber ?? '-' },
    { header: <Trans>Ville</Trans>, cell: city },
    { header: '', cell: (w) => <WarehouseBadges warehouse={w} /> },
    { header: <Trans>Unités</Trans>, cell: (w) => <Text as="span" data-testid="warehouse-units">{w.units}</Text>, align: 'end' },
    { header: '', cell: edit, align: 'end' },
  ];

  return (
    <Stack gap="4" data-testid="warehouses-screen">
      <StockNav current="warehouses">
        {canEdit ? <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} data-testid="warehouse-add"><Trans>Ajouter un entrepôt</Trans></Button> : null}
      </StockNav>
      <ListPage<Warehouse>
        testId="warehouses-list" title={<Trans>Entrepôts</Trans>} path="/v1/stocks/warehouses" query={{ shopId: shopId ?? undefined }}
        rowKey={(w) => w.id} columns={columns}
        empty={<Trans>Aucun entrepôt : ajoutez votre chai (droits suspendus) ou votre dépôt (droits acquittés) pour y suivre le stock.</Trans>}
        card={(w) => (
          <Stack gap="1.5" fontSize="sm">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="medium">{w.name}</Text>
              <Text fontWeight="semibold"><Trans>{w.units} unités</Trans></Text>
            </HStack>
            <Text color="gray.600">{[i18n._(regimeLabels[w.regime]), w.exciseNumber, w.address?.city].filter(Boolean).join(' · ')}</Text>
            <HStack justify="space-between" gap="2" wrap="wrap"><WarehouseBadges warehouse={w} />{edit(w)}</HStack>
          </Stack>
        )}
      />
      {editing ? <WarehouseDialog warehouse={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
