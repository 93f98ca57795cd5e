import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';

type LogArgs = Parameters<FastifyBaseLogger['info']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * A request's logger (`request.log`), made into pino's child logger only when something logs through it. Pino
 * builds a child per request (its bindings serialized, its methods set up): a twentieth of a small read, for a
 * logger most requests only use for their one line, which `line` writes through the parent with the same bindings.
 */
export class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(private readonly parent: FastifyBaseLogger, private readonly bindings: Bindings, private readonly options: ChildLoggerOptions) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string { return this.logger.level; }
  set level(level: string) { this.logger.level = level; }

  fatal(...args: LogArgs): void { this.logger.fatal(...args); }
  error(...args: LogArgs): void { this.logger.error(...args); }
  warn(...args: LogArgs): void { this.logger.warn(...args); }
  info(...args: LogArgs): void { this.logger.info(...args); }
  debug(...args: LogArgs): void { this.logger.debug(...args); }
  trace(...args: LogArgs): void { this.logger.trace(...args); }
  silent(...args: LogArgs): void { this.logger.silent(...args); }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger { return this.logger.child(bindings, options); }

  /**
   * The request's line, at info (error with `err`): through the child when one was made, else through the parent
   * with the request id first, which pino writes exactly as the child would (its bindings before the line's
   * fields). The object is a literal: pino reads a spread one several times slower.
   */
  line(line: RequestLine, message: string, err?: Error): void {
    const reqId = this.bindings.reqId as unknown;
    const { method, url, statusCode, responseTime } = line;
    if (this.made || reqId === undefined || this.options.level !== undefined || this.options.serializers !== undefined) {
      if (err) this.logger.error({ method, url, statusCode, responseTime, err }, message);
      else this.logger.info({ method, url, statusCode, responseTime }, message);
    } else if (err) this.parent.error({ reqId, method, url, statusCode, responseTime, err }, message);
    else this.parent.info({ reqId, method, url, statusCode, responseTime }, message);
  }
}

interface RequestLine { method: string; url: string; statusCode: number; responseTime: number }

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
    const log = reply.log as FastifyBaseLogger;
    if (log instanceof RequestLogger) log.line(line, error ? 'request errored' : 'request completed', error ?? undefined);
    else if (error) log.error({ ...line, err: error }, 'request errored');
    else log.info(line, 'request completed');
  }
}

/** The logger of every process (the gateway, a service alone): pino at `level`, one line per request. */
export function loggerOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'logController' | 'childLoggerFactory'> {
  return {
    logger: { level }, logController: new OneLinePerRequest(),
    childLoggerFactory: (logger, bindings, options) => new RequestLogger(logger, bindings, options),
  };
}
