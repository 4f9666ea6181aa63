import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** What a route asks of its caller, as one document writes it. */
export interface RouteAccess {
  /** No token needed: the operation carries no security requirement. */
  open: boolean;
  /** The same in words, appended to the operation's description. */
  text: string;
  /** Further operation fields (the admin document's `x-permission`). */
  extensions?: Record<string, unknown>;
}

export interface RouteDocumentation {
  /** The name of the document's bearer security scheme. */
  scheme: string;
  /** The tag of a route registered outside any module (the document's own route). */
  tag: string;
  access(route: RouteOptions): RouteAccess;
}

/**
 * Per route: the zod schemas as JSON schemas (fastify-type-provider-zod), the module that registered it
 * as its tag, and what its caller needs (security requirement, words, extensions). A schema that cannot
 * be converted is left out rather than hiding the route: every route must appear in the document.
 */
export function documentRoutes({ scheme, tag, access }: RouteDocumentation): SwaggerTransform {
  return (input) => {
    const { route, url } = input;
    let schema: FastifySchema = {};
    try {
      schema = (input.schema ? jsonSchemaTransform(input).schema : undefined) ?? {};
    } catch (error) {
      schema = { description: `Schema not convertible: ${(error as Error).message}` };
    }
    const caller = access(route);
    const operation: FastifySchema & Record<string, unknown> = {
      ...schema,
      hide: false,
      tags: [route.config?.module ?? tag],
      description: [schema.description, caller.text].filter(Boolean).join('\n\n'),
      security: caller.open ? [] : [{ [scheme]: [] }],
      ...caller.extensions,
    };
    return { schema: operation, url };
  };
}
