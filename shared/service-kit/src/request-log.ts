import { LogController, type FastifyServerOptions } from 'fastify';

/**
 * One log line per request, written when it is answered (method, path, status, time). Fastify's own request
 * logging writes two (on arrival and on answer): on a small read that is a tenth of the time the process
 * spends. A request that never gets an answer shows on the client's side instead (a reset connection).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Nothing on arrival: the answer's line says it all.
  }

  override requestCompleted(error: Error | null, request: Parameters<LogController['requestCompleted']>[1], reply: Parameters<LogController['requestCompleted']>[2]): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The logger of every process (the gateway, a service alone): pino at `level`, one line per request. */
export function loggerOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: { level }, logController: new OneLinePerRequest() };
}
