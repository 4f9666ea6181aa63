import type { OkEnvelope } from '@bo/contract';

/** Wraps a payload in the success envelope of DESIGN §2. */
export function ok<T>(message: T): OkEnvelope<T> {
  return { result: 'ok', status: 200, message };
}
