import type { Role } from '@vendange/contracts';
import { paths } from '@vendange/route-registry';
import type { WidthMode } from '@vendange/ui';

export interface HeaderIconSet {
  tickets: boolean;
  notifications: boolean;
  calendar: boolean;
  cart: boolean;
}

/**
 * Which icons the dashboard header shows (spec points 2 and 6): tickets for owners and buyers,
 * calendar for owners and collaborators who may open it, neither on phones; the cart for buyers;
 * the notification centre for every signed-in user but the administrator
 * (docs/decisions/dashboard-chrome.md).
 */
export function headerIconsFor(role: Role | null, mode: WidthMode, mayOpen: (path: string) => boolean): HeaderIconSet {
  const wide = mode !== 'mobile';
  return {
    tickets: wide && (role === 'owner' || role === 'buyer') && mayOpen(paths.tickets),
    notifications: role !== null && role !== 'admin',
    calendar: wide && (role === 'owner' || role === 'iam') && mayOpen(paths.calendar),
    cart: role === 'buyer',
  };
}
