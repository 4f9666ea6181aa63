import type { SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { operationIdOf, summaryOf } from './names.js';

interface Operation {
  responses?: Record<string, unknown>;
  summary?: string;
  operationId?: string;
  tags?: string[];
  'x-permission'?: string | null;
}

/** The parts of a built document this pass reads and completes. */
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  tags?: { name: string }[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function* operations(doc: Document): Generator<[string, string, Operation]> {
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const [method, operation] of Object.entries(item))
      if (METHODS.has(method)) yield [path, method, operation];
}

/** Every `#/components/schemas/<name>` the value refers to, at any depth. */
function referencedSchemas(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedSchemas(item, into);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/'))
        into.add(child.slice('#/components/schemas/'.length));
      else referencedSchemas(child, into);
    }
  return into;
}

/**
 * Keeps the component schemas the operations use, directly or through another component. The zod
 * registry names schemas for every document and in both directions (`PowerNode`, `PowerNodeInput`):
 * each document keeps only its own, so a client generator makes no types for another API.
 */
function keepUsedSchemas(doc: Document): void {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const used = referencedSchemas([doc.paths, doc.components?.responses], new Set());
  for (const name of used) if (schemas[name]) referencedSchemas(schemas[name], used);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/**
 * Every route may refuse (no session, no permission, invalid input, a stale version...) with the error
 * envelope and a 4xx status: one response every operation refers to, so a generated client types its
 * errors.
 */
const REFUSED = {
  description: 'Refused: the error envelope, its `status` telling why.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
};

/** The named zod schemas (the recursive trees, the error envelope) as components: `$ref`s point at them. */
const addNamedSchemas = createJsonSchemaTransformObject({});

/**
 * The last pass over a built document: adds the named schemas, gives every operation its operationId,
 * its refusal and, when its route declares none, a summary (names.ts), and lists the tags in use.
 */
export const finishDocument: SwaggerTransformObject = (input) => {
  const doc = addNamedSchemas(input) as Document;
  doc.components = { ...doc.components, responses: { ...doc.components?.responses, Refused: REFUSED } };
  const tags = new Set<string>();
  for (const [path, method, operation] of operations(doc)) {
    operation.operationId ??= operationIdOf(method, path);
    operation.summary ??= summaryOf(method, path, operation['x-permission']);
    operation.responses = { ...operation.responses, '4XX': { $ref: '#/components/responses/Refused' } };
    for (const tag of operation.tags ?? []) tags.add(tag);
  }
  doc.tags = [...tags].sort().map((name) => ({ name }));
  keepUsedSchemas(doc);
  return doc as ReturnType<SwaggerTransformObject>;
};
