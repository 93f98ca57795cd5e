import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ClientSummary } from '@vendange/contracts';
import { ListPage } from '@vendange/ui';

/** /dashboard/clients: the shop's clients. */
export function ClientsScreen() {
  return (
    <ListPage<ClientSummary>
      testId="clients-list"
      title={<Trans>Clients</Trans>}
      path="/v1/clients"
      rowKey={(c) => c.id}
      empty={<Trans>Aucun client pour le moment.</Trans>}
      columns={[
        { header: <Trans>Nom</Trans>, cell: (c) => c.name },
        { header: <Trans>E-mail</Trans>, cell: (c) => c.email ?? '-' },
        { header: <Trans>Ville</Trans>, cell: (c) => c.city ?? '-' },
        { header: <Trans>Typologie</Trans>, cell: (c) => (c.typology ? <Badge>{c.typology}</Badge> : '-') },
        { header: <Trans>Type</Trans>, cell: (c) => (c.isPro ? <Trans>Professionnel</Trans> : <Trans>Particulier</Trans>) },
      ]}
    />
  );
}
