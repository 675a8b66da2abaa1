import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = FastifySerializerCompiler<unknown>;

/**
 * Response serializers. The zod provider's own one checks every answer against its zod schema
 * before JSON.stringify, which costs more than the rest of a 50-row page. Here each response
 * schema is turned once into JSON Schema and compiled by fast-json-stringify (what Fastify does
 * for plain JSON-Schema routes): it writes only the declared fields, as the zod check did.
 *
 * `check: true` (development and tests) still runs the zod check first, so an answer that drifts
 * from its schema fails loudly there. A schema JSON Schema cannot express falls back to the zod
 * serializer.
 */
export function createResponseSerializer(options: { check: boolean }): SerializerCompiler {
  const zodSerializer = createSerializerCompiler({}) as SerializerCompiler;
  return (route) => {
    const compiled = compile(route.schema);
    if (!compiled) return zodSerializer(route);
    if (!options.check) return compiled;
    const checked = zodSerializer(route);
    return (data) => {
      checked(data);
      return compiled(data);
    };
  };
}

function compile(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJson(nullables(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

type Json = unknown;

/**
 * `anyOf: [X, {type: "null"}]` (zod's nullable) as X with `nullable: true`: fast-json-stringify
 * writes that directly, where an anyOf makes it validate the value against each branch first.
 */
function nullables(schema: Json): Json {
  if (Array.isArray(schema)) return (schema as Json[]).map(nullables);
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema as Record<string, Json>).map(([key, value]) => [
    key,
    key === 'properties' && value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, Json>).map(([name, sub]) => [
            name,
            nullables(sub),
          ]),
        )
      : nullables(value),
  ]);
  const result = Object.fromEntries(entries) as Record<string, Json>;
  const anyOf = result.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(result).length === 1) {
    const isNull = (s: Json) =>
      !!s &&
      typeof s === 'object' &&
      Object.keys(s).length === 1 &&
      (s as { type?: unknown }).type === 'null';
    const other = (anyOf as Json[]).find((s) => !isNull(s));
    if (anyOf.some(isNull) && other && typeof other === 'object' && 'type' in other)
      return { ...other, nullable: true };
  }
  return result;
}
