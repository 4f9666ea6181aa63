import type { FormInstance } from 'antd';
import { isApiError } from './errors';

/**
 * Puts the server's per-field messages (42200 `errors`) next to the form's fields. `rename` maps API
 * field names to form field names. Returns whether any field got a message.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  rename: Record<string, string> = {},
): boolean {
  if (!isApiError(error)) return false;
  const entries = Object.entries(error.errors).filter(([, list]) => Array.isArray(list) && list.length > 0);
  if (entries.length === 0) return false;
  form.setFields(entries.map(([name, errors]) => ({ name: rename[name] ?? name, errors })));
  return true;
}
