import { hasPermission, type AccessSubject } from '@vendange/access';
import { permissions as allPermissions, type Permission } from '@vendange/contracts';
import { isOwnerRule, isStaffRule, type RouteAccess } from './access-rule';
import { shopsAllowing, type Grant } from './access-decision';

/** What the access rule established, handed to the handler as `request.access`. */
export interface AccessContext {
  readonly rule: RouteAccess;
  /** The user of the token (a master account on a 'master' route); null for a visitor or an internal call. */
  readonly userId: number | null;
  /** The logged-in user with their rights fresh from identity, or null (public route, visitor, internal call). */
  readonly viewer: AccessSubject | null;
  /** The logged-in user; reading it on a route whose rule lets visitors in is a bug (500). */
  readonly subject: AccessSubject;
  /** The shop the rule checked; reading it on a rule without one (public, user, role, 'resource') is a bug (500). */
  readonly shopId: number;
  /** Permissions the user holds on the acting shop (every one for its owner); empty without an acting shop. */
  readonly permissions: ReadonlySet<Permission>;
  /** The `name` of the alternative that let the request in, or null. */
  readonly matched: string | null;
  /** The agent the answer is narrowed to: the subject when the matched alternative declares `agentScope` and they are an agent; else null. */
  readonly agentScope: number | null;
  /**
   * Whether the rule would let the user act on `shopId`: for a resource scoped by its own shop (an order
   * fetched by id). `permission` defaults to the matched alternative's.
   */
  can(shopId: number, permission?: Permission | null): boolean;
  /** Shops where the user holds `permission` (null: any staff link). */
  shopsWith(permission: Permission | null): number[];
}

const bug = (what: string) => new Error(`request.access.${what} was read on a route whose access rule does not establish it: fix the route's config.access or read request.access.viewer`);

/** The handler's view of an allowed request. */
export function accessContext(rule: RouteAccess, userId: number | null, viewer: AccessSubject | null, grant: Grant | null): AccessContext {
  const acting = grant?.shopId ?? null;
  const alternative = grant?.alternative;
  const defaultPermission = alternative && isStaffRule(alternative) ? alternative.permission : null;
  const held = viewer && acting !== null ? allPermissions.filter((p) => hasPermission(viewer, acting, p)) : [];
  return {
    rule, userId, viewer, matched: grant?.name ?? null, permissions: new Set(held),
    agentScope: alternative && isStaffRule(alternative) && alternative.agentScope && viewer?.role === 'agent' ? viewer.id : null,
    get subject() {
      if (!viewer) throw bug('subject');
      return viewer;
    },
    get shopId() {
      if (acting === null) throw bug('shopId');
      return acting;
    },
    can(shopId, permission = defaultPermission) {
      if (!viewer) return false;
      if (alternative && isOwnerRule(alternative) && permission === null) return viewer.ownedShopIds.includes(shopId);
      return hasPermission(viewer, shopId, permission ?? undefined);
    },
    shopsWith: (permission) => (viewer ? shopsAllowing(viewer, permission) : []),
  };
}
