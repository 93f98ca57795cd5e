import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders, securityHeadersOf } from './security-headers';

describe('securityHeadersOf', () => {
  it('gives the headers helmet itself sets, policy included', () => {
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'https://api.stripe.com'] } }, crossOriginEmbedderPolicy: false };
    const set = new Map<string, string>();
    helmet(options)({} as never, { setHeader: (n: string, v: string) => set.set(n.toLowerCase(), String(v)), removeHeader: (n: string) => set.delete(n.toLowerCase()) } as never, () => {});
    const headers = securityHeadersOf(options);
    expect(headers).toEqual(Object.fromEntries(set));
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.stripe.com");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuses options helmet refuses, at start rather than on a request', () => {
    expect(() => securityHeadersOf({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow();
  });
});

describe('installSecurityHeaders', () => {
  const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } }, crossOriginEmbedderPolicy: false };
  const app = Fastify();
  installSecurityHeaders(app, options);
  app.get('/v1/thing', async () => ({ id: 1 }));
  app.get('/v1/missing', async (_request, reply) => reply.code(404).send({ code: 'NOT_FOUND', message: 'Introuvable.' }));
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>Bonjour</p>'));
  app.get('/v1/image', async (_request, reply) => reply.type('image/png').header('content-security-policy', "default-src 'none'").send(Buffer.from([137, 80, 78, 71])));
  const document = securityHeadersOf(options);

  it('gives a JSON answer, refusals included, the API set only: nothing loads or frames it, no sniffing, same origin, HTTPS', async () => {
    for (const url of ['/v1/thing', '/v1/missing']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBe(document['strict-transport-security']);
      for (const pageOnly of ['x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-dns-prefetch-control', 'origin-agent-cluster']) expect(res.headers[pageOnly]).toBeUndefined();
    }
  });

  it("gives a page helmet's whole set, and leaves a header its route set (an image's own policy)", async () => {
    const page = await app.inject({ url: '/page' });
    for (const [name, value] of Object.entries(document)) expect(page.headers[name]).toBe(value);
    const image = await app.inject({ url: '/v1/image' });
    expect(image.headers['content-security-policy']).toBe("default-src 'none'");
    expect(image.headers['x-frame-options']).toBe(document['x-frame-options']);
  });
});
