import { describe, expect, it } from 'vitest';
import { allowedOrigins, threeDSecureReturnUrl } from './return-origin';

describe('the 3-D Secure return stays on the origin the buyer pays from', () => {
  it('takes the loopback aliases of a local PUBLIC_URL, and only its own origin otherwise', () => {
    expect(allowedOrigins('http://localhost:3000', undefined)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(allowedOrigins('https://vendange.example/', '')).toEqual(['https://vendange.example']);
  });

  it('takes the listed origins (and PUBLIC_URL) when ALLOWED_ORIGINS is set, ignoring what is not an http origin', () => {
    expect(allowedOrigins('https://vendange.example', 'https://www.vendange.example, javascript:alert(1), https://shop.example/path'))
      .toEqual(['https://www.vendange.example', 'https://shop.example', 'https://vendange.example']);
  });

  it("returns to the request's origin when allowed, to PUBLIC_URL when it is foreign, missing or malformed", () => {
    const allowed = allowedOrigins('http://localhost:3000', undefined);
    expect(threeDSecureReturnUrl('http://127.0.0.1:3000', 'http://localhost:3000', allowed)).toBe('http://127.0.0.1:3000/validate3ds');
    expect(threeDSecureReturnUrl('https://evil.example', 'http://localhost:3000/', allowed)).toBe('http://localhost:3000/validate3ds');
    expect(threeDSecureReturnUrl(undefined, 'http://localhost:3000', allowed)).toBe('http://localhost:3000/validate3ds');
    expect(threeDSecureReturnUrl('null', 'http://localhost:3000', allowed)).toBe('http://localhost:3000/validate3ds');
    expect(threeDSecureReturnUrl('http://127.0.0.1:3001', 'http://localhost:3000', allowed)).toBe('http://localhost:3000/validate3ds');
  });
});
