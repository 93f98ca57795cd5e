import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

/** Sends raw bytes and reads the whole answer: status code, headers and body as text. */
function raw(port: number, request: string): Promise<{ status: number; body: string; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n'), text });
    });
    socket.end(request);
  });
}

// Refusals made by Node's HTTP parser, before Fastify routes anything: our shape too, never the request echoed.
describe('refusals at the HTTP level', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await startHarness('postgres');
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => { await h?.close(); });

  it('headers too large (a 100 kB cookie): 431 in our shape, in French', async () => {
    const res = await raw(port, `GET /v1/shops HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(100_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ success: false, code: 'HEADERS_TOO_LARGE', message: expect.stringMatching(/^Les en-têtes de la requête sont trop volumineux/) });
  });

  it('a 20 kB address: refused in our shape without the address echoed', async () => {
    const marker = 'zzmarker'.repeat(2500);
    const res = await raw(port, `GET /v1/shops?search=${marker} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect([414, 431]).toContain(res.status);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
    expect(res.text).not.toContain('zzmarker');
  });

  it('a request line that cannot be parsed: 400 in our shape', async () => {
    const res = await raw(port, 'NONSENSE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('a body too large, or not JSON: 413 and 415 in our shape', async () => {
    const big = await h.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: `{"email":"${'e'.repeat(3 * 1024 * 1024)}"}` });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const xml = await h.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
