import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { lookButton } from '../product/look-props';
import { lookColours, lookRadii, lookSpace, lookType } from '../product/storefront-look';

/** Spec point 1: the shop shows its prices to members only; a visitor is invited to register or sign in. */
export function MembersOnlyNotice({ shopCode, compact = false }: { shopCode: string; compact?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <Stack gap="3" p={compact ? '3' : `${lookSpace.panelPadding}px`} borderRadius={`${lookRadii.card}px`} bg={lookColours.primarySubtle} borderWidth="1px" borderColor={lookColours.primaryBorder} data-testid="members-only">
      <HStack gap="2">
        <Lock size={18} aria-hidden />
        <Text fontWeight="semibold"><Trans>Prix réservés aux membres</Trans></Text>
      </HStack>
      {compact ? null : <Text fontSize={lookType.small}><Trans>Ce producteur réserve ses prix à ses clients inscrits. Créez votre compte acheteur chez lui, ou connectez-vous, pour les voir et commander.</Trans></Text>}
      <HStack gap="2" wrap="wrap">
        <Button asChild {...lookButton('solid', 'sm')} data-testid="members-only-register">
          <Link to={getHref('registerKind', { kind: 'buyer' }, { id: shopCode })}><Trans>Créer mon compte acheteur</Trans></Link>
        </Button>
        <Button asChild {...lookButton('outline', 'sm')} data-testid="members-only-login">
          <Link to={getHref('login', {}, { id: shopCode, redirectLink: `${pathname}${search}` })}><Trans>Se connecter</Trans></Link>
        </Button>
      </HStack>
    </Stack>
  );
}
