import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { SalesPointSummary } from '@vendange/contracts';
import { ListPage } from '@vendange/ui';

/** /dashboard/salespoints: the shop's points of sale. */
export function SalesPointsScreen() {
  return (
    <ListPage<SalesPointSummary>
      testId="salespoints-list"
      title={<Trans>Points de vente</Trans>}
      path="/v1/salespoints"
      rowKey={(s) => s.id}
      empty={<Trans>Aucun point de vente : ajoutez votre caveau ou votre prochain salon.</Trans>}
      columns={[
        { header: <Trans>Nom</Trans>, cell: (s) => s.name },
        { header: <Trans>Lieu</Trans>, cell: (s) => s.location ?? '-' },
        { header: <Trans>État</Trans>, cell: (s) => (s.active ? <Badge colorPalette="green"><Trans>Actif</Trans></Badge> : <Badge><Trans>Inactif</Trans></Badge>) },
      ]}
    />
  );
}
