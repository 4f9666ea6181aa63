import { randomBytes } from 'node:crypto';

const API = '/api/v1/admin';

export interface Answer {
  /** The envelope's status (200, 40300, 42900...). */
  status: number;
  // The envelope's payload: its shape depends on the route.
  // biome-ignore lint/suspicious/noExplicitAny: read by checks that know each route's shape
  message: any;
}

/** Calls the admin API of one instance as the web app does, from `ip` (the servers trust X-Forwarded-For). */
export async function api(
  origin: string,
  method: 'GET' | 'POST',
  route: string,
  options: { token?: string; body?: unknown; ip?: string; lang?: 'zh' | 'en' } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', lang: options.lang ?? 'zh' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${origin}${API}/${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  try {
    return JSON.parse(text) as Answer;
  } catch {
    throw new Error(`${method} ${route}: HTTP ${res.status} ${text.slice(0, 200)}`);
  }
}

/** A random client address, so each check has its own rate-limit budget. */
export const someIp = (): string => `10.${[...randomBytes(3)].join('.')}`;

/** Throws `what` with the two values when they differ. */
export function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
