import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Stored { fingerprint: string; statusCode: number; payload: string }
type Slot = Stored | 'in-flight';

const idempotencyError = (message: string) => ({ error: { type: 'idempotency_error', message } });

/**
 * Stripe's idempotency keys: a POST carrying an `Idempotency-Key` already seen on the same path (and
 * API key) gets the stored response again, marked `Idempotent-Replayed`; the same key with other
 * parameters is refused, and so is a second request while the first is still being answered.
 */
export function installIdempotency(app: FastifyInstance): void {
  const slots = new Map<string, Slot>();
  const pending = new WeakMap<FastifyRequest, { slot: string; fingerprint: string }>();

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string' || !request.url.startsWith('/v1/') || reply.sent) return;
    const slot = [request.headers.authorization ?? '', request.url.split('?')[0], key].join('\u0000');
    const fingerprint = JSON.stringify(request.body ?? {});
    const stored = slots.get(slot);
    if (stored === 'in-flight') {
      return reply.code(409).send(idempotencyError('There is currently another in-progress request using this Idempotency-Key. Please try again later.'));
    }
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        return reply.code(400).send(idempotencyError(`Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`));
      }
      return reply.code(stored.statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(stored.payload);
    }
    slots.set(slot, 'in-flight');
    pending.set(request, { slot, fingerprint });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = pending.get(request);
    if (!entry) return payload;
    pending.delete(request);
    // Like Stripe, a failure of the server itself is not kept: retrying it may succeed.
    if (reply.statusCode >= 500 || typeof payload !== 'string') slots.delete(entry.slot);
    else slots.set(entry.slot, { fingerprint: entry.fingerprint, statusCode: reply.statusCode, payload });
    return payload;
  });

  // A request that ended without a response (client gone) frees its key.
  app.addHook('onResponse', async (request) => {
    const entry = pending.get(request);
    if (entry && slots.get(entry.slot) === 'in-flight') slots.delete(entry.slot);
  });
}
