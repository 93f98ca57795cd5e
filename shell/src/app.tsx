import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { navigatorAtom } from '@vendange/store';
import { Snackbars } from './chrome/snackbars';
import { RouteView } from './routing/route-view';
import { useLocaleSync } from './session/use-locale-sync';
import { useSessionBootstrap } from './session/use-session-bootstrap';

/** The shell composes: session, language, the routed MFE and the global chrome. It owns no business screen. */
export function App() {
  const navigate = useNavigate();
  const setNavigator = useSetAtom(navigatorAtom);
  useEffect(() => setNavigator({ navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }) }), [navigate, setNavigator]);
  useSessionBootstrap();
  useLocaleSync();
  return (
    <>
      <RouteView />
      <Snackbars />
    </>
  );
}
