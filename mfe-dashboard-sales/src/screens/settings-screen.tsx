import { Navigate, useLocation } from 'react-router';
import { NotFound } from '@vendange/ui';
import { settingsTarget } from './settings-link';

/** /dashboard/settings: the tabs built so far; the price-list ones open the price lists screen. */
export function SettingsScreen() {
  const { search } = useLocation();
  const target = settingsTarget(search);
  return target ? <Navigate to={target} replace /> : <NotFound />;
}
