import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];
type Serializer = (data: unknown) => string;

/**
 * How a reply becomes JSON: written by fast-json-stringify from its route's JSON Schema (the
 * schema the contract's zod schema describes), rather than parsed by zod and then stringified.
 * The zod parse walked every field of every row at each reply, and cost more than the
 * stringify itself: about 60 % of a content list reply's serialization, or 15 % of the CPU a
 * list request takes. Like zod, it writes the properties the contract declares and
 * no other (a column a query reads for its own use never leaks).
 *
 * - A schema JSON Schema cannot say (a transform, a date) keeps zod's serializer.
 * - `checked` (the API tests and the journeys: CHECK_REPLIES) writes every reply both ways and
 *   fails the request when they differ, so the whole suite proves the two equal, including the
 *   checks zod makes (a reply zod refuses is refused). Only the order of an object's keys may
 *   differ: fast-json-stringify writes the required ones first.
 */
export function replySerializerCompiler({ checked }: { checked: boolean }) {
  return (route: RouteSchema): Serializer => {
    const byZod = zodSerializerCompiler(route) as Serializer;
    let fast: Serializer | null | undefined;
    return (data) => {
      if (fast === undefined) fast = compiledFor(route.schema);
      if (!fast) return byZod(data);
      if (!checked) return fast(data);
      const expected = byZod(data);
      const written = fast(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: fast-json-stringify wrote ${written}, zod ${expected}`,
        );
      return written;
    };
  };
}

/**
 * Compiling a schema costs milliseconds (27 ms for the content list's reply): it is done at the
 * route's first reply, not when the app starts, and once per schema, however many apps (the
 * tests build hundreds) register it.
 */
const compiled = new WeakMap<object, Serializer | null>();

function compiledFor(schema: unknown): Serializer | null {
  if (!schema || typeof schema !== 'object') return null;
  let found = compiled.get(schema);
  if (found === undefined) compiled.set(schema, (found = fromJsonSchema(schema) ?? null));
  return found;
}

function fromJsonSchema(schema: unknown): Serializer | undefined {
  const zodSchema =
    schema instanceof z.ZodType
      ? schema
      : schema &&
          typeof schema === 'object' &&
          'properties' in schema &&
          schema.properties instanceof z.ZodType
        ? schema.properties
        : undefined;
  if (!zodSchema) return undefined;
  try {
    const json = z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}
