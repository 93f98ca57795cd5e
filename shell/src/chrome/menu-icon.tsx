import {
  ArrowLeftRight, Banknote, Boxes, Briefcase, Calculator, CalendarCheck, CalendarDays, ChartColumn, CircleAlert, CircleHelp, Code, CreditCard,
  Factory, FileMinus, FileText, FlaskConical, Goal, Landmark, LayoutDashboard, LayoutTemplate, LifeBuoy, List, ListChecks, Megaphone,
  MessageSquare, Network, Newspaper, PackagePlus, PartyPopper, Receipt, ReceiptText, Settings, ShieldCheck, ShoppingBag, ShoppingCart,
  Split, Sprout, Store, Tags, Target, Telescope, Truck, Undo2, UserCog, Users, Warehouse, Wine, Grape, type LucideIcon,
} from 'lucide-react';
import type { MenuIconName } from '@vendange/route-registry';

/** The drawing of each registry icon name; the record's type makes a new name fail to compile until drawn. */
const icons: Record<MenuIconName, LucideIcon> = {
  dashboard: LayoutDashboard, quotes: FileText, orders: ShoppingBag, bills: Receipt, deposits: ReceiptText, credits: FileMinus,
  ventilations: Split, futures: Grape, shipments: Truck, outstandings: CircleAlert, payments: CreditCard, creditNotes: Undo2, directDebits: Banknote,
  events: PartyPopper, reservations: CalendarCheck, calendar: CalendarDays, clients: Users, opportunities: Target,
  prospection: Telescope, tasks: ListChecks, catalogue: Wine, warehouses: Warehouse, stocks: Boxes, movements: ArrowLeftRight,
  priceLists: Tags, samples: FlaskConical, lists: List, campaigns: Megaphone, models: LayoutTemplate, collaborators: UserCog,
  agents: Briefcase, objectives: Goal, structure: Network, suppliers: Factory, supplierOrders: PackagePlus, reports: ChartColumn,
  cashRegister: Calculator, messaging: MessageSquare, onlineShop: Store, settings: Settings, producers: Sprout,
  helpCentre: LifeBuoy, news: Newspaper, accounting: Landmark, iframes: Code, cart: ShoppingCart, help: CircleHelp, admin: ShieldCheck,
};

/** A menu icon, decorative: the entry's text or aria-label names it. */
export function MenuIcon({ name, size = 18 }: { name: MenuIconName; size?: number }) {
  const Icon = icons[name];
  return <Icon size={size} aria-hidden focusable={false} />;
}
