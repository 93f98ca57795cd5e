import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from './env';

export interface ProcessDefinition {
  name: string;
  port: number;
  entry: string;
  prefixes: string[];
}

/** The service processes of distributed mode, as infra/processes.json defines them. */
export function processDefinitions(): ProcessDefinition[] {
  const file = JSON.parse(readFileSync(path.join(repoRoot, 'infra', 'processes.json'), 'utf8')) as { services: ProcessDefinition[] };
  return file.services;
}

/** Distributed mode: every prefix of a service goes to that service's process, the JWT checked first. */
export async function proxyServices(app: FastifyInstance, urls: Record<string, string>): Promise<void> {
  for (const def of processDefinitions()) {
    const upstream = urls[def.name] ?? `http://127.0.0.1:${def.port}`;
    for (const prefix of def.prefixes) {
      await app.register(fastifyProxy, {
        upstream, prefix, rewritePrefix: prefix, http2: false,
        preHandler: async (request, reply) => {
          if (!request.headers.authorization) return;
          try {
            await request.jwtVerify();
          } catch {
            return reply.code(401).send({ success: false, code: 'AUTH_REQUIRED', message: 'Veuillez vous connecter pour continuer.' });
          }
        },
      });
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
