const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** `1536` → `1.5 KB` (binary multiples, at most one decimal). */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text =
    unit === 0 ? String(Math.round(value)) : value.toFixed(value >= 100 ? 0 : 1).replace(/\.0$/, '');
  return `${text} ${UNITS[unit]}`;
}
