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

/**
 * The handler's view of an allowed request. A class, not an object literal of closures: one is made for every
 * request, and its permissions are listed only when a handler reads them.
 */
class Context implements AccessContext {
  readonly matched: string | null;
  readonly agentScope: number | null;
  private readonly acting: number | null;
  private readonly alternative: Grant['alternative'] | undefined;
  private held: ReadonlySet<Permission> | null = null;
  private boundCan: AccessContext['can'] | null = null;

  constructor(readonly rule: RouteAccess, readonly userId: number | null, readonly viewer: AccessSubject | null, grant: Grant | null) {
    this.acting = grant?.shopId ?? null;
    this.alternative = grant?.alternative;
    this.matched = grant?.name ?? null;
    this.agentScope = this.alternative && isStaffRule(this.alternative) && this.alternative.agentScope && viewer?.role === 'agent' ? viewer.id : null;
  }

  get subject(): AccessSubject {
    if (!this.viewer) throw bug('subject');
    return this.viewer;
  }

  get shopId(): number {
    if (this.acting === null) throw bug('shopId');
    return this.acting;
  }

  get permissions(): ReadonlySet<Permission> {
    const { viewer, acting } = this;
    return (this.held ??= new Set(viewer && acting !== null ? allPermissions.filter((p) => hasPermission(viewer, acting, p)) : []));
  }

  /** Bound (handlers hand `request.access.can` on as a function), made when first read. */
  get can(): AccessContext['can'] {
    return (this.boundCan ??= (shopId, permission = this.alternative && isStaffRule(this.alternative) ? this.alternative.permission : null) => {
      if (!this.viewer) return false;
      if (this.alternative && isOwnerRule(this.alternative) && permission === null) return this.viewer.ownedShopIds.includes(shopId);
      return hasPermission(this.viewer, shopId, permission ?? undefined);
    });
  }

  get shopsWith(): AccessContext['shopsWith'] {
    return (permission) => (this.viewer ? shopsAllowing(this.viewer, permission) : []);
  }
}

/** The handler's view of an allowed request. */
export function accessContext(rule: RouteAccess, userId: number | null, viewer: AccessSubject | null, grant: Grant | null): AccessContext {
  return new Context(rule, userId, viewer, grant);
}
