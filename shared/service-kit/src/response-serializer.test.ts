import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler, responseJsonSchema, sharedAnswer } from './response-serializer';

const userOut = z.object({ id: z.number().int(), email: z.string(), phone: z.string().nullable(), shops: z.array(z.object({ id: z.number().int(), blocked: z.boolean() })) });

async function appWith(handler: () => unknown, crossCheck = false) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ crossCheck }));
  app.get('/me', { schema: { response: { 200: userOut } } }, async () => handler());
  await app.ready();
  return app;
}

describe('compiled response serializer', () => {
  it('writes the schema\'s fields only: a field the schema does not name never leaves', async () => {
    const app = await appWith(() => ({ id: 1, email: 'a@b.fr', phone: null, passwordHash: 'secret', shops: [{ id: 2, blocked: false, authorizations: { all: true } }] }));
    const res = await app.inject({ url: '/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, email: 'a@b.fr', phone: null, shops: [{ id: 2, blocked: false }] });
    expect(res.body).not.toContain('secret');
  });

  it('fails the answer when a required field is missing', async () => {
    const app = await appWith(() => ({ id: 1, phone: null, shops: [] }));
    expect((await app.inject({ url: '/me' })).statusCode).toBe(500);
  });

  it('cross-checked (the API tests), an answer zod refuses is refused too', async () => {
    const app = await appWith(() => ({ id: 1.5, email: 'a@b.fr', phone: null, shops: [] }), true);
    expect((await app.inject({ url: '/me' })).statusCode).toBe(500);
  });

  it('writes a shared answer (kept by a cache) once, any other answer every time', async () => {
    const shared = sharedAnswer({ id: 1, email: 'a@b.fr', phone: null, shops: [] as Array<{ id: number; blocked: boolean }> });
    const fresh = { id: 2, email: 'c@d.fr', phone: null, shops: [] as Array<{ id: number; blocked: boolean }> };
    let answer: object = shared;
    const app = await appWith(() => answer);
    expect((await app.inject({ url: '/me' })).json().email).toBe('a@b.fr');
    // Changed in place (which a shared answer never is): the text written first is still the answer.
    shared.email = 'x@y.fr';
    expect((await app.inject({ url: '/me' })).json().email).toBe('a@b.fr');
    answer = fresh;
    expect((await app.inject({ url: '/me' })).json().email).toBe('c@d.fr');
    fresh.email = 'e@f.fr';
    expect((await app.inject({ url: '/me' })).json().email).toBe('e@f.fr');
  });

  it('keeps a shared answer as its UTF-8 bytes, encoded once, sent whole', async () => {
    const shared = sharedAnswer({ id: 1, email: 'élodie@coteaux.fr', phone: null, shops: [] as Array<{ id: number; blocked: boolean }> });
    const write = compiledSerializerCompiler()({ schema: userOut, method: 'GET', url: '/me', httpStatus: '200' } as never) as (data: unknown) => unknown;
    const first = write(shared);
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(write(shared)).toBe(first);
    expect(typeof write({ ...shared })).toBe('string');
    const app = await appWith(() => shared);
    const res = await app.inject({ url: '/me' });
    expect(res.json().email).toBe('élodie@coteaux.fr');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe((first as Buffer).length);
    expect(res.rawPayload.equals(first as Buffer)).toBe(true);
  });

  it('cross-checked, a shared answer changed in place fails the request', async () => {
    const shared = sharedAnswer({ id: 1, email: 'a@b.fr', phone: null, shops: [] as Array<{ id: number; blocked: boolean }> });
    const app = await appWith(() => shared, true);
    expect((await app.inject({ url: '/me' })).statusCode).toBe(200);
    shared.email = 'x@y.fr';
    expect((await app.inject({ url: '/me' })).statusCode).toBe(500);
  });

  it('turns nullable fields into a type list, not alternatives checked at run time', () => {
    expect(responseJsonSchema(userOut)).toMatchObject({ properties: { phone: { type: ['string', 'null'] } } });
  });

  it('keeps zod for a schema JSON Schema cannot say (a transform)', () => {
    expect(responseJsonSchema(z.object({ at: z.date().transform((d) => d.toISOString()) }))).toBeNull();
  });
});
