import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

const zodSerializer = createSerializerCompiler({});

/**
 * fast-json-stringify takes `anyOf` as alternatives to try one by one with a validator at run time; a nullable
 * field (`anyOf: [X, null]`) is written `type: [X's type, 'null']` instead, which it serializes directly.
 */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplified(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !('anyOf' in other) && !('oneOf' in other) && !('allOf' in other)) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The response schema as JSON Schema for fast-json-stringify, or null when zod cannot express it (a transform, a date). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' }) as JsonSchema;
    delete json.$schema;
    return simplified(json) as JsonSchema;
  } catch {
    return null;
  }
}

const sharedAnswers = new WeakSet<object>();

/**
 * Marks an answer that a cache keeps and hands to every request asking it (a shop's row shaped once, the
 * session's user): it is never changed afterwards, so each route's serializer writes it once and answers the
 * same text until the cache drops it (the text goes with the object). The shop's answer was a tenth of
 * `/shops/me`'s time, written again for every request. With RESPONSE_CROSS_CHECK=1, zod still checks every answer
 * against the text kept, so a shared answer changed in place fails the API tests.
 */
export function sharedAnswer<T extends object>(answer: T): T {
  sharedAnswers.add(answer);
  return answer;
}

export interface SerializerOptions {
  /**
   * Also runs zod's own check on every answer and fails when the two disagree (the API tests turn it on:
   * every response they see proves the compiled serializer writes what the schema says).
   */
  crossCheck?: boolean;
}

/**
 * Answers written by a serializer compiled from each route's response schema (zod → JSON Schema →
 * fast-json-stringify) once at start, instead of zod checking every answer field by field at run time:
 * only the schema's fields are written (an extra field, a password hash say, never leaves), a required
 * field missing is an error. A schema zod cannot turn into JSON Schema keeps zod's serializer.
 */
export function compiledSerializerCompiler(options: SerializerOptions = {}): FastifySerializerCompiler<z.ZodType> {
  return (route: RouteSchema) => {
    const schema = route.schema as z.ZodType;
    const fallback = zodSerializer(route as never) as (data: unknown) => string;
    const json = schema instanceof z.ZodType ? responseJsonSchema(schema) : null;
    if (!json) return fallback;
    const write = fastJson(json as never, { rounding: 'trunc' });
    // A shared answer is kept as its UTF-8 bytes: kept as text, it was encoded again for every answer (Node's
    // writeString, 7.8 % of /shops/me). Fastify sends a Buffer as it is (its length is the content-length).
    const written = new WeakMap<object, Buffer>();
    const stringify = (data: unknown): string | Buffer => {
      if (data === null || typeof data !== 'object' || !sharedAnswers.has(data)) return write(data);
      const kept = written.get(data);
      if (kept !== undefined) return kept;
      const bytes = Buffer.from(write(data), 'utf8');
      written.set(data, bytes);
      return bytes;
    };
    // Fastify's serializer type says string; a Buffer payload is one it sends as well (reply.send, onSend hooks).
    if (!options.crossCheck) return stringify as (data: unknown) => string;
    return (data: unknown) => {
      const answer = stringify(data);
      const fast = typeof answer === 'string' ? answer : answer.toString('utf8');
      const checked = fallback(data);
      // The same values; fast-json-stringify may write a schema's optional fields after its required ones.
      if (fast !== checked && !isDeepStrictEqual(JSON.parse(fast), JSON.parse(checked))) {
        throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${fast.slice(0, 300)} where zod wrote ${checked.slice(0, 300)}`);
      }
      return answer as string;
    };
  };
}

