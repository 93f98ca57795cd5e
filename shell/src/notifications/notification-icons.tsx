import { AlertTriangle, BadgeEuro, Bell, CalendarCheck, CreditCard, FileDown, ListTodo, MessageSquare, Package, ShoppingBag, Tags, Truck, type LucideIcon } from 'lucide-react';
import type { NotificationType } from '@vendange/contracts';

/** One icon and colour per notification type, so the list reads at a glance. */
export const notificationIcons: Record<NotificationType, { icon: LucideIcon; color: string }> = {
  payment: { icon: CreditCard, color: 'green.600' },
  newOrder: { icon: ShoppingBag, color: 'brand.600' },
  newTask: { icon: ListTodo, color: 'purple.600' },
  stockUpdate: { icon: Package, color: 'orange.600' },
  thresholdReach: { icon: AlertTriangle, color: 'red.600' },
  commissionPaid: { icon: BadgeEuro, color: 'green.700' },
  newMessage: { icon: MessageSquare, color: 'blue.600' },
  newReservation: { icon: CalendarCheck, color: 'teal.600' },
  orderStatus: { icon: Truck, color: 'brand.700' },
  documentReady: { icon: FileDown, color: 'gray.700' },
  info: { icon: Bell, color: 'gray.600' },
  priceRequest: { icon: Tags, color: 'purple.700' },
};
