import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from './security-headers';

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
