import { Box, Drawer, Flex, Portal, useBreakpointValue } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { LayoutName } from '@vendange/route-registry';
import { AppHeader } from '../chrome/app-header';
import { SideMenu } from '../chrome/side-menu';

type Layout = (props: { children: ReactNode }) => ReactNode;

/** Dashboard: sidebar 180 px, 56 px under 1280 px, none under 600 px (a drawer instead). */
function DashboardLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const sidebar = useBreakpointValue({ base: 'none', sm: 'compact', lg: 'full' } as const) ?? 'full';
  return (
    <Flex direction="column" minH="100vh" data-layout="dashboard">
      <AppHeader onMenu={() => setOpen(true)} />
      <Flex flex="1">
        <Box as="aside" data-testid="sidebar" display={{ base: 'none', sm: 'block' }} w={{ sm: '56px', lg: '180px' }} flexShrink={0}
          bg="white" borderRightWidth="1px" overflowY="auto" maxH="calc(100vh - 64px)" position="sticky" top="64px">
          {sidebar === 'none' ? null : <SideMenu compact={sidebar === 'compact'} />}
        </Box>
        <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }}>{children}</Box>
      </Flex>
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="280px">
              <Drawer.Body p="0">{sidebar === 'none' ? <SideMenu onNavigate={() => setOpen(false)} /> : null}</Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}

function HeaderLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" data-layout="header">
      <AppHeader />
      <Box as="main" flex="1" p={{ base: '3', md: '6' }}>{children}</Box>
    </Flex>
  );
}

/** The MFE draws everything itself (shop storefront, auth screens, plain pages). */
function BareLayout({ children }: { children: ReactNode }) {
  return <Box minH="100vh" data-layout="bare">{children}</Box>;
}

export const layouts: Record<LayoutName, Layout> = {
  dashboard: DashboardLayout,
  editor: HeaderLayout,
  headerOnly: HeaderLayout,
  admin: HeaderLayout,
  tickets: DashboardLayout,
  plain: BareLayout,
  auth: BareLayout,
  shop: HeaderLayout,
  default: BareLayout,
};
