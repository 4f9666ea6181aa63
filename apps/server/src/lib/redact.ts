/**
 * Names of fields and query parameters whose values are secrets: passwords, tokens of every kind,
 * captcha answers and keys, signatures, licence keys, API keys. Matched anywhere in the name
 * (`new_password`, `refresh_token`, `licence_key`), except `key`, which must be a whole word of the name
 * so that `keyword` stays readable.
 */
const SECRET_NAME =
  /pass(word|wd)?|token|secret|captcha|authori[sz]ation|cookie|credential|signature|licen[cs]e|private|(^|[_-])(api)?key($|[_-])|apikey/i;

/** What a secret shows as wherever it is logged. */
export const MASK = '***';

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** Deep copy with every secret-looking value replaced by `***`, long strings and arrays cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '…';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        isSecretName(k) ? MASK : redact(v, depth + 1),
      ]),
    );
  }
  if (typeof value === 'string' && value.length > 1000) return `${value.slice(0, 1000)}…`;
  return value;
}

/**
 * Body paths a route declares secret although their names do not say so (card keys under `code`,
 * a plug-in setting named by its manifest): `codes[].code`, `skus[].virtual_code`, `settings.mch_pin`.
 * A segment `[]` stands for every element of an array, a number for one.
 */
export type LogMask = readonly string[];

function maskAt(value: unknown, segments: readonly string[]): unknown {
  if (segments.length === 0) return value === undefined || value === '' ? value : MASK;
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(value)) {
    if (head === '[]') return value.map((item) => maskAt(item, rest));
    const at = Number(head);
    return Number.isInteger(at) && at >= 0 && at < value.length
      ? value.map((item, i) => (i === at ? maskAt(item, rest) : item))
      : value;
  }
  if (!value || typeof value !== 'object' || !Object.hasOwn(value, head)) return value;
  const record = value as Record<string, unknown>;
  return { ...record, [head]: maskAt(record[head], rest) };
}

/** A copy of `value` with every declared path masked (what is not there is left alone). */
export function maskPaths(value: unknown, mask: LogMask): unknown {
  let masked = value;
  for (const path of mask) masked = maskAt(masked, path.replaceAll('[]', '.[]').split('.').filter(Boolean));
  return masked;
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/**
 * A query string with secret parameters masked, and so are secret parameters of a link carried in a
 * parameter (`/auth-redirect?redirect=%2Ftokenlogin%3Ftoken%3D…`), however deeply nested.
 */
function redactQuery(query: string, depth: number): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const rawName = pair.slice(0, eq);
      // A malformed escape: judged by its raw text.
      if (isSecretName(decoded(rawName) ?? rawName)) return `${rawName}=${MASK}`;
      const rawValue = pair.slice(eq + 1);
      const value = decoded(rawValue);
      if (value === undefined || depth > 4 || !value.includes('=')) return pair;
      const inner = value.includes('?') ? redactLink(value, depth + 1) : redactQuery(value, depth + 1);
      return inner === value ? pair : `${rawName}=${encodeURIComponent(inner)}`;
    })
    .join('&');
}

function redactLink(url: string, depth: number): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  return `${url.slice(0, start)}?${redactQuery(url.slice(start + 1), depth)}`;
}

/**
 * The URL with the value of every secret query parameter replaced (`/tokenlogin?token=***`), for the
 * request log: a single-use login token in a link must not be readable by whoever reads the logs.
 */
export function redactUrl(url: string): string {
  return redactLink(url, 0);
}
