import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { navigatorAtom, sessionAtom } from '@vendange/store';
import { useCartAutosave } from './cart/use-cart-autosave';
import { Snackbars } from './chrome/snackbars';
import { HelpWidget } from './chrome/help-widget';
import { LazyCartDrawer, LazyNotificationCentre } from './chrome/lazy-chrome';
import { DocumentsPoll } from './global/documents-poll';
import { GlobalPopup } from './global/global-popup';
import { MaintenanceBanner } from './global/maintenance-banner';
import { MaintenancePage } from './global/maintenance-page';
import { NavigationOverlay } from './global/navigation-overlay';
import { maintenanceView } from './global/poll-periods';
import { useMaintenance } from './global/use-maintenance';
import { VersionNotice } from './global/version-notice';
import { NotificationStream } from './notifications/notification-stream';
import { RouteView } from './routing/route-view';
import { useLocaleSync } from './session/use-locale-sync';
import { useSessionBootstrap } from './session/use-session-bootstrap';

/**
 * The shell composes: session, language, the routed MFE and the default layout's global chrome
 * (maintenance, cart drawer, snackbars, popup, version notice, downloads). It owns no business screen.
 */
export function App() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setNavigator = useSetAtom(navigatorAtom);
  const { user } = useAtomValue(sessionAtom);
  useEffect(() => setNavigator({ navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }) }), [navigate, setNavigator]);
  useSessionBootstrap();
  useCartAutosave();
  useLocaleSync();
  const maintenance = useMaintenance();
  const view = maintenanceView(maintenance, pathname, user?.role === 'admin');
  if (view === 'page' && maintenance) return <MaintenancePage state={maintenance} />;
  return (
    <>
      {view === 'banner' && maintenance ? <MaintenanceBanner state={maintenance} /> : null}
      <RouteView />
      <NavigationOverlay />
      <LazyCartDrawer />
      <GlobalPopup />
      <Snackbars />
      <HelpWidget />
      <VersionNotice />
      <DocumentsPoll />
      <LazyNotificationCentre />
      <NotificationStream />
    </>
  );
}
