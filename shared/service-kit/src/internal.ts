import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors';

/** A call from one service to another's /v1/internal route, whatever the deployment. */
export type InternalCall = <T>(service: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;

export const INTERNAL_HEADER = 'x-internal-token';

export class InternalCallError extends Error {
  constructor(readonly service: string, readonly statusCode: number, detail: string) {
    super(`internal call to ${service} failed with ${statusCode}: ${detail}`);
  }
}

/** Internal routes answer only to callers holding the shared secret. */
export function requireInternal(request: FastifyRequest, internalToken: string): void {
  const token = request.headers[INTERNAL_HEADER];
  if (typeof token !== 'string' || token.length !== internalToken.length || !timingSafeEqual(Buffer.from(token), Buffer.from(internalToken))) {
    throw forbidden();
  }
}

type Injectable = { inject(opts: { method: string; url: string; headers: Record<string, string>; payload?: string }): Promise<{ statusCode: number; body: string }> };

/** Embedded mode: every service lives in the gateway process, so the call is an in-process inject. */
export function injectInternalCall(target: () => Injectable, internalToken: string, extraHeaders: Record<string, string> = {}): InternalCall {
  return async <T>(service: string, method: 'GET' | 'POST' | 'PUT', urlPath: string, body?: unknown) => {
    const res = await target().inject({
      method, url: urlPath, payload: body === undefined ? undefined : JSON.stringify(body),
      headers: { ...extraHeaders, [INTERNAL_HEADER]: internalToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    });
    if (res.statusCode >= 300) throw new InternalCallError(service, res.statusCode, res.body);
    return JSON.parse(res.body) as T;
  };
}

/** Distributed mode: over HTTP to the service's own process (base URLs by service name). */
export function httpInternalCall(serviceUrls: Record<string, string>, internalToken: string): InternalCall {
  return async <T>(service: string, method: 'GET' | 'POST' | 'PUT', urlPath: string, body?: unknown) => {
    const base = serviceUrls[service];
    if (!base) throw new InternalCallError(service, 0, `no URL for service "${service}" (set SERVICE_URL_${service.toUpperCase()})`);
    const res = await fetch(`${base}${urlPath}`, {
      method, body: body === undefined ? undefined : JSON.stringify(body),
      headers: { [INTERNAL_HEADER]: internalToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    });
    const text = await res.text();
    if (!res.ok) throw new InternalCallError(service, res.status, text);
    return JSON.parse(text) as T;
  };
}
