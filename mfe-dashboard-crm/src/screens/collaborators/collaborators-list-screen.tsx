import { Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import type { Collaborator } from '@vendange/contracts';
import { ListPage } from '@vendange/ui';
import { CollaboratorStatusBadge, RightsCount } from './collaborator-badges';
import { countGranted } from './permission-groups';
import { useShopAccess } from '@vendange/mfe-kit';
import { RolePresetsSection } from '../../structure/role-presets-section';

/** /dashboard/collaborators: the shop's team, with their status and how many rights each holds. */
export function CollaboratorsListScreen() {
  const navigate = useNavigate();
  const { shopId, can } = useShopAccess();
  const canCreate = can('createCollaborator');
  return (
    <Stack gap="3">
      {canCreate ? (
        <Flex justify="flex-end">
          <Button colorPalette="brand" size="sm" onClick={() => navigate(getHref('collaboratorAdd'))} data-testid="collaborator-add">
            <Trans>Ajouter un collaborateur</Trans>
          </Button>
        </Flex>
      ) : null}
      <ListPage<Collaborator>
        testId="collaborators-list"
        title={<Trans>Collaborateurs</Trans>}
        path="/v1/collaborators"
        query={{ shopId: shopId ?? undefined }}
        rowKey={(c) => c.id}
        empty={(
          <Stack gap="2" maxW="lg" mx="auto">
            <Text fontWeight="semibold"><Trans>Aucun collaborateur pour le moment.</Trans></Text>
            <Text>
              <Trans>
                Les collaborateurs sont les personnes de votre équipe qui travaillent dans votre tableau de bord. Vous
                choisissez pour chacun ce qu'il peut voir et faire : commandes, clients, stocks, rapports…
              </Trans>
            </Text>
            {canCreate ? <Text><Trans>Ajoutez-en un : il recevra un e-mail pour choisir son mot de passe.</Trans></Text> : null}
          </Stack>
        )}
        columns={[
          {
            header: <Trans>Nom</Trans>,
            cell: (c) => (
              <ChakraLink asChild color="brand.700" fontWeight="medium">
                <Link to={getHref('collaboratorDetail', { id: c.id })} data-testid="collaborator-link">{c.firstname} {c.lastname}</Link>
              </ChakraLink>
            ),
          },
          { header: <Trans>E-mail</Trans>, cell: (c) => c.email },
          { header: <Trans>Téléphone</Trans>, cell: (c) => c.phone ?? '-' },
          { header: <Trans>Statut</Trans>, cell: (c) => <CollaboratorStatusBadge collaborator={c} /> },
          { header: <Trans>Droits</Trans>, cell: (c) => <RightsCount count={countGranted(c.authorizations)} />, align: 'end' },
        ]}
      />
      <RolePresetsSection />
    </Stack>
  );
}
