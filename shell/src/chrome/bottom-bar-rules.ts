import type { Role } from '@vendange/contracts';
import { paths } from '@vendange/route-registry';

export type BottomBarButton = 'clients' | 'orders' | 'qr' | 'notifications' | 'help';

/**
 * The mobile bottom bar of spec point 2, in its order: Clients and Orders when the user may open
 * them, the QR code for owners and collaborators of a shop, then Notifications and Help.
 */
export function bottomBarFor(role: Role | null, hasShop: boolean, mayOpen: (path: string) => boolean): BottomBarButton[] {
  const buttons: BottomBarButton[] = [];
  if (mayOpen(paths.clients)) buttons.push('clients');
  if (mayOpen(paths.orders)) buttons.push('orders');
  if ((role === 'owner' || role === 'iam') && hasShop) buttons.push('qr');
  if (role !== null && role !== 'admin') buttons.push('notifications');
  buttons.push('help');
  return buttons;
}
