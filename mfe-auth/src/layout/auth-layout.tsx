import { Box, Flex } from '@chakra-ui/react';
import { paths } from '@vendange/route-registry';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usableColor } from '../shop-colors';
import { AuthBanner } from './auth-banner';
import { AuthBrandContext } from './auth-brand';
import { AuthHeader } from './auth-header';
import { AuthSwitchMenu } from './auth-switch-menu';
import { useAuthShop } from './use-auth-shop';

/** Which tab of the login/register switch a path belongs to (none for choose, validate, reset). */
function switchTabOf(pathname: string): 'login' | 'register' | null {
  if (pathname === paths.login) return 'login';
  if (pathname === paths.register || pathname.startsWith(`${paths.register}/`)) return 'register';
  return null;
}

/**
 * The "Auth" layout of spec point 2, around every /auth screen: side banner, logo, way back, the
 * shop's colour on primary buttons when the page is branded with `?id=<shop public code>`.
 */
export function AuthLayout() {
  const { pathname, search } = useLocation();
  const { shop, loading } = useAuthShop();
  const color = shop ? usableColor(shop.editedShop.color) ?? usableColor(shop.color) : null;
  const brand = useMemo(() => ({ shop, color }), [shop, color]);
  const tab = switchTabOf(pathname);
  // A referred visitor (refId) stays on the page they were sent to.
  const showSwitch = tab !== null && !new URLSearchParams(search).get('refId');

  return (
    <AuthBrandContext.Provider value={brand}>
      <Flex minH="100vh" bg="white" data-testid="auth-layout" data-shop={shop?.code}>
        <AuthBanner shop={shop} color={color} />
        <Flex as="main" flex="1" direction="column" minW="0" px={{ base: '4', md: '10' }} py={{ base: '4', md: '6' }}>
          <AuthHeader shop={shop} color={color} loading={loading} />
          <Box w="full" maxW="480px" mx="auto" my="auto" py={{ base: '6', md: '10' }}>
            {showSwitch ? <AuthSwitchMenu active={tab} /> : null}
            <Outlet />
          </Box>
        </Flex>
      </Flex>
    </AuthBrandContext.Provider>
  );
}
