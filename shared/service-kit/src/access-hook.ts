import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ShopModule } from '@vendange/contracts';
import type { AccessResolver } from './access';
import { accessContext, type AccessContext } from './access-context';
import { decideAccess, pickGrant, type AskedShop } from './access-decision';
import { ruleProblem, type RouteAccess } from './access-rule';
import { optionalClaims, requireClaims, verifiedClaims, type TokenClaims } from './auth';
import { forbidden, unauthenticated } from './errors';
import { carriesInternalToken } from './internal';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before the handler runs, from the route's `config.access` (see access-rule.ts). */
    access: AccessContext;
  }
}

export interface AccessRulesDeps {
  resolveAccess: AccessResolver;
  internalToken: string;
  /** The modules a shop has on (from the shops service, cached). */
  activeModules: (shopId: number) => Promise<readonly ShopModule[]>;
}

/** The shop id a validated request names in a field of its params, query or body. */
function askedShopOf(request: FastifyRequest): AskedShop {
  return (source) => {
    const [bag, field] = 'query' in source ? [request.query, source.query] : 'body' in source ? [request.body, source.body] : [request.params, source.params];
    const value = bag && typeof bag === 'object' ? (bag as Record<string, unknown>)[field] : undefined;
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
}

async function masterClaims(request: FastifyRequest): Promise<TokenClaims> {
  let claims: TokenClaims;
  try {
    claims = await verifiedClaims(request);
  } catch {
    throw unauthenticated();
  }
  if (claims.scope !== 'master') throw forbidden();
  return claims;
}

/** Enforces one rule for one request and says what it established. */
async function enforce(rule: RouteAccess, request: FastifyRequest, deps: AccessRulesDeps): Promise<AccessContext> {
  switch (rule) {
    case 'public': return accessContext(rule, null, null, null);
    case 'internal':
      if (!carriesInternalToken(request, deps.internalToken)) throw forbidden();
      return accessContext(rule, null, null, null);
    case 'master': return accessContext(rule, Number((await masterClaims(request)).sub), null, null);
    case 'viewer': {
      const claims = await optionalClaims(request);
      // A token of an account deleted since is a visitor here, as on any public page.
      const viewer = claims ? await deps.resolveAccess(Number(claims.sub)) : null;
      return accessContext(rule, viewer?.id ?? null, viewer, null);
    }
    default: {
      // Rights as identity holds them (kept per process, dropped on change: access-cache.ts): a blocked link or a changed map applies at once.
      const subject = await deps.resolveAccess(Number((await requireClaims(request)).sub));
      if (!subject) throw unauthenticated();
      if (rule === 'user') return accessContext(rule, subject.id, subject, null);
      const grant = await pickGrant(decideAccess(rule, subject, askedShopOf(request)), deps.activeModules);
      return accessContext(rule, subject.id, subject, grant);
    }
  }
}

/**
 * Authorization in one place: every /v1 route of the service must declare `config.access` (a route
 * without one, or with one that cannot be enforced, throws at registration, so the service refuses
 * to start), and a preHandler enforces it once the input is validated (the acting shop is read from the
 * validated params, query or body), then hands the handler `request.access`.
 */
export function installAccessRules(app: FastifyInstance, deps: AccessRulesDeps): void {
  if (!app.hasRequestDecorator('access')) app.decorateRequest('access', null as unknown as AccessContext);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const rule = route.config?.access;
    const problem = ruleProblem(rule);
    if (problem) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(`Route ${methods} ${route.url}: ${problem}. The service does not start until every /v1 route declares a rule it can enforce.`);
    }
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    // Fastify copies a GET's options to its HEAD route: the rule runs once either way.
    if (own.some((handler) => enforcers.has(handler))) return;
    // The route's own rule, captured once (request.routeOptions builds a new object each time it is read).
    const preHandler: preHandlerAsyncHookHandler = async (request) => {
      request.access = await enforce(rule!, request, deps);
    };
    enforcers.add(preHandler);
    route.preHandler = [preHandler, ...own];
  });
}

/** The access pre-handlers made by installAccessRules (one per route). */
const enforcers = new WeakSet<object>();
