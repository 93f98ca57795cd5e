import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@vendange/contracts';
import { isDatabaseUnavailable } from './db-errors';
import { InternalCallError } from './internal-call-error';

/** An error that crosses the API border: a stable code, an HTTP status and a French message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number, readonly code: string, message: string, readonly headers: Record<string, string> = {},
    /** Extra fields of the error body the contract names (errorSchema), e.g. every cart problem. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'AUTH_REQUIRED', messages.unauthenticated);
export const forbidden = () => new HttpError(403, 'FORBIDDEN', messages.forbidden);
export const notFound = (message: string = messages.notFound) => new HttpError(404, 'NOT_FOUND', message);

/** The platform's code and French message for each client error status that Fastify or a plugin may raise. */
export const clientErrors: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: messages.invalidInput },
  401: { code: 'AUTH_REQUIRED', message: messages.unauthenticated },
  403: { code: 'FORBIDDEN', message: messages.forbidden },
  404: { code: 'NOT_FOUND', message: messages.notFound },
  405: { code: 'METHOD_NOT_ALLOWED', message: messages.methodNotAllowed },
  406: { code: 'NOT_ACCEPTABLE', message: messages.unsupportedMediaType },
  413: { code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge },
  414: { code: 'URI_TOO_LONG', message: messages.uriTooLong },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.unsupportedMediaType },
  429: { code: 'TOO_MANY_REQUESTS', message: messages.tooManyRequests },
  431: { code: 'HEADERS_TOO_LARGE', message: messages.headersTooLarge },
};

/** Every failure answers `{ success: false, code, message }`; a bad input is a 400, never a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ ...error.details, success: false, code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const detail = first?.message || messages.invalidInput;
      return reply.code(400).send({ success: false, code: 'INVALID_INPUT', message: field ? `${detail} (${field})` : detail });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '2').send({ success: false, code: 'DATABASE_UNAVAILABLE', message: messages.databaseUnavailable });
    }
    if (error instanceof InternalCallError) {
      // Its statusCode is the other service's answer, never this request's: a refusal there is a bug here.
      request.log.error({ err: error }, error.unavailable ? 'another service is unavailable' : 'another service refused an internal call');
      if (!error.unavailable) return reply.code(500).send({ success: false, code: 'INTERNAL', message: messages.internal });
      return reply.code(503).header('retry-after', '5').send({ success: false, code: 'SERVICE_UNAVAILABLE', message: messages.serviceUnavailable });
    }
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response does not match its schema');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' own refusals (body too large, bad JSON, static path…): our shape, a French
      // message by status, a stable code of ours; never their English text, which may echo the request.
      const known = clientErrors[status];
      if (!known) request.log.warn({ err: error }, 'client error without a French message of its own');
      return reply.code(status).send({ success: false, code: known?.code ?? 'BAD_REQUEST', message: known?.message ?? messages.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, code: 'INTERNAL', message: messages.internal });
  });
}

/** The JSON 404 of the API; set once per process (several services share the /v1 prefix). */
export function installApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, code: 'NOT_FOUND', message: messages.notFound }));
}

/**
 * Node's own refusals, before Fastify sees a request (headers too large, a request line it cannot parse):
 * answered in our shape on the socket, never echoing the request. Use as Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: import('node:net').Socket): void {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const known = clientErrors[status] ?? { code: 'REQUEST_TIMEOUT', message: messages.badRequest };
  const body = JSON.stringify({ success: false, code: known.code, message: status === 400 ? messages.badRequest : known.message });
  socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n`
    + `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/**
 * Fastify's router refusals (a path parameter over 100 characters, a URL that does not decode): our shape
 * and a French message, never the URL echoed back. Use as Fastify's `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const known = clientErrors[status]!;
  void reply.code(status).send({ success: false, code: known.code, message: status === 414 ? known.message : messages.badRequest });
}
