import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppHeader, type HeaderVariant } from '../chrome/app-header';

/** The header over the page: header-only pages, administration, shops (see shop-layout.tsx). */
export function HeaderLayout({ children, variant = 'dashboard', title, padded = true }: { children: ReactNode; variant?: HeaderVariant; title?: string; padded?: boolean }) {
  return (
    <Flex direction="column" minH="100vh" data-layout="header" data-header={variant}>
      <AppHeader variant={variant} title={title} />
      <Box as="main" flex="1" minW="0" p={padded ? { base: '3', md: '6' } : undefined} pb={padded ? '80px' : undefined}>{children}</Box>
    </Flex>
  );
}
