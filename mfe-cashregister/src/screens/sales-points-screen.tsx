import { Badge, Button, Flex, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { SalesPointSummary } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { ListPage, PageLoader } from '@vendange/ui';

// The form (its schema: zod, phone rules) is fetched when « Nouveau point de vente » is pressed, not with the list.
const SalesPointDialog = lazy(() => import('../sales-points/sales-point-dialog').then((m) => ({ default: m.SalesPointDialog })));

const nameLink = (s: SalesPointSummary) => (
  <Link asChild color="brand.600" fontWeight="medium"><RouterLink to={getHref('salesPointDetail', { id: s.id })} data-testid="salespoint-link">{s.name}</RouterLink></Link>
);

/** /dashboard/salespoints: the shop's points of sale (caveau, fairs), each opening its page and its till. */
export function SalesPointsScreen() {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <ListPage<SalesPointSummary>
        testId="salespoints-list"
        title={<Trans>Points de vente</Trans>}
        path="/v1/salespoints"
        rowKey={(s) => s.id}
        filters={(
          <Flex justify="flex-end">
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)} data-testid="salespoint-new"><Trans>Nouveau point de vente</Trans></Button>
          </Flex>
        )}
        empty={<Trans>Aucun point de vente : ajoutez votre caveau ou votre prochain salon.</Trans>}
        card={(s) => <Flex justify="space-between" gap="2" wrap="wrap">{nameLink(s)}{s.active ? <Badge colorPalette="green"><Trans>Actif</Trans></Badge> : <Badge><Trans>Inactif</Trans></Badge>}</Flex>}
        columns={[
          { header: <Trans>Nom</Trans>, cell: nameLink },
          { header: <Trans>Lieu</Trans>, cell: (s) => s.location ?? '-' },
          { header: <Trans>État</Trans>, cell: (s) => (s.active ? <Badge colorPalette="green"><Trans>Actif</Trans></Badge> : <Badge><Trans>Inactif</Trans></Badge>) },
        ]}
      />
      {adding ? (
        <Suspense fallback={<PageLoader />}>
          <SalesPointDialog point={null} onClose={() => setAdding(false)} onSaved={(p) => void navigate(getHref('salesPointDetail', { id: p.id }))} />
        </Suspense>
      ) : null}
    </>
  );
}
