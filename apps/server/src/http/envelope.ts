import type { OkEnvelope } from '@bo/contract';

/**
 * Wraps a payload in the success envelope `{result: 'ok', status: 200, message}`
 * (docs/architecture.md#envelope-and-errors).
 */
export function ok<T>(message: T): OkEnvelope<T> {
  return { result: 'ok', status: 200, message };
}
