import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. helmet decides them from its options alone (no
 * nonce here), so running its middleware once on a response that only records them gives every response's set.
 */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => { headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  let failure: unknown = null;
  helmet(options)({} as never, res as never, (error?: unknown) => { failure = error ?? null; });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * Helmet's security headers on every answer of the process. @fastify/helmet built helmet's middleware, and
 * parsed the policy, on each request (a tenth of a small read's time); the set never changes, so it is built
 * once. A route that sets its own header (an image's stricter policy) still replaces it.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
