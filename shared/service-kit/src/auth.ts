import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@vendange/contracts';
import { unauthenticated } from './errors';

/** What a session token carries: who, with which role; access rights are read fresh per request. */
export interface TokenClaims {
  sub: string;
  role: Role;
  /** `master`: a master account that has not chosen an account yet. */
  scope: 'user' | 'master';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export interface AuthOptions {
  jwtSecret: string;
  /** Token lifetime, e.g. '12h'. */
  jwtExpiresIn: string;
}

/** Registers @fastify/jwt once (HS256 only), whether the service runs alone or inside the gateway. */
export async function installAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  if (app.hasDecorator('jwt')) return;
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: options.jwtExpiresIn },
    // A token checked once is known valid until its expiry: `verifiedClaims` keeps it (its HMAC and decoding were a
    // fifth of a signed-in read). Only the signature check is kept: rights are read per request.
    verify: { algorithms: ['HS256'] },
  });
}

/** At most this many verified tokens kept per process (the oldest go first); fast-jwt's own cache held as many. */
const VERIFIED_TOKENS = 10_000;
/** A verified token is checked again after this long at most, whatever its expiry (fast-jwt's own cache TTL). */
const VERIFIED_TOKEN_TTL_MS = 600_000;

interface Verified { claims: TokenClaims; until: number }

/** Per JWT setup (a secret): a token verified under one secret is nothing under another (tests build several apps). */
const verifiedBySetup = new WeakMap<object, Map<string, Verified>>();

/**
 * The claims of the request's token, checked once per token and process: the header is looked up as it came
 * (the very same bytes: the same signature already checked), until the token's expiry. @fastify/jwt's verify,
 * even with fast-jwt's cache, decoded the token twice and hashed it on every request (a seventh of a signed-in
 * read). A token that fails is never kept: it fails through @fastify/jwt each time, with its own error.
 */
export async function verifiedClaims(request: FastifyRequest): Promise<TokenClaims> {
  const header = request.headers.authorization;
  if (!header) return request.jwtVerify<TokenClaims>();
  const setup = request.server.jwt as object;
  let verified = verifiedBySetup.get(setup);
  if (!verified) verifiedBySetup.set(setup, (verified = new Map()));
  const known = verified.get(header);
  if (known) {
    if (Date.now() < known.until) {
      request.user = known.claims;
      return known.claims;
    }
    verified.delete(header);
  }
  const claims = await request.jwtVerify<TokenClaims & { exp?: number; nbf?: number }>();
  // Kept only when the token says until when it is valid, and is valid from now on (no later start).
  if (typeof claims.exp === 'number' && claims.nbf === undefined) {
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(header, { claims, until: Math.min(claims.exp * 1000, Date.now() + VERIFIED_TOKEN_TTL_MS) });
  }
  return claims;
}

/** The claims of a valid user token, or null when there is none; a bad token is an error. */
export async function optionalClaims(request: FastifyRequest): Promise<TokenClaims | null> {
  if (!request.headers.authorization) return null;
  try {
    const claims = await verifiedClaims(request);
    return claims.scope === 'user' ? claims : null;
  } catch {
    throw unauthenticated();
  }
}

/** The claims of a valid user token; 401 otherwise. */
export async function requireClaims(request: FastifyRequest): Promise<TokenClaims> {
  const claims = await optionalClaims(request);
  if (!claims) throw unauthenticated();
  return claims;
}
