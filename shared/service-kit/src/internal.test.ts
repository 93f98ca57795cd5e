import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './errors';
import { httpInternalCall, injectInternalCall, InternalCallError } from './internal';

const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(InternalCallError);
  return error as InternalCallError;
};

describe('internal calls have a deadline and say when the other service is unavailable', () => {
  it('gives up on an in-process call that never answers, as a 504', async () => {
    const call = injectInternalCall(() => ({ inject: () => new Promise(() => {}) }), 'token-0123456789', {}, 50);
    const started = Date.now();
    const error = await failureOf(call('catalog', 'GET', '/v1/internal/x'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.statusCode).toBe(504);
    expect(error.unavailable).toBe(true);
  });

  it('says 0 (unreachable) for a process that is down, and keeps a refusal (404) a refusal', async () => {
    const down = httpInternalCall({ catalog: 'http://127.0.0.1:9' }, 'token-0123456789', 2000);
    const error = await failureOf(down('catalog', 'GET', '/v1/internal/x'));
    expect(error.statusCode).toBe(0);
    expect(error.unavailable).toBe(true);

    const server = createServer((_req, res) => { res.statusCode = 404; res.end('{}'); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const up = httpInternalCall({ catalog: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, 'token-0123456789');
      const refused = await failureOf(up('catalog', 'GET', '/v1/internal/x'));
      expect(refused.statusCode).toBe(404);
      expect(refused.unavailable).toBe(false);
    } finally {
      server.close();
    }
  });

  it('gives up on a process that accepts the call but never answers', async () => {
    const server = createServer(() => { /* never answers */ });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const slow = httpInternalCall({ catalog: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, 'token-0123456789', 100);
      const error = await failureOf(slow('catalog', 'GET', '/v1/internal/x'));
      expect(error.statusCode).toBe(504);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('a request whose internal call failed', () => {
  it('answers 503 in our shape when the other service is unavailable, 500 when it refused (a bug of ours)', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.get('/down', async () => { throw new InternalCallError('catalog', 0, 'ECONNREFUSED'); });
    app.get('/slow', async () => { throw new InternalCallError('catalog', 504, 'no answer'); });
    app.get('/refused', async () => { throw new InternalCallError('catalog', 404, '{}'); });
    for (const url of ['/down', '/slow']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(res.json().message).toMatch(/^Un service de la plateforme ne répond pas/);
    }
    expect((await app.inject({ url: '/refused' })).json()).toMatchObject({ success: false, code: 'INTERNAL' });
    await app.close();
  });
});

describe('a request the database could not serve', () => {
  it('answers 503 DATABASE_UNAVAILABLE when the server is down, restarting or cut the statement at its deadline, through drizzle\'s wrapper too', async () => {
    const { isDatabaseUnavailable } = await import('./db-errors');
    for (const code of ['ECONNREFUSED', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '57P01', '57P03', '08006', '53300', '57014']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('x'), { code: '57P01' }) }))).toBe(true);
    for (const code of ['23505', '22P02', '42P01', undefined]) expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), String(code)).toBe(false);
    const app = Fastify();
    installErrorHandler(app);
    app.get('/down', async () => { throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }); });
    const res = await app.inject({ url: '/down' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, code: 'DATABASE_UNAVAILABLE', message: 'Le service est momentanément indisponible. Réessayez dans quelques secondes.' });
    await app.close();
  });
});
