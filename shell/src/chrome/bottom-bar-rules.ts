import type { Role } from '@vendange/contracts';

export type BottomBarButton = 'clients' | 'orders' | 'qr' | 'notifications' | 'help';

/**
 * The mobile bottom bar of spec point 2, in its order: Clients and Orders when the user may open
 * them, the QR code for owners and collaborators of a shop, then Notifications and Help.
 */
export function bottomBarFor(role: Role | null, hasShop: boolean, mayOpen: (path: string) => boolean): BottomBarButton[] {
  const buttons: BottomBarButton[] = [];
  if (mayOpen('/dashboard/clients')) buttons.push('clients');
  if (mayOpen('/dashboard/orders')) buttons.push('orders');
  if ((role === 'owner' || role === 'iam') && hasShop) buttons.push('qr');
  if (role !== null && role !== 'admin') buttons.push('notifications');
  buttons.push('help');
  return buttons;
}
