import type { Role } from '@vendange/contracts';
import { labels } from './labels';
import type { Label, MenuIconName } from './types';

/**
 * Outside sites the owner's menu and the help widget link to (spec point 2: "external help-centre
 * and news links"). Opened in a new tab with rel="noopener noreferrer"; defaults recorded in
 * docs/decisions/dashboard-chrome.md, one place to change them for another deployment.
 */
export const HELP_CENTRE_URL = 'https://aide.vendange.fr';
export const NEWS_URL = 'https://www.vendange.fr/actualites';

export interface ExternalMenuEntry {
  href: string;
  label: Label;
  icon: MenuIconName;
  roles: Role[];
  /** Placed among the top-level items: after Online shop (80), before Settings (100). */
  order: number;
}

export const externalMenuEntries: ExternalMenuEntry[] = [
  { href: HELP_CENTRE_URL, label: labels.helpCentre, icon: 'helpCentre', roles: ['owner', 'iam'], order: 85 },
  { href: NEWS_URL, label: labels.news, icon: 'news', roles: ['owner', 'iam'], order: 86 },
];
