import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inputFault, inputFaultMessage } from '@vendange/contracts';
import { HttpError } from './errors';

const refuse = (fault: NonNullable<ReturnType<typeof inputFault>>) => new HttpError(400, 'INVALID_INPUT', inputFaultMessage(fault));

const TEXTS_ONLY = { integers: false };
const WITH_INTEGERS = { integers: true };

function check(request: FastifyRequest, integers: boolean): void {
  // Three plain calls, no list of them per request: the refusal (its path, its message) is written only for a fault.
  const opts = integers ? WITH_INTEGERS : TEXTS_ONLY;
  checkPart(request.params, opts, 'params');
  checkPart(request.query, opts, 'query');
  checkPart(request.body, opts, 'body');
}

function checkPart(value: unknown, opts: { integers: boolean }, where: string): void {
  const fault = inputFault(value, opts, '');
  if (fault) throw refuse({ ...fault, path: fault.path || where });
}

/**
 * The contract's input rules on every route of the process, before any handler or database: texts that
 * PostgreSQL cannot store are refused as they arrive (before validation), integers out of PostgreSQL's
 * range once the schema has read them (a GTIN or a phone number in a search stays a text). Installed once
 * at the root of each process (the gateway, or a service running alone).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => check(request, false));
  app.addHook('preHandler', async (request) => check(request, true));
}
