import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * One log line per request, written when it is answered (method, path, status, time). Fastify's own request
 * logging writes two (on arrival and on answer): on a small read that is a tenth of the time the process
 * spends. A request that never gets an answer shows on the client's side instead (a reset connection).
 */
export function loggerOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging'> {
  return { logger: { level }, disableRequestLogging: true };
}

/** Installed once at the root of each process, with `loggerOptions`. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
