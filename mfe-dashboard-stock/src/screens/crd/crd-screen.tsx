import { Box, Button, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { CrdCapsule, CrdMovement } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { Link as RouterLink } from 'react-router';
import { ErrorScreen, formatDateTime, ListPage, type Column } from '@vendange/ui';
import { clText, crdGenreLabels, crdReasonLabels, crdRegimeLabels } from '../../lib/crd-view';
import { signedQuantity } from '../../lib/stock-queries';
import { StockNav } from '../stocks/stock-nav';
import { CrdCapsuleDialog, CrdInventoryDialog, CrdMovementDialog } from './crd-dialogs';
import { CrdSwatch } from './crd-swatch';

const none: CrdCapsule[] = [];

/** A capsule entry received from a purchase order: « Réception PO-2026-0001 », linked to the order. */
function PurchaseLink({ movement }: { movement: CrdMovement }) {
  const reference = movement.purchase!.reference;
  return (
    <Link asChild color="brand.600" fontSize="sm">
      <RouterLink to={getHref('purchaseDetail', { id: movement.purchase!.id })} data-testid="crd-movement-purchase"><Trans>Réception {reference}</Trans></RouterLink>
    </Link>
  );
}

/**
 * /dashboard/stocks/crdColors (seeAllStock): the CRD capsule account. The capsule stock per colour, CRD type, wine
 * type and bottle size; a line added at zero; capsules in (purchase, return, surplus) and out (used, destroyed,
 * missing) by a dialog; an inventory writing each difference; the recent movements. A bottling capped with CRD uses its capsules from the movement dialog.
 */
export function CrdScreen() {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const { shopId } = useShopAccess();
  const { data, error } = useApi<CrdCapsule[]>('/v1/stocks/crd', { shopId: shopId ?? undefined });
  const capsules = data ?? none;
  const [adding, setAdding] = useState(false);
  const [counting, setCounting] = useState(false);
  const [moving, setMoving] = useState<{ direction: 'entry' | 'exit'; capsuleId: string } | null>(null);

  const describe = (c: CrdCapsule) => `${i18n._(crdRegimeLabels[c.regime])} · ${i18n._(crdGenreLabels[c.genre])} · ${clText(c.volumeMl, locale)}`;
  const actions = (c: CrdCapsule) => (
    <HStack gap="1" justify="flex-end">
      <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setMoving({ direction: 'entry', capsuleId: String(c.id) })} data-testid="crd-line-entry"><Trans>Entrée</Trans></Button>
      <Button size="xs" variant="ghost" onClick={() => setMoving({ direction: 'exit', capsuleId: String(c.id) })} disabled={c.balance === 0} data-testid="crd-line-exit"><Trans>Sortie</Trans></Button>
    </HStack>
  );
  const num = { textAlign: 'end', whiteSpace: 'nowrap' } as const;

  const movementColumns: Column<CrdMovement>[] = [
    { header: <Trans>Date</Trans>, cell: (m) => <Text as="span" whiteSpace="nowrap">{formatDateTime(m.createdAt)}</Text> },
    { header: <Trans>Capsules</Trans>, cell: (m) => <HStack gap="2"><CrdSwatch colour={m.colour} /><Text as="span" data-testid="crd-movement-label">{m.label}</Text></HStack> },
    { header: <Trans>Motif</Trans>, cell: (m) => <span data-testid="crd-movement-reason-cell">{i18n._(crdReasonLabels[m.reason])}</span> },
    { header: <Trans>Quantité</Trans>, cell: (m) => <Text as="span" color={m.quantity < 0 ? 'red.700' : 'green.700'} data-testid="crd-movement-quantity-cell">{signedQuantity(m.quantity)}</Text>, align: 'end' },
    { header: <Trans>Reste</Trans>, cell: (m) => m.balance, align: 'end' },
    { header: <Trans>Par</Trans>, cell: (m) => m.createdBy ?? '-' },
    { header: <Trans>Note</Trans>, cell: (m) => (m.purchase ? <PurchaseLink movement={m} /> : m.note ?? (m.stockBatchId ? <Trans>Mise en bouteille</Trans> : '')) },
  ];

  return (
    <Stack gap="4" data-testid="crd-screen">
      <StockNav current="crdColors">
        <Button size="sm" variant="outline" onClick={() => setAdding(true)} data-testid="crd-new-line"><Trans>Nouvelle ligne de capsules</Trans></Button>
        <Button size="sm" colorPalette="brand" disabled={capsules.length === 0} onClick={() => setMoving({ direction: 'entry', capsuleId: '' })} data-testid="crd-new-entry"><Trans>Entrée de capsules</Trans></Button>
        <Button size="sm" variant="outline" disabled={capsules.length === 0} onClick={() => setMoving({ direction: 'exit', capsuleId: '' })} data-testid="crd-new-exit"><Trans>Sortie de capsules</Trans></Button>
        <Button size="sm" variant="outline" disabled={capsules.length === 0} onClick={() => setCounting(true)} data-testid="crd-inventory"><Trans>Inventaire</Trans></Button>
      </StockNav>
      <Stack gap="1">
        <Text as="h1" fontSize="2xl" fontWeight="semibold"><Trans>Capsules CRD</Trans></Text>
        <Text fontSize="sm" color="gray.600">
          <Trans>Le compte des capsules représentatives de droits, par couleur, type, type de vin et contenance : il figure sur la DRM de chaque mois. Une mise en bouteille peut utiliser ses capsules depuis le mouvement de stock.</Trans>
        </Text>
      </Stack>

      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {!data && !error ? <Stack gap="2" data-testid="crd-loading"><Skeleton h="10" /><Skeleton h="10" /></Stack> : null}
      {data && capsules.length === 0 ? (
        <Stack gap="3" align="center" bg="white" borderRadius="md" p="6" textAlign="center" data-testid="crd-empty">
          <Text><Trans>Aucune ligne de capsules CRD. Ajoutez une ligne par couleur, type de CRD, type de vin et contenance, puis enregistrez l'achat des capsules.</Trans></Text>
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}><Trans>Nouvelle ligne de capsules</Trans></Button>
        </Stack>
      ) : null}
      {capsules.length > 0 ? (
        <>
          <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto" hideBelow="md">
            <Table.Root size="sm" data-testid="crd-lines">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader><Trans>Capsules</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Type de CRD</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Type de vin</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader {...num}><Trans>Contenance</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader {...num}><Trans>En stock</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader {...num}><Trans>Actions</Trans></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {capsules.map((c) => (
                  <Table.Row key={c.id} data-testid="crd-line" data-label={c.label}>
                    <Table.Cell><HStack gap="2"><CrdSwatch colour={c.colour} /><Text as="span" fontWeight="medium">{c.label}</Text></HStack></Table.Cell>
                    <Table.Cell>{i18n._(crdRegimeLabels[c.regime])}</Table.Cell>
                    <Table.Cell>{i18n._(crdGenreLabels[c.genre])}</Table.Cell>
                    <Table.Cell {...num}>{clText(c.volumeMl, locale)}</Table.Cell>
                    <Table.Cell {...num} fontWeight="semibold" data-testid="crd-line-balance">{c.balance}</Table.Cell>
                    <Table.Cell>{actions(c)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Stack gap="2" hideFrom="md" as="ul" listStyleType="none">
            {capsules.map((c) => (
              <Box as="li" key={c.id} bg="white" borderRadius="md" borderWidth="1px" p="3" fontSize="sm" data-testid="crd-card" data-label={c.label}>
                <HStack justify="space-between" align="flex-start" gap="2">
                  <HStack gap="2"><CrdSwatch colour={c.colour} /><Text fontWeight="medium">{c.label}</Text></HStack>
                  <Text fontWeight="semibold" data-testid="crd-line-balance">{c.balance}</Text>
                </HStack>
                <Text color="gray.600" mb="2">{describe(c)}</Text>
                {actions(c)}
              </Box>
            ))}
          </Stack>
        </>
      ) : null}

      <ListPage<CrdMovement>
        testId="crd-movements" title={<Trans>Derniers mouvements de capsules</Trans>} path="/v1/stocks/crd/movements" query={{ shopId: shopId ?? undefined }}
        searchable={false} rowKey={(m) => m.id} columns={movementColumns}
        empty={<Trans>Aucun mouvement de capsules pour l'instant.</Trans>}
        card={(m) => (
          <Stack gap="1" fontSize="sm">
            <HStack justify="space-between" gap="2">
              <HStack gap="2"><CrdSwatch colour={m.colour} /><Text fontWeight="medium" data-testid="crd-movement-label">{m.label}</Text></HStack>
              <Text color={m.quantity < 0 ? 'red.700' : 'green.700'} fontWeight="semibold" data-testid="crd-movement-quantity-cell">{signedQuantity(m.quantity)}</Text>
            </HStack>
            <Text color="gray.600">{i18n._(crdReasonLabels[m.reason])} · {formatDateTime(m.createdAt)} · <Trans>reste {m.balance}</Trans></Text>
            {m.purchase ? <PurchaseLink movement={m} /> : m.note ? <Text color="gray.600" fontSize="xs">{m.note}</Text> : null}
          </Stack>
        )}
      />

      {adding ? <CrdCapsuleDialog onClose={() => setAdding(false)} /> : null}
      {counting ? <CrdInventoryDialog capsules={capsules} onClose={() => setCounting(false)} /> : null}
      {moving ? <CrdMovementDialog capsules={capsules} direction={moving.direction} capsuleId={moving.capsuleId} onClose={() => setMoving(null)} /> : null}
    </Stack>
  );
}
