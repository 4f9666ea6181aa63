import type { Resource } from '@bo/contract';
import { invalid } from '../http/errors.js';
import { hasContent, sanitizeRichText } from './rich-text.js';

/**
 * A declared resource's values with its rich-text fields as they are stored: only the allowed markup
 * (what the browser sent is never trusted), and a required one refused when nothing shows after that
 * (`<p></p>`, or markup that was all removed).
 */
export function cleanRichText(resource: Resource, values: Record<string, unknown>): Record<string, unknown> {
  const cleaned = { ...values };
  for (const name of resource.fieldNames) {
    const field = resource.fields[name];
    if (field?.kind !== 'richText') continue;
    const html = sanitizeRichText(String(values[name] ?? ''));
    if (field.required && !hasContent(html)) throw invalid({ [name]: 'validation.required' });
    cleaned[name] = html;
  }
  return cleaned;
}
