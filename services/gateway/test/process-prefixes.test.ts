import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDefinitions } from '../src/proxy';
import { startHarness, type Harness } from './harness';

/** Distributed mode proxies by prefix (infra/processes.json): a route no prefix covers would answer 404 there only. */
describe('every /v1 route is reachable in distributed mode', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness('postgres'); });
  afterAll(async () => { await h?.close(); });

  it('has a process prefix for each route the embedded gateway serves', () => {
    const prefixes = processDefinitions().flatMap((d) => d.prefixes);
    const urls = [...new Set(h.routes.map((r) => r.url ?? '').filter((u) => u.startsWith('/v1/') && !u.startsWith('/v1/docs') && !u.startsWith('/v1/internal')))];
    expect(urls.length).toBeGreaterThan(20);
    const uncovered = urls.filter((u) => !prefixes.some((p) => u === p || u.startsWith(`${p}/`)));
    expect(uncovered, 'routes without a prefix in infra/processes.json').toEqual([]);
  });
});
