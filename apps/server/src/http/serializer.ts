import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by code compiled once per route from the response's zod schema: the schema as
 * JSON Schema, through fast-json-stringify (Fastify's own serializer). zod's checked encoding walked every
 * value of every answer and then ran `JSON.stringify` over the result, a large share of a list's cost.
 * As before, only the fields the schema declares are written, so a column read by mistake (a password
 * hash) never leaves. A schema that JSON Schema cannot express (a transform on the way out) keeps zod's
 * encoding, and so does any answer the compiled code cannot write.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  const zodSchema = schema instanceof z.ZodType ? schema : null;
  if (!zodSchema) return checkedSerializer(route);
  let json: Parameters<typeof fastJsonStringify>[0];
  try {
    json = z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7' }) as typeof json;
  } catch {
    return checkedSerializer(route);
  }
  const fast = fastJsonStringify(json);
  const checked = checkedSerializer(route);
  // fast-json-stringify refuses a few shapes zod accepts (a tuple of unknowns holding null): such an
  // answer is written the checked way, which also still refuses a value its schema does not allow.
  return (data) => {
    try {
      return fast(data);
    } catch {
      return checked(data);
    }
  };
};
