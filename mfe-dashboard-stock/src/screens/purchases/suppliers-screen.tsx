import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { Supplier } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ListPage, NotFound, type Column } from '@vendange/ui';
import { SupplierDialog } from './purchase-dialogs';

/** The supplier of /dashboard/suppliers/{id}, loaded, in its dialog. */
function EditSupplier({ id, onClose }: { id: string; onClose: () => void }) {
  const { shopId } = useShopAccess();
  const { data, error } = useApi<Supplier>(`/v1/suppliers/${id}`, { shopId: shopId ?? undefined }, { shouldRetryOnError: false });
  if (error) return <NotFound />;
  return data ? <SupplierDialog key={data.id} supplier={data} onClose={onClose} /> : null;
}

/**
 * /dashboard/suppliers (seeSupplier): the shop's suppliers, searched and paged; /dashboard/suppliers/add and
 * /dashboard/suppliers/{id} open the supplier's dialog over the list (createSupplier).
 */
export function SuppliersScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { shopId, can } = useShopAccess();
  const canEdit = can('createSupplier');
  const back = () => navigate(getHref('suppliers'));
  const adding = id === 'add';
  const editing = id !== undefined && !adding && /^\d+$/.test(id) ? id : null;
  if (id !== undefined && !adding && editing === null) return <NotFound />;

  const open = (s: Supplier) => (canEdit ? (
    <Button asChild size="xs" variant="outline"><Link to={getHref('supplierDetail', { id: s.id })} data-testid="supplier-edit"><Trans>Modifier</Trans></Link></Button>
  ) : null);
  const archived = (s: Supplier) => (s.active ? null : <Badge colorPalette="gray"><Trans>Archivé</Trans></Badge>);
  const columns: Column<Supplier>[] = [
    { header: <Trans>Nom</Trans>, cell: (s) => <HStack gap="2"><Text as="span" fontWeight="medium" data-testid="supplier-row-name">{s.name}</Text>{archived(s)}</HStack> },
    { header: <Trans>Contact</Trans>, cell: (s) => s.contactName ?? '-' },
    { header: <Trans>E-mail</Trans>, cell: (s) => s.email ?? '-' },
    { header: <Trans>Téléphone</Trans>, cell: (s) => s.phone ?? '-' },
    { header: <Trans>SIRET</Trans>, cell: (s) => s.siret ?? '-' },
    { header: '', cell: open, align: 'end' },
  ];

  return (
    <Stack gap="4" data-testid="suppliers-screen">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button asChild size="sm" variant="outline"><Link to={getHref('purchases')} data-testid="suppliers-to-purchases"><Trans>Commandes fournisseurs</Trans></Link></Button>
        {canEdit ? <Button asChild colorPalette="brand" size="sm"><Link to={getHref('supplierAdd')} data-testid="supplier-add"><Trans>Ajouter un fournisseur</Trans></Link></Button> : null}
      </HStack>
      <ListPage<Supplier>
        testId="suppliers-list" title={<Trans>Fournisseurs</Trans>} path="/v1/suppliers" query={{ shopId: shopId ?? undefined }}
        rowKey={(s) => s.id} columns={columns}
        empty={<Trans>Aucun fournisseur : ajoutez votre verrier, votre bouchonnier ou le négoce qui vous vend du vin en vrac.</Trans>}
        card={(s) => (
          <Stack gap="1.5" fontSize="sm">
            <HStack justify="space-between" gap="2" wrap="wrap"><Text fontWeight="medium">{s.name}</Text>{archived(s)}</HStack>
            <Text color="gray.600">{[s.contactName, s.email, s.phone].filter(Boolean).join(' · ') || '-'}</Text>
            <HStack justify="flex-end">{open(s)}</HStack>
          </Stack>
        )}
      />
      {adding && canEdit ? <SupplierDialog supplier={null} onClose={back} /> : null}
      {editing && canEdit ? <EditSupplier id={editing} onClose={back} /> : null}
    </Stack>
  );
}
