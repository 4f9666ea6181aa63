/** Current time as ISO-8601 UTC, the format every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoIn(ms: number, from: number = Date.now()): string {
  return new Date(from + ms).toISOString();
}
