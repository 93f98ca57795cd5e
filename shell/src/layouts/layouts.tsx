import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LayoutName } from '@vendange/route-registry';
import { useChromeAccess } from '../chrome/chrome-access';
import { DashboardLayout } from './dashboard-layout';
import { HeaderLayout } from './header-layout';

type Layout = (props: { children: ReactNode }) => ReactNode;

/** The MFE draws everything itself (auth screens, plain pages). */
function BareLayout({ children }: { children: ReactNode }) {
  return <Box minH="100vh" data-layout="bare">{children}</Box>;
}

/** Tickets: the dashboard with the header title 'Messagerie' (spec point 2). */
function TicketsLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <DashboardLayout title={t`Messagerie`}>{children}</DashboardLayout>;
}

function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <HeaderLayout variant="admin" title={t`Administration`}>{children}</HeaderLayout>;
}

/** Shops keep their header, except for agents, who see the dashboard header there (spec point 6). */
function ShopLayout({ children }: { children: ReactNode }) {
  const { role } = useChromeAccess();
  return <HeaderLayout variant={role === 'agent' ? 'dashboard' : 'shop'}>{children}</HeaderLayout>;
}

export const layouts: Record<LayoutName, Layout> = {
  dashboard: DashboardLayout,
  editor: ({ children }) => <DashboardLayout withSidebar={false}>{children}</DashboardLayout>,
  headerOnly: HeaderLayout,
  admin: AdminLayout,
  tickets: TicketsLayout,
  plain: BareLayout,
  auth: BareLayout,
  shop: ShopLayout,
  default: BareLayout,
};
