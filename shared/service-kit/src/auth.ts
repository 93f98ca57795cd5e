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
    // A token checked once is known valid until its expiry (fast-jwt keeps it no longer): its HMAC and decoding
    // were a fifth of a signed-in read. Only the signature check is kept: rights are read per request.
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });
}

/** The claims of a valid user token, or null when there is none; a bad token is an error. */
export async function optionalClaims(request: FastifyRequest): Promise<TokenClaims | null> {
  if (!request.headers.authorization) return null;
  try {
    const claims = await request.jwtVerify<TokenClaims>();
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
