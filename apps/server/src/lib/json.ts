/** Stored JSON text parsed, or `fallback` when it is not JSON. */
export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
