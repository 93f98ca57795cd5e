import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal data (a user, orders, clients, legal details): no cache, shared or private, may
 * keep them. A route that is meant to be cached (public files, reference lists) sets its own Cache-Control
 * and keeps it. Installed once at the root of each process; front-end files and pages are not under /v1.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
