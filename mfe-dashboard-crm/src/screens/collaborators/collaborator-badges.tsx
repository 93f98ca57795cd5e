import { Badge } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { Collaborator } from '@vendange/contracts';
import { collaboratorStatus } from './collaborator-status';

/** Actif, Bloqué or Invitation envoyée (the person has not chosen a password yet). */
export function CollaboratorStatusBadge({ collaborator }: { collaborator: Pick<Collaborator, 'blocked' | 'emailValidated'> }) {
  const status = collaboratorStatus(collaborator);
  if (status === 'blocked') return <Badge colorPalette="red" data-testid="collaborator-status"><Trans>Bloqué</Trans></Badge>;
  if (status === 'invited') return <Badge colorPalette="orange" data-testid="collaborator-status"><Trans>Invitation envoyée</Trans></Badge>;
  return <Badge colorPalette="green" data-testid="collaborator-status"><Trans>Actif</Trans></Badge>;
}

export function RightsCount({ count }: { count: number }) {
  return <Plural value={count} _0="Aucun droit" one="# droit" other="# droits" />;
}
