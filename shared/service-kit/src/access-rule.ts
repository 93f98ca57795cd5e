import type { Permission, Role, ShopModule } from '@vendange/contracts';

/**
 * Where a staff rule finds the shop it checks (the acting shop):
 * - `{ query | body | params: field }`: that validated field; absent → the user's default shop.
 * - 'default': the user's default shop (the one they own, else their first unblocked link).
 * - 'resource': the shop of the resource the route names (a product, an order), known only to the
 *   handler: the rule checks the user holds the permission in at least one shop, and the handler
 *   scopes the resource with `request.access.can(resourceShopId)`.
 */
export type ShopSource = { query: string } | { body: string } | { params: string } | 'default' | 'resource';

/** A name the handler reads back in `request.access.matched` to know which alternative let the request in. */
interface Named { name?: string }

/** Shop staff allowed by spec point 6 on the acting shop (`permission: null`: any staff link). */
export interface StaffRule extends Named {
  permission: Permission | null;
  shop: ShopSource;
  /** The module the route belongs to: off for the acting shop → 403 MODULE_INACTIVE. */
  module?: ShopModule;
  /**
   * An agent let in by this alternative sees only their own part (the clients given to them): the handler reads
   * it from `request.access.agentScope` instead of testing the role itself (docs/decisions/sales-structure.md).
   * 'only': this alternative lets in agents only (anyone else tries the next one), narrowed the same way: a right
   * given to agents for their own clients alone (an agent's sample with createQuote, docs/decisions/agents.md).
   */
  agentScope?: true | 'only';
}

/** The owner of a shop, on the shop they own (its settings); collaborators are refused. */
export interface OwnerRule extends Named {
  owner: true;
  module?: ShopModule;
}

/** A refusal of its own (code and French message) for one role, instead of the generic 403. */
export interface Refusal { code: string; message: string }

/**
 * One role or a few, whatever the shop: the buyer who orders, the platform administrator (who holds no
 * shop link: one that carries any is refused).
 */
export interface RoleRule extends Named {
  role: Role | readonly Role[];
  refusals?: Partial<Record<Role, Refusal>>;
}

export type AccessAlternative = StaffRule | OwnerRule | RoleRule;

/** The first alternative that lets the request in wins (e.g. the buyer about their own orders, or staff with seeAllOrder). */
export interface AnyOfRule { anyOf: readonly [AccessAlternative, ...AccessAlternative[]] }

/**
 * The access rule every /v1 route declares in `config.access`; a route without one stops its service
 * from starting. The service kit enforces it before the handler runs (docs/decisions/identity-and-access.md):
 * - 'public': anyone; answers only public data; the token is not read.
 * - 'viewer': anyone, and a logged-in user is recognised (prices for their typology); a bad token is a 401.
 * - 'user': any logged-in user, about themselves only.
 * - 'master': a master account that has not chosen the account to act as yet.
 * - 'internal': service-to-service, with the shared secret; never reachable from outside.
 * - a staff, owner or role rule, or `{ anyOf: [...] }` of them.
 */
export type RouteAccess = 'public' | 'viewer' | 'user' | 'master' | 'internal' | AccessAlternative | AnyOfRule;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The alternatives of a rule (one for a plain rule, none for the string rules). */
export function alternativesOf(rule: RouteAccess): readonly AccessAlternative[] {
  if (typeof rule === 'string') return [];
  return 'anyOf' in rule ? rule.anyOf : [rule];
}

export const isStaffRule = (a: AccessAlternative): a is StaffRule => 'permission' in a;
export const isOwnerRule = (a: AccessAlternative): a is OwnerRule => 'owner' in a;
export const isRoleRule = (a: AccessAlternative): a is RoleRule => 'role' in a;
export const rolesOf = (a: RoleRule): readonly Role[] => (typeof a.role === 'string' ? [a.role] : a.role);

/** What a rule asks, flattened: for tests that walk every route, and for the OpenAPI reader. */
export interface AccessSummary {
  kind: 'public' | 'viewer' | 'user' | 'master' | 'internal' | 'rule';
  /** Permissions of the staff alternatives (null: any staff link). */
  permissions: (Permission | null)[];
  /** Roles of the role alternatives. */
  roles: Role[];
  owner: boolean;
  modules: ShopModule[];
}

export function summarizeAccess(rule: RouteAccess): AccessSummary {
  if (typeof rule === 'string') return { kind: rule, permissions: [], roles: [], owner: false, modules: [] };
  const all = alternativesOf(rule);
  return {
    kind: 'rule',
    permissions: all.filter(isStaffRule).map((a) => a.permission),
    roles: all.filter(isRoleRule).flatMap(rolesOf),
    owner: all.some(isOwnerRule),
    modules: [...new Set(all.flatMap((a) => ('module' in a && a.module ? [a.module] : [])))],
  };
}

/**
 * Why a declared rule cannot be enforced, or null. Checked when the route is registered, so a
 * mistake stops the service at start-up instead of opening or closing a route at run time.
 */
export function ruleProblem(rule: unknown): string | null {
  if (rule === undefined) return "it declares no access rule: set config.access ('public', 'viewer', 'user', 'master', 'internal', or a rule of shared/service-kit/src/access-rule.ts)";
  if (typeof rule === 'string') {
    return ['public', 'viewer', 'user', 'master', 'internal'].includes(rule) ? null : `its access rule '${rule}' is unknown: use 'public', 'viewer', 'user', 'master' or 'internal'`;
  }
  if (typeof rule !== 'object' || rule === null) return 'its access rule is not an object: see shared/service-kit/src/access-rule.ts';
  const all = 'anyOf' in rule ? (rule as AnyOfRule).anyOf : [rule as AccessAlternative];
  if (all.length === 0) return 'its anyOf is empty: name at least one alternative';
  for (const a of all) {
    const kinds = [isStaffRule(a), isOwnerRule(a), isRoleRule(a)].filter(Boolean).length;
    if (kinds !== 1) return 'each alternative of its access rule must be exactly one of { permission, shop }, { owner: true } or { role }';
    if (isStaffRule(a) && !a.shop) return `its { permission: ${String(a.permission)} } rule names no shop: add shop ({ query: 'shopId' }, { body: 'shopId' }, 'default' or 'resource')`;
    if (isStaffRule(a) && a.module && a.shop === 'resource') {
      return `its module '${a.module}' needs the acting shop, which a 'resource' rule does not know: take the shop from the query or the body`;
    }
    if (isRoleRule(a) && rolesOf(a).length === 0) return 'its role rule names no role';
  }
  return null;
}
