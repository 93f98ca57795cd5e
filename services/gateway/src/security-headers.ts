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
 * What an API answer carries: it is data, never a page, so only the headers that guard data apply (OWASP's REST
 * security sheet): nothing may load or frame it if it is opened as a page, no other origin may read it without
 * CORS, no sniffing it into a script, HTTPS only. The page headers (the page's own policy, opener and agent
 * cluster, referrer, DNS prefetch, downloads, Flash and PDF policies, the old XSS filter) apply to documents.
 */
export function apiSecurityHeadersOf(document: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  for (const name of ['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options']) {
    if (document[name] !== undefined) headers[name] = document[name];
  }
  return Object.freeze(headers);
}

/**
 * Helmet's security headers on every answer of the process, chosen by what the answer is. @fastify/helmet built
 * helmet's middleware, and parsed the policy, on each request (a tenth of a small read's time); the sets never
 * change, so they are built once. A JSON answer gets the API set (4 headers instead of 12: each header is work for
 * Fastify and Node on every answer, and ~700 bytes more on a phone's connection); a page, a script, a PDF or an
 * image gets the document set, except the headers its route set itself (an image's stricter policy).
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const document = securityHeadersOf(options);
  const documentNames = Object.keys(document);
  const api = apiSecurityHeadersOf(document);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) reply.headers(api);
    else for (const name of documentNames) if (!reply.hasHeader(name)) reply.header(name, document[name]);
    done(null, payload);
  });
}
