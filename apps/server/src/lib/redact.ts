/**
 * Names of fields and query parameters whose values are secrets: passwords, tokens of every kind,
 * captcha answers and keys, signatures, licence keys, API keys. Matched anywhere in the name
 * (`new_password`, `refresh_token`, `licence_key`), except `key`, which must be a whole word of the name
 * so that `keyword` stays readable.
 */
const SECRET_NAME =
  /pass(word|wd)?|token|secret|captcha|authori[sz]ation|cookie|credential|signature|licen[cs]e|private|(^|[_-])(api)?key($|[_-])|apikey/i;

const MASK = '***';

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
 * The URL with the value of every secret query parameter replaced (`/tokenlogin?token=***`), for the
 * request log: a single-use login token in a link must not be readable by whoever reads the logs.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape: judged by its raw text.
      }
      return eq >= 0 && isSecretName(name) ? `${rawName}=${MASK}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}
