import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { InternalCallError } from './internal-call-error';

export { InternalCallError };

/** A call from one service to another's /v1/internal route, whatever the deployment. */
export type InternalCall = <T>(service: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;

export const INTERNAL_HEADER = 'x-internal-token';

/** How long a call to another service may take before the caller gives up (a deadline, never a hang). */
export const INTERNAL_CALL_TIMEOUT_MS = 8_000;

/**
 * Rejects with a 504 InternalCallError when `work` outlives the deadline. `onTimeout` cancels what can be (an HTTP
 * call's fetch): an in-process call has nothing to cancel, and an AbortController made for each of its calls was
 * about 1 % of a cart price's CPU.
 */
async function withDeadline<T>(service: string, ms: number, work: () => Promise<T>, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new InternalCallError(service, 504, `no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the request carries the shared secret of internal calls (compared in constant time). */
export function carriesInternalToken(request: FastifyRequest, internalToken: string): boolean {
  const token = request.headers[INTERNAL_HEADER];
  return typeof token === 'string' && token.length === internalToken.length && timingSafeEqual(Buffer.from(token), Buffer.from(internalToken));
}

type Injectable = { inject(opts: { method: string; url: string; headers: Record<string, string>; payload?: string }): Promise<{ statusCode: number; body: string }> };

/**
 * A read another service of the same process answers without HTTP emulation (`internalReadRoute`,
 * internal-read.ts): it validates the body itself and throws an InternalCallError as the route would answer.
 */
export type DirectRead = (service: string, body: unknown) => Promise<unknown>;

/** The direct reads offered to each in-process InternalCall, by `METHOD path` (an HTTP call has none). */
const directReadsOf = new WeakMap<InternalCall, Map<string, DirectRead>>();

/**
 * Offers `read` to the services calling through `internal` for `method path`, when they share this process
 * (embedded mode); a distributed service's HTTP calls ignore it. Returns whether it was taken.
 */
export function offerDirectRead(internal: InternalCall, method: 'GET' | 'POST' | 'PUT', urlPath: string, read: DirectRead): boolean {
  const reads = directReadsOf.get(internal);
  if (!reads) return false;
  reads.set(`${method} ${urlPath}`, read);
  return true;
}

/**
 * Embedded mode: every service lives in the gateway process, so the call is an in-process inject, or a direct
 * call of the read the target route offered (offerDirectRead): same body schema, same handler, same answer,
 * without the request emulation, the global hooks and the JSON both ways.
 */
export function injectInternalCall(
  target: () => Injectable | Promise<Injectable>, internalToken: string, extraHeaders: Record<string, string> = {}, timeoutMs = INTERNAL_CALL_TIMEOUT_MS,
): InternalCall {
  const reads = new Map<string, DirectRead>();
  const call: InternalCall = async <T>(service: string, method: 'GET' | 'POST' | 'PUT', urlPath: string, body?: unknown) => {
    const read = reads.get(`${method} ${urlPath}`);
    if (read) {
      // Waits for the app as an inject would: a job may call while the services still register.
      return withDeadline(service, timeoutMs, async () => { await target(); return read(service, body) as Promise<T>; });
    }
    const res = await withDeadline(service, timeoutMs, async () => (await target()).inject({
      method, url: urlPath, payload: body === undefined ? undefined : JSON.stringify(body),
      headers: { ...extraHeaders, [INTERNAL_HEADER]: internalToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    }));
    if (res.statusCode >= 300) throw new InternalCallError(service, res.statusCode, res.body);
    return JSON.parse(res.body) as T;
  };
  directReadsOf.set(call, reads);
  return call;
}

/** Distributed mode: over HTTP to the service's own process (base URLs by service name). */
export function httpInternalCall(serviceUrls: Record<string, string>, internalToken: string, timeoutMs = INTERNAL_CALL_TIMEOUT_MS): InternalCall {
  const turns: Record<string, number> = {};
  return async <T>(service: string, method: 'GET' | 'POST' | 'PUT', urlPath: string, body?: unknown) => {
    const replicas = (serviceUrls[service] ?? '').split(',').map((u) => u.trim()).filter(Boolean);
    if (replicas.length === 0) throw new InternalCallError(service, 0, `no URL for service "${service}" (set SERVICE_URL_${service.toUpperCase()})`);
    // Several processes of one service (SERVICE_URL_X=url1,url2) take the calls in turn.
    const base = replicas[(turns[service] = ((turns[service] ?? -1) + 1) % replicas.length)]!;
    const controller = new AbortController();
    const { signal } = controller;
    const { status, text } = await withDeadline(service, timeoutMs, async () => {
      let res: Response;
      try {
        res = await fetch(`${base}${urlPath}`, {
          method, body: body === undefined ? undefined : JSON.stringify(body), signal,
          headers: { [INTERNAL_HEADER]: internalToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        });
      } catch (error) {
        throw new InternalCallError(service, 0, error instanceof Error ? error.message : String(error));
      }
      return { status: res.status, text: await res.text() };
    }, () => controller.abort());
    if (status >= 300) throw new InternalCallError(service, status, text);
    return JSON.parse(text) as T;
  };
}
