import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifiedClaims } from '@vendange/service-kit';
import { repoRoot } from './env';

export interface ProcessDefinition {
  name: string;
  port: number;
  entry: string;
  prefixes: string[];
  /** Long-lived responses (Server-Sent Events) under those prefixes, proxied apart: see proxyServices. */
  streams?: string[];
}

/** The service processes of distributed mode, as infra/processes.json defines them. */
export function processDefinitions(): ProcessDefinition[] {
  const file = JSON.parse(readFileSync(path.join(repoRoot, 'infra', 'processes.json'), 'utf8')) as { services: ProcessDefinition[] };
  return file.services;
}

/** A token, when sent, must be valid before anything reaches a service. */
async function verifyToken(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers.authorization) return;
  try {
    await verifiedClaims(request);
  } catch {
    return reply.code(401).send({ success: false, code: 'AUTH_REQUIRED', message: 'Veuillez vous connecter pour continuer.' });
  }
}

/** A service that is down or too slow answers like every other error of the platform, in French. */
const upstreamFailed: NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['onError']> = (reply, { error }) => {
  const timedOut = (error as { statusCode?: number }).statusCode === 504;
  reply.request.log.warn({ err: error }, 'service process did not answer');
  void reply.code(timedOut ? 504 : 503).header('retry-after', '5').send({
    success: false, code: timedOut ? 'SERVICE_TIMEOUT' : 'SERVICE_UNAVAILABLE',
    message: timedOut
      ? 'Le service a mis trop de temps à répondre. Réessayez dans quelques instants.'
      : 'Ce service est momentanément indisponible. Réessayez dans quelques instants.',
  });
};

/** Ordinary calls get an answer within this time, or a 504 (event streams have no such deadline). */
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * Distributed mode: every prefix of a service goes to that service's process, the JWT checked first.
 * Responses are piped as they come (text/event-stream is never compressed). Each open event stream
 * holds one upstream socket for as long as the page is open, so streams get their own connection
 * pool without the cap (128) of the pool shared by ordinary calls, which they would otherwise
 * exhaust; the service pings every 25 s, well within undici's 300 s idle body timeout.
 */
export async function proxyServices(app: FastifyInstance, urls: Record<string, string>): Promise<void> {
  for (const def of processDefinitions()) {
    // Several processes of one service (SERVICE_URL_X=url1,url2) share its calls in turn.
    const replicas = replicasOf(urls, def);
    let turn = 0;
    const replyOptions = { onError: upstreamFailed, getUpstream: () => replicas[turn++ % replicas.length]! };
    for (const prefix of def.prefixes) {
      await app.register(fastifyProxy, {
        upstream: '', prefix, rewritePrefix: prefix, http2: false, preHandler: verifyToken,
        undici: { headersTimeout: UPSTREAM_TIMEOUT_MS, bodyTimeout: UPSTREAM_TIMEOUT_MS }, replyOptions,
      });
    }
    for (const prefix of def.streams ?? []) {
      await app.register(fastifyProxy, { upstream: '', prefix, rewritePrefix: prefix, http2: false, preHandler: verifyToken, undici: { connections: null }, replyOptions });
    }
  }
}

/** The base URLs of a service's processes: its SERVICE_URL_X (comma-separated for several), else its port here. */
export function replicasOf(urls: Record<string, string>, def: Pick<ProcessDefinition, 'name' | 'port'>): string[] {
  const listed = (urls[def.name] ?? '').split(',').map((u) => u.trim()).filter(Boolean);
  return listed.length ? listed : [`http://127.0.0.1:${def.port}`];
}

/** Distributed mode's OpenAPI: the documents of every service merged into one. */
export async function mergedOpenApi(urls: Record<string, string>): Promise<Record<string, unknown>> {
  let merged: Record<string, unknown> & { paths: Record<string, unknown> } = { paths: {} };
  for (const def of processDefinitions()) {
    const upstream = replicasOf(urls, def)[0]!;
    const doc = (await (await fetch(`${upstream}/openapi.json`)).json()) as Record<string, unknown> & { paths?: Record<string, unknown> };
    merged = { ...doc, ...merged, paths: { ...merged.paths, ...(doc.paths ?? {}) } };
  }
  return { ...merged, info: { title: 'Vendange API', version: '5.5.1' } };
}

/** Distributed mode's readiness: every service process answers its own /readyz in time. */
export async function servicesReadiness(urls: Record<string, string>): Promise<string[]> {
  const problems = await Promise.all(processDefinitions().flatMap((def) => replicasOf(urls, def).map(async (upstream) => {
    try {
      const res = await fetch(`${upstream}/readyz`, { signal: AbortSignal.timeout(2_000) });
      return res.ok ? [] : ((await res.json()) as { problems?: string[] }).problems?.map((p) => `${def.name}: ${p}`) ?? [`${def.name}: not ready`];
    } catch {
      return [`${def.name}: unreachable`];
    }
  })));
  return problems.flat();
}
