import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, installErrorHandler } from './errors';
import { httpInternalCall, injectInternalCall, InternalCallError, offerDirectRead, type InternalCall } from './internal';
import { internalReadRoute } from './internal-read';
import { compiledSerializerCompiler } from './response-serializer';

const path = '/v1/internal/things/sum';
const body = z.object({ shopId: z.number().int().positive(), values: z.array(z.number().int()).max(3) });
const response = z.object({ shopId: z.number().int(), total: z.number().int(), labels: z.array(z.string()) });
type Answer = z.input<typeof response>;

/**
 * A service answering `path` under /v1 in a process whose other services call it through `internal`;
 * `requests` counts what went through Fastify's request pipeline.
 */
async function processWith(answer: (b: z.output<typeof body>) => Answer, crossCheck = false) {
  const app = Fastify();
  let requests = 0;
  app.addHook('onRequest', async () => { requests += 1; });
  const internal = injectInternalCall(() => app, 'token-0123456789');
  await app.register(async (service: FastifyInstance) => {
    service.setValidatorCompiler(validatorCompiler);
    service.setSerializerCompiler(compiledSerializerCompiler());
    installErrorHandler(service);
    internalReadRoute(service, internal, crossCheck, { path, body, response, handle: async (b) => answer(b) });
  }, { prefix: '/v1' });
  await app.ready();
  const viaRoute = (payload: unknown) => app.inject({ method: 'POST', url: path, payload: payload as object });
  return { app, internal, viaRoute, requests: () => requests };
}

const sum = (b: z.output<typeof body>): Answer => ({ shopId: b.shopId, total: b.values.reduce((a, v) => a + v, 0), labels: b.values.map(String) });

const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(InternalCallError);
  return error as InternalCallError;
};

describe('an internal read called from the same process', () => {
  it('answers directly what the route answers, without a request through Fastify', async () => {
    const { app, internal, viaRoute, requests } = await processWith(sum);
    const direct = await internal<Answer>('things', 'POST', path, { shopId: 3, values: [1, 2, 4] });
    expect(requests()).toBe(0);
    const routed = await viaRoute({ shopId: 3, values: [1, 2, 4] });
    expect(routed.statusCode).toBe(200);
    expect(direct).toEqual(routed.json());
    // Another path of the same service still goes through an inject.
    await failureOf(internal('things', 'POST', '/v1/internal/things/other', {}));
    expect(requests()).toBe(2);
    await app.close();
  });

  it('refuses a body its schema refuses, as the route does (400)', async () => {
    const { app, internal, viaRoute } = await processWith(sum);
    const error = await failureOf(internal('things', 'POST', path, { shopId: 3, values: [1, 2, 3, 4] }));
    expect(error.statusCode).toBe(400);
    expect(error.unavailable).toBe(false);
    expect((await viaRoute({ shopId: 3, values: [1, 2, 3, 4] })).statusCode).toBe(400);
    await app.close();
  });

  it('gives its caller the refusal the route would answer, and a failure as a 500 (an unavailable service as a 503)', async () => {
    const refusing = await processWith(() => { throw new HttpError(403, 'FORBIDDEN', 'Accès refusé.'); });
    const refused = await failureOf(refusing.internal('things', 'POST', path, { shopId: 3, values: [] }));
    const routed = await refusing.viaRoute({ shopId: 3, values: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.message).toContain(routed.body);
    await refusing.app.close();

    const failing = await processWith(() => { throw new Error('a bug'); });
    expect((await failureOf(failing.internal('things', 'POST', path, { shopId: 3, values: [] }))).statusCode).toBe(500);
    await failing.app.close();

    const waiting = await processWith(() => { throw new InternalCallError('shops', 0, 'ECONNREFUSED'); });
    expect((await failureOf(waiting.internal('things', 'POST', path, { shopId: 3, values: [] }))).unavailable).toBe(true);
    await waiting.app.close();
  });

  it('with the cross-check, fails an answer the wire would have changed (a field outside the schema, a date)', async () => {
    const extra = (b: z.output<typeof body>) => ({ ...sum(b), secret: 'x' }) as Answer;
    const loose = await processWith(extra);
    expect(await loose.internal('things', 'POST', path, { shopId: 3, values: [] })).toHaveProperty('secret');
    await loose.app.close();

    const checked = await processWith(extra, true);
    expect((await failureOf(checked.internal('things', 'POST', path, { shopId: 3, values: [] }))).statusCode).toBe(500);
    await checked.app.close();

    const dated = await processWith((b) => ({ ...sum(b), labels: [new Date(0) as unknown as string] }), true);
    expect((await failureOf(dated.internal('things', 'POST', path, { shopId: 3, values: [] }))).statusCode).toBe(500);
    await dated.app.close();

    const exact = await processWith(sum, true);
    expect(await exact.internal('things', 'POST', path, { shopId: 3, values: [5] })).toEqual({ shopId: 3, total: 5, labels: ['5'] });
    await exact.app.close();
  });

  it('is offered to in-process calls only: a distributed service calls the route over HTTP', () => {
    const http: InternalCall = httpInternalCall({ things: 'http://127.0.0.1:9' }, 'token-0123456789');
    expect(offerDirectRead(http, 'POST', path, async () => ({}))).toBe(false);
    expect(offerDirectRead(injectInternalCall(() => Fastify(), 'token-0123456789'), 'POST', path, async () => ({}))).toBe(true);
  });
});
