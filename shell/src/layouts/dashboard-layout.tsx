import { Box, Flex } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { layoutSizes, sidebarWidthOf } from '@vendange/ui';
import { AppHeader } from '../chrome/app-header';
import { BottomBar } from '../chrome/bottom-bar';
import { MobileDrawer } from '../chrome/mobile-drawer';
import { QuickCreateMenu } from '../chrome/quick-create-menu';
import { SideMenu } from '../chrome/side-menu';
import { useWidthMode } from '../chrome/use-width-mode';

/** Room under the content for the floating help button, or for the phone's bottom bar. */
const HELP_BUTTON_ROOM = 80;

export interface DashboardLayoutProps {
  children: ReactNode;
  /** False for the editor dashboard: header only. */
  withSidebar?: boolean;
  /** Fixed header title (tickets: 'Messagerie'). */
  title?: string;
}

/**
 * Dashboard (spec points 2 and 9): sidebar 180 px on desktop, 56 px icons only on tablets, none on
 * phones, which get the ☰ drawer and the 70 px bottom bar instead.
 */
export function DashboardLayout({ children, withSidebar = true, title }: DashboardLayoutProps) {
  const mode = useWidthMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mobile = mode === 'mobile';
  const sidebar = withSidebar ? sidebarWidthOf(mode) : 0;
  const bottomBar = mobile && withSidebar;
  return (
    <Flex direction="column" minH="100vh" data-layout={withSidebar ? 'dashboard' : 'editor'} data-width-mode={mode}>
      <AppHeader onMenu={withSidebar ? () => setDrawerOpen(true) : undefined} title={title} />
      <Flex flex="1" minW="0">
        {sidebar > 0 ? (
          <Box as="aside" data-testid="sidebar" w={`${sidebar}px`} flexShrink={0} bg="white" borderRightWidth="1px" overflowY="auto" overflowX="hidden"
            h={`calc(100vh - ${layoutSizes.header}px)`} position="sticky" top={`${layoutSizes.header}px`}>
            <Box px={mode === 'desktop' ? '2' : '0'} pt="3"><QuickCreateMenu compact={mode !== 'desktop'} /></Box>
            <SideMenu compact={mode !== 'desktop'} />
          </Box>
        ) : null}
        <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }} pb={`${(bottomBar ? layoutSizes.bottomBar : 0) + HELP_BUTTON_ROOM}px`}>
          {children}
        </Box>
      </Flex>
      {bottomBar ? <BottomBar /> : null}
      {mobile && withSidebar ? <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} /> : null}
    </Flex>
  );
}
