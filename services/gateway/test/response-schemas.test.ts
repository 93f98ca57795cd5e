import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema } from '@vendange/service-kit';
import { startHarness, type Harness } from './harness';

/**
 * Every /v1 answer is written by the serializer compiled from its route's schema (docs/decisions/api-performance.md):
 * a route whose response schema zod cannot turn into JSON Schema would silently fall back to the slow path, and a
 * route without one would send whatever its handler returns.
 */
describe('response schemas of every route', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.close(); });

  it('each /v1 route declares its success answer, and each compiles', () => {
    const missing: string[] = [];
    const uncompiled: string[] = [];
    for (const route of h.routes) {
      if (!route.url.startsWith('/v1/') || route.url.startsWith('/v1/docs') || route.method === 'HEAD') continue;
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      const success = Object.entries(response).filter(([code]) => code.startsWith('2'));
      const name = `${String(route.method)} ${route.url}`;
      if (success.length === 0) { missing.push(name); continue; }
      for (const [code, schema] of success) if (schema instanceof z.ZodType && !responseJsonSchema(schema)) uncompiled.push(`${name} ${code}`);
    }
    expect(uncompiled).toEqual([]);
    // A file and an event stream are not JSON: the only routes allowed to answer without a schema.
    expect(missing.sort()).toEqual(['GET /v1/accounting/exports/:id/file', 'GET /v1/accounting/fec', 'GET /v1/accounting/journal', 'GET /v1/clients/export.csv', 'GET /v1/files/*', 'GET /v1/invoices/:id/pdf', 'GET /v1/notifications-centers/stream', 'GET /v1/quotes/:quoteId/pdf', 'GET /v1/salespoints/:id/journal/archive', 'GET /v1/salespoints/:id/tickets/:ticketId/receipt.pdf', 'GET /v1/shipments/:id/pdf', 'GET /v1/shops/:shopId/logo', 'GET /v1/stocks/drm/:month/csv', 'GET /v1/stocks/drm/:month/pdf', 'POST /v1/sepa/batches/:id/file']);
  });
});
