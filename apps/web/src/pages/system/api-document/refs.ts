import { createContext } from 'react';
import type { JsonSchema, OpenApiComponents, OpenApiResponse } from '../../../api/openapi-types';

/** The shown document's components: what its `$ref`s point at. */
export const DocumentComponents = createContext<OpenApiComponents>({});

/** `#/components/<kind>/<name>` → name, when the reference points there. */
function nameIn(kind: keyof OpenApiComponents, ref: string | undefined): string | undefined {
  const prefix = `#/components/${kind}/`;
  return ref?.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
}

/** A schema's target when it refers to a component (a named tree, the error envelope), else itself. */
export function resolveSchema(schema: JsonSchema, components: OpenApiComponents): JsonSchema {
  const name = nameIn('schemas', schema.$ref);
  return (name && components.schemas?.[name]) || schema;
}

/** A response's target when it refers to one declared once (the refusal every operation has). */
export function resolveResponse(response: OpenApiResponse, components: OpenApiComponents): OpenApiResponse {
  const name = nameIn('responses', response.$ref);
  return (name && components.responses?.[name]) || response;
}
