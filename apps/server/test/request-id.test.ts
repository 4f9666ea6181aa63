import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, tokenFor } from './helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  const lines: Record<string, unknown>[] = [];
  const t = useTestApp(
    { logLevel: 'info' },
    { logStream: { write: (l) => lines.push(JSON.parse(l)) }, signedIn: false },
  );

  /** The log lines written while `work` ran. */
  async function logged(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const from = lines.length;
    await work();
    return lines.slice(from);
  }

  it('keeps a safe id the caller sent, returns it, and logs it on the line of the request', async () => {
    let headers: Record<string, unknown> = {};
    const written = await logged(async () => {
      headers = (await call(t.app, 'GET', 'no-such-route', { headers: { 'x-request-id': 'edge-7f3a.1:b=' } }))
        .headers;
    });
    expect(headers['x-request-id']).toBe('edge-7f3a.1:b=');
    expect(written.map((l) => l.msg)).toEqual(['request completed']);
    for (const line of written) expect(line.reqId).toBe('edge-7f3a.1:b=');
  });

  it('replaces an id that is missing, too long or not plain with a new one per request', async () => {
    const given = [undefined, '', 'x'.repeat(65), 'two words', 'id"\n{"level":60,"msg":"forged"}', 'ü'];
    const ids: unknown[] = [];
    for (const id of given) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/livez',
        headers: id === undefined ? {} : { 'x-request-id': id },
      });
      ids.push(res.headers['x-request-id']);
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(given.length);
  });

  it('is on the error a failing request logs, and on its response', async () => {
    const token = await tokenFor(t.app);
    // A table gone from under the server: the request fails with an error the server logs.
    await sql`alter table notices rename to notices_gone`.execute(t.app.db);
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const written = await logged(async () => {
      res = await call(t.app, 'GET', 'notice/latest', { token, headers: { 'x-request-id': 'broken-1' } });
    });
    await sql`alter table notices_gone rename to notices`.execute(t.app.db);
    expect(res?.statusCode).toBe(500);
    expect(res?.headers['x-request-id']).toBe('broken-1');
    expect(written.map((l) => l.msg)).toContain('unhandled error');
    for (const line of written) expect(line.reqId, String(line.msg)).toBe('broken-1');
  });
});
