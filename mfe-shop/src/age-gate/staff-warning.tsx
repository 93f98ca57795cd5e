import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '@vendange/store';
import { staffRoleOnShop } from './age-gate-rules';

/** Spec point 6: someone logged in as shop staff or agent sees the shop with that profile's rights and prices. */
export function StaffWarning() {
  const role = staffRoleOnShop(useAtomValue(sessionAtom).user?.role);
  if (!role) return null;
  return (
    <Alert.Root status="info" data-testid="staff-warning" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>
        {role === 'owner' ? <Trans>Vous êtes connecté en tant que producteur : vous voyez aussi les produits non publiés et vos propres tarifs.</Trans>
          : role === 'iam' ? <Trans>Vous êtes connecté en tant que collaborateur de la boutique : les produits et tarifs affichés sont ceux de l'équipe.</Trans>
            : <Trans>Vous êtes connecté en tant qu'agent commercial : les tarifs affichés sont ceux de votre grille.</Trans>}
      </Alert.Title>
    </Alert.Root>
  );
}
