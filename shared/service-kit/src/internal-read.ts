import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorSchema } from '@vendange/contracts';
import { isDatabaseUnavailable } from './db-errors';
import { HttpError } from './errors';
import { offerDirectRead, type InternalCall } from './internal';
import { InternalCallError } from './internal-call-error';

/** An internal route that only reads: one body schema, one answer schema, one function answering both ways. */
export interface InternalRead<B extends z.ZodType, R extends z.ZodType> {
  /** The contract's full path (`/v1/internal/…`). */
  path: string;
  body: B;
  response: R;
  handle: (body: z.output<B>) => Promise<z.input<R>>;
}

/**
 * What the route would have answered for `error`, as the InternalCallError an inject of it gives its caller
 * (installErrorHandler's statuses and bodies): a refusal keeps its status, a failure is a 500 or a 503.
 */
function asCallError(service: string, error: unknown): InternalCallError {
  if (error instanceof InternalCallError) return new InternalCallError(service, error.unavailable ? 503 : 500, error.message);
  if (error instanceof HttpError) {
    return new InternalCallError(service, error.statusCode, JSON.stringify({ ...error.details, success: false, code: error.code, message: error.message }));
  }
  if (isDatabaseUnavailable(error)) return new InternalCallError(service, 503, 'database unavailable');
  return new InternalCallError(service, 500, error instanceof Error ? error.message : String(error));
}

/**
 * Declares an internal read (access `internal`, read-only: it keeps the service's caches, cache-write-hook.ts)
 * as a route, and offers the same function to the services of this process (embedded mode) as a direct call:
 * the body checked by the same zod schema (a 400 InternalCallError when it fails, as the route answers), the
 * handler's answer handed over as it is, never serialized then parsed. The caller must not change it (it may
 * hold rows a cache keeps). With `crossCheck` (RESPONSE_CROSS_CHECK=1, the API tests) every direct answer must
 * equal what the route would have sent once through JSON, so a field the wire would drop or turn to text (a
 * field outside the schema, a date, an undefined) fails the call instead of reaching the caller unseen.
 * Distributed, the route alone answers (over HTTP).
 */
export function internalReadRoute<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance, internal: InternalCall, crossCheck: boolean, read: InternalRead<B, R>,
): void {
  if (!read.path.startsWith(`${app.prefix}/`)) throw new Error(`${read.path} is not under this service's prefix ${app.prefix}`);
  app.post(read.path.slice(app.prefix.length), {
    config: { access: 'internal', readOnly: true },
    schema: { hide: true, body: read.body, response: { 200: read.response, 400: errorSchema, 403: errorSchema } },
    // The body is the schema's output here: the route's validator (zod's) replaced it before the handler.
  }, async (request) => read.handle(request.body as z.output<B>));
  offerDirectRead(internal, 'POST', read.path, async (service, body) => {
    const parsed = read.body.safeParse(body);
    if (!parsed.success) {
      throw new InternalCallError(service, 400, JSON.stringify({ success: false, code: 'INVALID_INPUT', message: parsed.error.issues[0]?.message ?? 'invalid body' }));
    }
    let answer: z.input<R>;
    try {
      answer = await read.handle(parsed.data);
    } catch (error) {
      throw asCallError(service, error);
    }
    if (crossCheck) {
      // An answer outside its schema is the route's 500 (a serialization error) too.
      const checked = read.response.safeParse(answer);
      if (!checked.success || !isDeepStrictEqual(JSON.parse(JSON.stringify(checked.data)), answer)) {
        throw new InternalCallError(service, 500, `${read.path}: the direct answer is not what the route would send`);
      }
    }
    return answer;
  });
}
