import { Flex, Link } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { authHref } from '../auth-links';
import { useAuthBrand } from './auth-brand';

function Tab({ to, active, testId, children }: { to: string; active: boolean; testId: string; children: ReactNode }) {
  const { color } = useAuthBrand();
  return (
    <Link
      asChild flex="1" justifyContent="center" py="2" rounded="md" fontWeight="semibold" textDecoration="none"
      bg={active ? 'white' : 'transparent'} shadow={active ? 'sm' : undefined} color={active ? (color ?? 'brand.700') : 'gray.600'}
      _hover={{ textDecoration: 'none', color: color ?? 'brand.700' }}
    >
      <RouterLink to={to} aria-current={active ? 'page' : undefined} data-testid={testId}>{children}</RouterLink>
    </Link>
  );
}

/** "Connexion" / "Créer un compte": keeps the shop, the referrer and the page asked for. */
export function AuthSwitchMenu({ active }: { active: 'login' | 'register' }) {
  const { t } = useLingui();
  const { search } = useLocation();
  return (
    <Flex as="nav" aria-label={t`Connexion ou création de compte`} data-testid="auth-switch" bg="gray.100" p="1" rounded="lg" gap="1" mb="6">
      <Tab to={authHref(getHref('login'), search)} active={active === 'login'} testId="auth-switch-login"><Trans>Connexion</Trans></Tab>
      <Tab to={authHref(getHref('register'), search)} active={active === 'register'} testId="auth-switch-register"><Trans>Créer un compte</Trans></Tab>
    </Flex>
  );
}
