import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db';

/** A schema whose migrations must all be applied before the process takes traffic. */
export interface MigratedSchema { schemaName: string; migrationsFolder: string }

/** How long a readiness probe waits for the database before saying it is not ready. */
const PROBE_TIMEOUT_MS = 2_000;

/** The newest migration of a folder, as drizzle's journal dates it (drizzle applies those newer than the last applied). */
function newestMigrationOf(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

const timeout = (ms: number) => new Promise<never>((_r, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());

/**
 * What keeps the process from being ready: the database does not answer, or a schema misses migrations.
 * Empty when ready. Reads drizzle's own bookkeeping (drizzle.<schema>_migrations).
 */
export async function readinessProblems(db: Db, schemas: readonly MigratedSchema[]): Promise<string[]> {
  try {
    await Promise.race([db.execute(sql`select 1`), timeout(PROBE_TIMEOUT_MS)]);
  } catch (error) {
    return [`database unreachable: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  for (const s of schemas) {
    const table = sql.identifier(`${s.schemaName}_migrations`);
    let applied = 0;
    try {
      const rows = await db.execute<{ last: string | null }>(sql`select max(created_at)::text as last from drizzle.${table}`);
      applied = Number((rows as unknown as { last: string | null }[])[0]?.last ?? 0);
    } catch {
      applied = 0;
    }
    if (applied < newestMigrationOf(s.migrationsFolder)) problems.push(`migrations of ${s.schemaName} not applied`);
  }
  return problems;
}

/**
 * `/livez`: the process runs (no dependency checked, so a database outage never gets it restarted);
 * `/readyz`: it can serve (database reachable, migrations applied, not shutting down) — 503 otherwise.
 */
export function installHealthRoutes(app: FastifyInstance, check: () => Promise<string[]>, state: { closing: boolean } = { closing: false }): { closing: boolean } {
  app.addHook('preClose', async () => { state.closing = true; });
  app.get('/livez', { schema: { hide: true }, config: { access: 'public' } }, async (_req, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
  app.get('/readyz', { schema: { hide: true }, config: { access: 'public' } }, async (_req, reply) => {
    const problems = state.closing ? ['shutting down'] : await check();
    return reply.code(problems.length ? 503 : 200).header('cache-control', 'no-store').send({ ok: problems.length === 0, problems });
  });
  return state;
}
