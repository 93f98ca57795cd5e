import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ProductSummary } from '@vendange/contracts';
import { formatCents, ListPage } from '@vendange/ui';

const statusPalette = { online: 'green', paused: 'gray', outofstock: 'orange', closed: 'red' } as const;

function StatusLabel({ status }: { status: ProductSummary['status'] }) {
  switch (status) {
    case 'online': return <Trans>En ligne</Trans>;
    case 'paused': return <Trans>En pause</Trans>;
    case 'outofstock': return <Trans>Épuisé</Trans>;
    case 'closed': return <Trans>Fermé</Trans>;
  }
}

/** /dashboard/products: every product of the shop, whatever its status. */
export function ProductsScreen() {
  return (
    <ListPage<ProductSummary>
      testId="products-list"
      title={<Trans>Catalogue</Trans>}
      path="/v1/products"
      rowKey={(p) => p.id}
      empty={<Trans>Aucun produit : créez votre premier vin.</Trans>}
      columns={[
        { header: <Trans>Produit</Trans>, cell: (p) => p.name },
        { header: <Trans>Appellation</Trans>, cell: (p) => p.precision ?? '-' },
        { header: <Trans>Millésimes</Trans>, cell: (p) => p.vintages.map((v) => v.name).join(', ') || '-' },
        { header: <Trans>Statut</Trans>, cell: (p) => <Badge colorPalette={statusPalette[p.status]}><StatusLabel status={p.status} /></Badge> },
        { header: <Trans>Prix HT</Trans>, cell: (p) => (p.formats[0]?.priceCents != null ? formatCents(p.formats[0].priceCents) : '-'), align: 'end' },
      ]}
    />
  );
}
