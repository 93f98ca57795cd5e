import { getHref } from '@vendange/route-registry';

/** The settings tabs (spec point 2 `settings?link=`) whose screen this MFE draws. */
export type SettingsScreenKey = 'delivery' | 'billing';

export type SettingsTarget =
  /** A tab whose screen lives elsewhere: price lists are edited on /dashboard/tarifs. */
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; screen: SettingsScreenKey }
  /** settings?link=infos: the shop's legal notice (mentions légales). */
  | { kind: 'legal' }
  /** settings?link=account: the signed-in person's own account, for every role. */
  | { kind: 'account' }
  /** No tab asked for: the list of tabs. */
  | { kind: 'index' }
  /** A tab not built yet, or an unknown one. */
  | { kind: 'unknown' };

// The CRM's pipeline stages are edited over the opportunities board, role presets beside the collaborators (mfe-dashboard-crm).
const redirects: Record<string, string> = {
  typos: `${getHref('tarifs')}#typologies`, matchGrids: `${getHref('tarifs')}#grille`, crm: `${getHref('opportunities')}#etapes`, roles: `${getHref('collaborators')}#roles`,
};
// Promo codes sit with the payment settings (settings?link=promotions opens them).
const screens: Record<string, SettingsScreenKey> = { delivery: 'delivery', billing: 'billing', promotions: 'billing' };

/** What /dashboard/settings shows for its query. */
export function settingsTarget(search: string): SettingsTarget {
  const link = new URLSearchParams(search).get('link');
  if (link === null || link === '') return { kind: 'index' };
  if (Object.hasOwn(redirects, link)) return { kind: 'redirect', to: redirects[link]! };
  if (Object.hasOwn(screens, link)) return { kind: 'screen', screen: screens[link]! };
  if (link === 'infos') return { kind: 'legal' };
  if (link === 'account') return { kind: 'account' };
  return { kind: 'unknown' };
}

/** The link of a settings tab drawn here. */
export const settingsHref = (screen: SettingsScreenKey | 'typos' | 'infos' | 'account'): string => getHref('settings', {}, { link: screen });

/** The link of the legal notice tab. */
export const legalSettingsHref = settingsHref('infos');
