import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The tight limits of the routes that cost the most or can be abused (per user, else per address, per minute). */
export const ROUTE_LIMITS = {
  /** A buyer's checkout: a double click or a retry is fine, a loop is not. */
  checkout: { max: 10, timeWindow: 60_000 },
  /** An order placed alone through the API. */
  placeOrder: { max: 20, timeWindow: 60_000 },
  /** Pricing a cart: every change of the cart page asks it again. */
  cartPrice: { max: 120, timeWindow: 60_000 },
} as const;

export interface RateLimitOptions {
  /** Requests per minute per client across all routes; 0 turns every limit off (API tests on one address). */
  perMinute: number;
}

type Counted = { current: number; ttl: number };

/**
 * Fixed windows in this process's memory. @fastify/rate-limit 11.2's own memory store hands every caller
 * the same counter object, so requests arriving together all read the final count: 12 checkouts at once
 * were all refused with a limit of 10. Each caller here gets its own figures.
 */
class MemoryWindows {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(key: string, cb: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.startedAt + timeWindow <= now) {
      w = { count: 0, startedAt: now };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(now, timeWindow);
    }
    w.count += 1;
    cb(null, { current: w.count, ttl: w.startedAt + timeWindow - now });
  }

  child(): MemoryWindows {
    return new MemoryWindows();
  }

  /** Forgets finished windows, so that a flood of addresses never grows the map without end. */
  private sweep(now: number, timeWindow: number): void {
    for (const [key, w] of this.windows) if (w.startedAt + timeWindow <= now) this.windows.delete(key);
  }
}

/** A logged-in user is counted as themselves (several on one office address), a visitor by address. */
function clientKey(request: FastifyRequest): string {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) {
    try {
      const sub = (request.server.jwt.decode<{ sub?: string }>(auth.slice(7)))?.sub;
      if (sub) return `user:${sub}`;
    } catch { /* not a token: counted by address */ }
  }
  return `ip:${request.ip}`;
}

/**
 * One global limit per client with per-route overrides (`config: { rateLimit: ROUTE_LIMITS.checkout }`), installed
 * once at the root of each process before the services. 429 in our shape with Retry-After. Counted in the
 * process's memory: with several processes, each counts its own share (docs/decisions/production-and-processes.md).
 */
export async function installRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (options.perMinute <= 0) return;
  await app.register(fastifyRateLimit, {
    global: true, max: options.perMinute, timeWindow: 60_000, keyGenerator: clientKey, store: MemoryWindows as never,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, 'TOO_MANY_REQUESTS', `Trop de requêtes : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`, { 'retry-after': String(seconds) });
    },
  });
}
