import type { Permission, Role, ShopModule } from '@vendange/contracts';

/** A translatable label; ids are explicit so the shared catalog can hold them. */
export interface Label {
  id: string;
  message: string;
}

export type MfeName =
  | 'mfe_auth' | 'mfe_shop' | 'mfe_dashboard_sales' | 'mfe_dashboard_crm' | 'mfe_dashboard_stock' | 'mfe_cashregister';

export type LayoutName =
  | 'dashboard' | 'editor' | 'headerOnly' | 'plain' | 'admin' | 'shop' | 'auth' | 'tickets' | 'default';

/** Who may open a route (spec point 6 route guard). */
export type AccessRule =
  | { kind: 'public' }
  /** Only for people who are not logged in; a logged-in user is sent home. */
  | { kind: 'guestOnly' }
  /** Visitors and buyers (the cart: a visitor keeps one too); shop staff are sent home. */
  | { kind: 'shoppers' }
  | {
      kind: 'roles';
      roles: Role[];
      /** Module that must be active on the owner's shop. */
      module?: ShopModule;
      /** Permission a collaborator (iam) must hold. */
      permission?: Permission;
    };

/**
 * A menu icon by meaning; the shell maps each name to a drawing (the registry stays free of UI
 * libraries). Compact sidebars show only the icon, so every menu entry has one.
 */
export type MenuIconName =
  | 'dashboard' | 'quotes' | 'orders' | 'bills' | 'deposits' | 'credits' | 'ventilations' | 'futures' | 'shipments'
  | 'outstandings' | 'payments' | 'creditNotes' | 'directDebits' | 'events' | 'reservations' | 'calendar' | 'clients' | 'opportunities'
  | 'prospection' | 'tasks' | 'catalogue' | 'warehouses' | 'stocks' | 'movements' | 'priceLists' | 'samples' | 'lists'
  | 'campaigns' | 'models' | 'collaborators' | 'agents' | 'objectives' | 'structure' | 'suppliers' | 'supplierOrders'
  | 'reports' | 'cashRegister' | 'messaging' | 'onlineShop' | 'settings' | 'producers' | 'helpCentre' | 'news'
  | 'accounting' | 'iframes' | 'cart' | 'help' | 'admin';

export type MenuGroup =
  | 'sales' | 'tourism' | 'crm' | 'articles' | 'marketing' | 'commercial' | 'purchases' | 'root';

export interface MenuPlacement {
  /** Menus the entry appears in, by role. */
  roles: Role[];
  group: MenuGroup;
  label: Label;
  order: number;
}

export interface RouteEntry {
  /** Pattern with `:param` segments, e.g. `/dashboard/orders/:id`. */
  path: string;
  mfe: MfeName;
  layout: LayoutName;
  access: AccessRule;
  /** Tags searched by the header's 'go to' box. */
  tags?: string[];
  /** Icon of the page in menus, the 'go to' search and compact sidebars. */
  icon?: MenuIconName;
  /** Page title for pages that have no menu label of their own (mobile header, 'go to' search). */
  title?: Label;
  menu?: MenuPlacement[];
  /** Entries whose path is a prefix owned by the MFE: it routes below it itself. */
  prefix?: boolean;
}
