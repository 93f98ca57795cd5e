import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    await request.jwtVerify();
  } catch {
    return reply.code(401).send({ success: false, code: 'AUTH_REQUIRED', message: 'Veuillez vous connecter pour continuer.' });
  }
}

/**
 * Distributed mode: every prefix of a service goes to that service's process, the JWT checked first.
 * Responses are piped as they come (text/event-stream is never compressed). Each open event stream
 * holds one upstream socket for as long as the page is open, so streams get their own connection
 * pool without the cap (128) of the pool shared by ordinary calls, which they would otherwise
 * exhaust; the service pings every 25 s, well within undici's 300 s idle body timeout.
 */
export async function proxyServices(app: FastifyInstance, urls: Record<string, string>): Promise<void> {
  for (const def of processDefinitions()) {
    const upstream = urls[def.name] ?? `http://127.0.0.1:${def.port}`;
    for (const prefix of def.prefixes) {
      await app.register(fastifyProxy, { upstream, prefix, rewritePrefix: prefix, http2: false, preHandler: verifyToken });
    }
    for (const prefix of def.streams ?? []) {
      await app.register(fastifyProxy, { upstream, prefix, rewritePrefix: prefix, http2: false, preHandler: verifyToken, undici: { connections: null } });
    }
  }
}

/** Distributed mode's OpenAPI: the documents of every service merged into one. */
export async function mergedOpenApi(urls: Record<string, string>): Promise<Record<string, unknown>> {
  let merged: Record<string, unknown> & { paths: Record<string, unknown> } = { paths: {} };
  for (const def of processDefinitions()) {
    const upstream = urls[def.name] ?? `http://127.0.0.1:${def.port}`;
    const doc = (await (await fetch(`${upstream}/openapi.json`)).json()) as Record<string, unknown> & { paths?: Record<string, unknown> };
    merged = { ...doc, ...merged, paths: { ...merged.paths, ...(doc.paths ?? {}) } };
  }
  return { ...merged, info: { title: 'Vendange API', version: '5.5.1' } };
}
