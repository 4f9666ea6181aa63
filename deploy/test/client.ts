import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { API_ROOT } from '@bo/contract';

/**
 * The address the test's requests come from: on the loopback, but not nginx's own 127.0.0.1, so what
 * the server records as the client's address tells whether it came from X-Forwarded-For.
 */
export const CLIENT_ADDRESS = '127.0.0.2';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The X-Request-Id the request was sent with (nginx's access log names it). */
  requestId: string;
}

/** The API envelope's `status` and `message` of a reply. */
export function envelope<T = unknown>(reply: Reply): { status: number; message: T } {
  return JSON.parse(reply.body.toString('utf8')) as { status: number; message: T };
}

export interface SendOptions {
  token?: string;
  /** The query string, without its `?`. */
  query?: string;
  headers?: Record<string, string>;
  /** A JSON body, or a form whose multipart encoding is sent. */
  json?: unknown;
  form?: FormData;
}

/** One request to `http://127.0.0.1:port` from {@link CLIENT_ADDRESS}, on a connection of its own. */
export async function send(
  port: number,
  method: string,
  url: string,
  opts: SendOptions = {},
): Promise<Reply> {
  const requestId = randomUUID();
  const headers: Record<string, string> = { 'x-request-id': requestId, ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: Buffer | undefined;
  if (opts.json !== undefined) {
    body = Buffer.from(JSON.stringify(opts.json));
    headers['content-type'] = 'application/json';
  } else if (opts.form) {
    // The platform's own multipart encoder: a Request made of the form gives its bytes and boundary.
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: opts.form });
    body = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type')!;
  }
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, headers, localAddress: CLIENT_ADDRESS, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            requestId,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A request to the admin API (`route` below API_ROOT). */
export const api = (port: number, method: string, route: string, opts: SendOptions = {}) =>
  send(port, method, `${API_ROOT}${route}${opts.query ? `?${opts.query}` : ''}`, opts);
