import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@vendange/contracts';

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
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response does not match its schema');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, code: error.code ?? 'BAD_REQUEST', message: status === 429 ? 'Trop de tentatives, réessayez plus tard.' : messages.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, code: 'INTERNAL', message: messages.internal });
  });
}

/** The JSON 404 of the API; set once per process (several services share the /v1 prefix). */
export function installApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, code: 'NOT_FOUND', message: messages.notFound }));
}
