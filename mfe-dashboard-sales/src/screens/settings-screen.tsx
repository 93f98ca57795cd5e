import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotFound } from '@vendange/ui';
import { SettingsIndex } from '../settings/settings-index';
import { settingsTarget } from './settings-link';

// Each tab's forms (zod schemas, phone and IBAN rules) in its own chunk: the index is a list of links and a
// tab opened directly downloads only its own form (docs/decisions/front-end-performance.md, session 21).
const SalesSettingsScreen = lazy(() => import('../settings/sales-settings-screen').then((m) => ({ default: m.SalesSettingsScreen })));
const LegalSettingsScreen = lazy(() => import('../settings/legal-settings-screen').then((m) => ({ default: m.LegalSettingsScreen })));
const AccountSettingsScreen = lazy(() => import('../settings/account-settings-screen').then((m) => ({ default: m.AccountSettingsScreen })));

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
