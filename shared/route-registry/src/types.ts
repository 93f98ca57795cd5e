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
  | {
      kind: 'roles';
      roles: Role[];
      /** Module that must be active on the owner's shop. */
      module?: ShopModule;
      /** Permission a collaborator (iam) must hold. */
      permission?: Permission;
    };

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
  menu?: MenuPlacement[];
  /** Entries whose path is a prefix owned by the MFE: it routes below it itself. */
  prefix?: boolean;
}
