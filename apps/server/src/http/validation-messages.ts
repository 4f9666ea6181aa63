import { fieldPathLabel, type Lang, translate } from '@bo/contract';
import type { FastifySchemaValidationError } from 'fastify';

function fieldOf(error: FastifySchemaValidationError): string {
  const parts = error.instancePath.split('/').filter(Boolean);
  const unknownKeys = (error.params as { keys?: string[] }).keys;
  if (error.keyword === 'unrecognized_keys' && unknownKeys?.[0]) return unknownKeys[0];
  return parts.join('.') || '_';
}

function isCatalogKey(message: string | undefined): message is string {
  return !!message && /^[a-z]+\.[A-Za-z]+$/.test(message);
}

/**
 * One localized message for a zod issue, worded with the generic templates ("Please enter {attribute}", "...
 * cannot exceed {place}"); `labels` are the route's own names of its fields.
 */
export function localizeIssue(
  error: FastifySchemaValidationError,
  lang: Lang,
  labels?: Readonly<Record<string, string>>,
): { field: string; text: string } {
  const field = fieldOf(error);
  const attribute =
    (labels && Object.hasOwn(labels, field) ? labels[field] : undefined) ?? fieldPathLabel(lang, field);
  const params = error.params as { maximum?: number | bigint; minimum?: number | bigint };
  const place = String(params.maximum ?? params.minimum ?? '');
  if (isCatalogKey(error.message)) {
    return { field, text: translate(lang, error.message, { attribute, place }) };
  }
  switch (error.keyword) {
    case 'invalid_type':
      return {
        field,
        text: translate(
          lang,
          /received undefined/.test(error.message ?? '') ? 'validation.required' : 'validation.type',
          {
            attribute,
          },
        ),
      };
    case 'too_big':
      return { field, text: translate(lang, 'validation.max', { attribute, place }) };
    case 'too_small':
      return {
        field,
        text: translate(lang, Number(params.minimum) === 1 ? 'validation.required' : 'validation.min', {
          attribute,
          place,
        }),
      };
    case 'unrecognized_keys':
      return { field, text: translate(lang, 'validation.unknown', { attribute }) };
    default:
      return { field, text: translate(lang, 'validation.format', { attribute }) };
  }
}
