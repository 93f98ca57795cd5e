import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inputFault, inputFaultMessage } from '@vendange/contracts';
import { HttpError } from './errors';

const refuse = (fault: NonNullable<ReturnType<typeof inputFault>>) => new HttpError(400, 'INVALID_INPUT', inputFaultMessage(fault));

function check(request: FastifyRequest, integers: boolean): void {
  for (const [where, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
    const fault = inputFault(value, { integers }, '');
    if (fault) throw refuse({ ...fault, path: fault.path || where });
  }
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
