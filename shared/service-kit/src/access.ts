import type { FastifyRequest } from 'fastify';
import { defaultShopId, hasPermission, type AccessSubject } from '@vendange/access';
import type { Permission, Role } from '@vendange/contracts';
import { optionalClaims, requireClaims } from './auth';
import { forbidden, unauthenticated } from './errors';

/** Reads a user's current access rights (role, shop links, owned shops) from the identity service. */
export type AccessResolver = (userId: number) => Promise<AccessSubject | null>;

/** The subject of a request with a valid token, fresh from identity (blocked links apply at once). */
export async function requireSubject(request: FastifyRequest, resolve: AccessResolver): Promise<AccessSubject> {
  const claims = await requireClaims(request);
  const subject = await resolve(Number(claims.sub));
  if (!subject) throw unauthenticated();
  return subject;
}

export async function optionalSubject(request: FastifyRequest, resolve: AccessResolver): Promise<AccessSubject | null> {
  const claims = await optionalClaims(request);
  return claims ? resolve(Number(claims.sub)) : null;
}

/**
 * Spec point 6 on the server: the shop asked for (or the user's default shop) must allow the
 * permission for this subject. Returns the shop id every query must then be scoped by.
 */
export async function requireShopPermission(
  request: FastifyRequest,
  resolve: AccessResolver,
  permission: Permission | undefined,
  askedShopId?: number,
): Promise<{ subject: AccessSubject; shopId: number }> {
  const subject = await requireSubject(request, resolve);
  const shopId = askedShopId ?? defaultShopId(subject);
  if (shopId === null || !hasPermission(subject, shopId, permission)) throw forbidden();
  return { subject, shopId };
}

/** The owner of the shop (its settings: how it sells, how its storefront looks). */
export async function requireShopOwner(request: FastifyRequest, resolve: AccessResolver): Promise<{ subject: AccessSubject; shopId: number }> {
  const subject = await requireSubject(request, resolve);
  const shopId = subject.ownedShopIds[0];
  if (shopId === undefined) throw forbidden();
  return { subject, shopId };
}

/**
 * A route for one role only (`{ role }` access): the buyer who places an order, the platform
 * administrator. An administrator has no shop link: one that carries any is refused.
 */
export async function requireRole(request: FastifyRequest, resolve: AccessResolver, role: RoleOnly): Promise<AccessSubject> {
  const subject = await requireSubject(request, resolve);
  if (subject.role !== role) throw forbidden();
  if (role === 'admin' && (subject.ownedShopIds.length > 0 || subject.shops.length > 0)) throw forbidden();
  return subject;
}

/** The platform administrator (role admin, no shop), for /v1/admin routes. */
export const requireAdmin = (request: FastifyRequest, resolve: AccessResolver) => requireRole(request, resolve, 'admin');

/** Access over HTTP to the identity service, for services running as their own process. */
export function httpAccessResolver(identityUrl: string, internalToken: string): AccessResolver {
  return async (userId) => {
    const res = await fetch(`${identityUrl}/v1/internal/access/${userId}`, { headers: { 'x-internal-token': internalToken } });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`identity access lookup failed with ${res.status}`);
    return (await res.json()) as AccessSubject;
  };
}

/**
 * The access rule every /v1 route declares in `config.access` (the tenant-isolation test walks every
 * route and fails on one without it, then checks the rule holds):
 * - 'public': anyone; answers only public data.
 * - 'user': any logged-in user, about themselves only.
 * - { permission }: shop staff allowed by spec point 6 for the shop asked (null: any staff link).
 * - { role }: one role only, whatever the shop ('admin': the platform administrator; 'buyer').
 * - { owner: true }: the owner of a shop, on their own shop (its settings); collaborators are refused.
 * - 'internal': service-to-service, with the shared secret; never reachable from outside.
 */
export type RouteAccess = 'public' | 'user' | 'internal' | { permission: Permission | null } | { role: RoleOnly } | { owner: true };

/** Roles a route may be reserved to. */
export type RoleOnly = Extract<Role, 'admin' | 'buyer'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
