import { createRequire } from 'node:module';
import type fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Write = (data: unknown) => string;

/**
 * fast-json-stringify, loaded at the first response rather than at start (it brings ajv along, tens of
 * milliseconds), and synchronously, as a serializer must be.
 */
let compileJson: typeof fastJsonStringify | undefined;
const compiler = () => {
  compileJson ??= createRequire(import.meta.url)('fast-json-stringify') as typeof fastJsonStringify;
  return compileJson;
};

/** The compiled writer of `schema`, or null when JSON Schema cannot express it (a transform on the way out). */
function compiled(schema: z.ZodType): Write | null {
  let json: Parameters<typeof fastJsonStringify>[0];
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as typeof json;
  } catch {
    return null;
  }
  return compiler()(json);
}

/**
 * Responses are written by code compiled from the response's zod schema: the schema as JSON Schema,
 * through fast-json-stringify (Fastify's own serializer). zod's checked encoding walked every value of
 * every response and then ran `JSON.stringify` over the result, a large share of a list's cost. As before,
 * only the fields the schema declares are written, so a column read by mistake (a password hash) never
 * leaves. A schema that JSON Schema cannot express keeps zod's encoding, and so does any response the
 * compiled code cannot write. Each route's code is compiled at its first response: compiling every route
 * at start would cost seconds of a cold start.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const checked = checkedSerializer(route);
  const schema = route.schema instanceof z.ZodType ? route.schema : null;
  if (!schema) return checked;
  let fast: Write | null | undefined;
  return (data) => {
    if (fast === undefined) fast = compiled(schema);
    if (fast === null) return checked(data);
    // fast-json-stringify refuses a few shapes zod accepts (a tuple of unknowns holding null): such an
    // response is written the checked way, which also still refuses a value its schema does not allow.
    try {
      return fast(data);
    } catch {
      return checked(data);
    }
  };
};
