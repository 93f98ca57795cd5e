import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// Issue 13: 46 of 8,180 malformed requests answered 500. Every operation of the OpenAPI document (generated
// from the routes, not a hand-made list) gets each class of bad input, anonymously and as an owner; every
// answer must be below 500 and, when refused, in our shape without the bad value echoed back.

type Schema = {
  type?: string | string[]; format?: string; enum?: unknown[]; properties?: Record<string, Schema>; required?: string[];
  items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; minimum?: number; maxLength?: number; minLength?: number; const?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const typeOf = (s: Schema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);
const variant = (s: Schema): Schema => s.anyOf?.find((v) => typeOf(v) !== 'null') ?? s.oneOf?.[0] ?? s.allOf?.[0] ?? s;

/** A plausible valid value for a schema: enough for a request to reach the field that will be corrupted. */
function sample(raw: Schema, depth = 0): unknown {
  const s = variant(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'object': return Object.fromEntries(Object.entries(s.properties ?? {}).filter(([k]) => depth < 4 && (s.required ?? []).includes(k)).map(([k, v]) => [k, sample(v, depth + 1)]));
    case 'array': return depth < 4 && s.items ? [sample(s.items, depth + 1)] : [];
    case 'integer': case 'number': return Math.max(1, s.minimum ?? 1);
    case 'boolean': return true;
    case 'string':
      if (s.format === 'email') return 'fuzz@vendange.test';
      if (s.format === 'date-time') return '2026-12-01T10:00:00.000Z';
      if (s.format === 'date') return '2026-12-01';
      if (s.format === 'uuid') return '5f3c2a4e-0b1d-4c8e-9a7f-1234567890ab';
      if (s.format === 'uri') return 'https://example.com/x';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default: return 'x';
  }
}

/** Every leaf of a body schema, as paths with the leaf's type, a few levels deep. */
function leaves(raw: Schema, path: string[] = [], depth = 0): { path: string[]; type: string | undefined }[] {
  const s = variant(raw);
  if (typeOf(s) === 'object' && depth < 3) return Object.entries(s.properties ?? {}).flatMap(([k, v]) => leaves(v, [...path, k], depth + 1));
  if (typeOf(s) === 'array' && s.items && depth < 3) return leaves(s.items, [...path, '0'], depth + 1);
  return path.length ? [{ path, type: typeOf(s) }] : [];
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = /^\d+$/.test(path[path.indexOf(key) + 1] ?? '') ? [] : {};
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
  return copy;
}

const NUL = 'a\u0000b';
const HALF_PAIR = 'a\ud800b';
const HUGE = 'v'.repeat(100_000);
const BIG_IDS = ['2147483648', '9007199254740991', '-2147483649'];

interface Probe { method: string; url: string; payload?: unknown; what: string; echo?: string }

/** The bad requests for one operation: out-of-range and NUL path/query parameters, then each body field corrupted in turn. */
function probesOf(path: string, method: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const fillRaw = (value: (p: Parameter) => string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => value(pathParams.find((p) => p.name === name) ?? { name, in: 'path' }));
  const fill = (value: (p: Parameter) => string) => fillRaw((p) => encodeURIComponent(value(p)));
  const validPath = fill((p) => String(sample(p.schema ?? {})));
  const body = bodySchema ? sample(bodySchema) : undefined;
  const base = { method, ...(bodySchema ? { payload: body } : {}) };
  const probes: Probe[] = [];
  for (const big of BIG_IDS) {
    if (pathParams.length) probes.push({ ...base, url: fill(() => big), what: `path ids ${big}` });
    for (const q of queryParams) probes.push({ ...base, url: `${validPath}?${q.name}=${big}`, what: `query ${q.name}=${big}` });
  }
  // As they travel in a URL: a NUL byte, and a half pair (CESU-8 bytes, invalid UTF-8).
  for (const bad of ['%00', 'a%00b', '%ED%A0%80']) {
    if (pathParams.length) probes.push({ ...base, url: fillRaw(() => bad), what: `path ${bad}` });
    for (const q of queryParams) probes.push({ ...base, url: `${validPath}?${q.name}=${bad}`, what: `query ${q.name}=${bad}` });
  }
  for (const q of queryParams) {
    probes.push({ ...base, url: `${validPath}?${q.name}=${'q'.repeat(5000)}`, what: `query ${q.name} huge`, echo: 'q'.repeat(200) });
    probes.push({ ...base, url: `${validPath}?${q.name}[a]=1&${q.name}=x&${q.name}=y`, what: `query ${q.name} wrong type` });
  }
  if (bodySchema) {
    probes.push({ method, url: validPath, payload: [1, 2], what: 'body an array' });
    probes.push({ method, url: validPath, payload: '"text"', what: 'body a string' });
    for (const leaf of leaves(bodySchema)) {
      const at = leaf.path.join('.');
      const corrupt = (value: unknown, what: string, echo?: string) => probes.push({ method, url: validPath, payload: withValue(body, leaf.path, value), what: `body ${at} ${what}`, ...(echo ? { echo } : {}) });
      if (leaf.type === 'integer' || leaf.type === 'number') {
        corrupt(2147483648, 'out of range');
        corrupt(9007199254740991, 'out of range');
        corrupt('12abc', 'wrong type');
      } else if (leaf.type === 'string') {
        corrupt(NUL, 'NUL');
        corrupt(HALF_PAIR, 'half pair');
        corrupt(HUGE, 'huge', HUGE.slice(0, 200));
        corrupt({ $gt: '' }, 'wrong type');
      } else {
        corrupt('not-this-type', 'wrong type');
      }
    }
  }
  return probes;
}

describe('bad input over every operation of the OpenAPI document', () => {
  let h: Harness;
  let operations: { path: string; method: string; op: Operation }[];
  beforeAll(async () => {
    h = await startHarness('postgres');
    const doc = h.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      // Signing out would end the owner's session halfway through; it takes no input anyway.
      .filter(([m]) => !(path === '/v1/auth/logout' && m === 'post'))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
  });
  afterAll(async () => { await h?.close(); });

  it('answers every class of bad input below 500, in our shape, without echoing it', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const owner = { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` };
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, op } of operations) {
      for (const probe of probesOf(path, method, op)) {
        for (const headers of [{}, owner]) {
          const payload = typeof probe.payload === 'string' ? probe.payload : probe.payload === undefined ? undefined : JSON.stringify(probe.payload);
          const res = await h.app.inject({
            method: probe.method as 'GET', url: probe.url, headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) }, ...(payload !== undefined ? { payload } : {}),
          });
          sent += 1;
          const where = `${method} ${path} [${probe.what}]${'authorization' in headers ? ' as owner' : ''}`;
          if (res.statusCode >= 500) { failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`); continue; }
          if (res.statusCode < 400) continue;
          let json: { success?: unknown; code?: unknown; message?: unknown } = {};
          try { json = res.json(); } catch { /* not JSON */ }
          if (json.success !== false || typeof json.code !== 'string' || typeof json.message !== 'string') failures.push(`${where}: ${res.statusCode} not our shape: ${res.body.slice(0, 160)}`);
          else if (res.body.includes('\\u0000') || res.body.includes(NUL) || (probe.echo && res.body.includes(probe.echo))) failures.push(`${where}: echoes the input`);
        }
      }
    }
    console.log(`bad input: ${operations.length} operations, ${sent} requests`);
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers Fastify\'s router refusals in our shape (parameter too long, URL that does not decode)', async () => {
    const long = await h.app.inject({ url: `/v1/shops/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, code: 'URI_TOO_LONG', message: expect.stringMatching(/^L'adresse demandée est trop longue/) });
    const undecodable = await h.app.inject({ url: '/v1/shops/%E0%A4%A' });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(undecodable.body).not.toContain('%E0');
  });
});
