import { Navigate, useLocation } from 'react-router';
import { NotFound } from '@vendange/ui';
import { AccountSettingsScreen } from '../settings/account-settings-screen';
import { LegalSettingsScreen } from '../settings/legal-settings-screen';
import { SalesSettingsScreen } from '../settings/sales-settings-screen';
import { SettingsIndex } from '../settings/settings-index';
import { settingsTarget } from './settings-link';

/** /dashboard/settings: the tab of `?link=`, drawn here or on the screen that owns it. */
export function SettingsScreen() {
  const { search } = useLocation();
  const target = settingsTarget(search);
  switch (target.kind) {
    case 'redirect': return <Navigate to={target.to} replace />;
    // Keyed by tab: switching tabs starts from the saved rules, as the guard promised.
    case 'screen': return <SalesSettingsScreen key={target.screen} screen={target.screen} />;
    case 'legal': return <LegalSettingsScreen />;
    case 'account': return <AccountSettingsScreen />;
    case 'index': return <SettingsIndex />;
    case 'unknown': return <NotFound />;
  }
}
