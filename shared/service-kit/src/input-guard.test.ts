import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler } from './errors';
import { installInputGuard } from './input-guard';

/** A process with the guard at its root and one route whose schema turns a query text into a number. */
const app = Fastify();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputGuard(app);
  app.post('/things/:thingId', { schema: { params: z.object({ thingId: z.string() }), querystring: z.object({ page: z.coerce.number().optional(), search: z.string().optional() }) } },
    async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const answer = async (url: string, payload: unknown = {}) => {
  const reply = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  return { status: reply.statusCode, body: reply.body };
};
const refused = (message: string) => ({ status: 400, body: JSON.stringify({ success: false, code: 'INVALID_INPUT', message }) });

describe('input guard', () => {
  it('let a good request through', async () => {
    expect(await answer('/things/12?page=2&search=ch%C3%A2teau', { lines: [{ quantity: 2 }], note: 'Château 🍷' })).toEqual({ status: 200, body: '{"ok":true}' });
  });

  it('refuse a bad text or an integer too large, naming the field, or the part of the request when the fault has no field', async () => {
    expect(await answer('/things/12?search=a%00b')).toEqual(refused('Le texte envoyé contient un caractère non autorisé (search) : retirez-le et réessayez.'));
    expect(await answer('/things/a%00b')).toEqual(refused('Le texte envoyé contient un caractère non autorisé (thingId) : retirez-le et réessayez.'));
    expect(await answer('/things/12', { lines: [{ quantity: 1 }, { quantity: 2 ** 31 }] })).toEqual(refused('Ce nombre est trop grand (lines.1.quantity) : saisissez une valeur plus petite.'));
    // A text the schema reads as a number: refused once read (preHandler), not as a text before.
    expect(await answer('/things/12?page=2147483648')).toEqual(refused('Ce nombre est trop grand (page) : saisissez une valeur plus petite.'));
    expect(await answer('/things/12', '"a\\u0000b"')).toEqual(refused('Le texte envoyé contient un caractère non autorisé (body) : retirez-le et réessayez.'));
    expect(await answer('/things/12', { '': 'a\ud800' })).toEqual(refused('Le texte envoyé contient un caractère non autorisé (body) : retirez-le et réessayez.'));
    expect(await answer('/things/12', { 'k\u0000': 1 })).toEqual(refused('Le texte envoyé contient un caractère non autorisé (?) : retirez-le et réessayez.'));
  });
});
