import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { RegisterKind } from '@vendange/contracts';
import { authHref } from '../../auth-links';
import { BriefcaseIcon, UserIcon, VineyardIcon } from '../../components/icons';
import { useAuthBrand } from '../../layout/auth-brand';

function KindCard({ kind, icon, title, hint }: { kind: RegisterKind; icon: ReactNode; title: ReactNode; hint: ReactNode }) {
  const { search } = useLocation();
  const { color } = useAuthBrand();
  return (
    <Link
      asChild display="flex" gap="4" alignItems="center" p="4" borderWidth="1px" rounded="lg" bg="white" color="inherit"
      textDecoration="none" transition="all .15s" _hover={{ borderColor: color ?? 'brand.500', shadow: 'md', textDecoration: 'none' }}
    >
      <RouterLink to={authHref(getHref('registerKind', { kind }), search)} data-testid={`register-kind-${kind}`}>
        <Flex flexShrink={0} align="center" justify="center" boxSize="12" rounded="full" bg="gray.100" color={color ?? 'brand.700'} fontSize="xl">{icon}</Flex>
        <Box>
          <Text fontWeight="semibold">{title}</Text>
          <Text fontSize="sm" color="gray.600">{hint}</Text>
        </Box>
      </RouterLink>
    </Link>
  );
}

/** /auth/register: which kind of account to create. */
export function RegisterKindScreen() {
  return (
    <Stack gap="4" data-testid="register-kinds">
      <Heading as="h1" size="2xl"><Trans>Créer un compte</Trans></Heading>
      <Text color="gray.600"><Trans>Quel compte souhaitez-vous créer ?</Trans></Text>
      <KindCard
        kind="buyer" icon={<UserIcon />}
        title={<Trans>Je suis un particulier ou un professionnel qui achète</Trans>}
        hint={<Trans>Commandez auprès des producteurs, suivez vos commandes et réservations.</Trans>}
      />
      <KindCard
        kind="seller" icon={<VineyardIcon />}
        title={<Trans>Je suis producteur</Trans>}
        hint={<Trans>Ouvrez votre boutique et gérez ventes, stocks et clients.</Trans>}
      />
      <KindCard
        kind="agent" icon={<BriefcaseIcon />}
        title={<Trans>Je suis agent commercial</Trans>}
        hint={<Trans>Vendez pour les domaines que vous représentez.</Trans>}
      />
    </Stack>
  );
}
