import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config.js';
import type { LogRequests } from '../src/settings.js';
import { call, createAdminWith, createTestApp, type TestApp } from './helpers.js';

type Line = Record<string, unknown>;

/** An app whose log lines (at `logLevel`, info by default) are kept, and the lines each call writes. */
async function loggingApp(overrides: Partial<AppConfig>) {
  const lines: Line[] = [];
  const t = await createTestApp(
    { logLevel: 'info', ...overrides },
    { logStream: { write: (line) => lines.push(JSON.parse(line) as Line) } },
  );
  const logged = async (work: () => Promise<unknown>): Promise<Line[]> => {
    const from = lines.length;
    await work();
    return lines.slice(from);
  };
  return { t, logged };
}

describe('one log line per request', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const open = async (overrides: Partial<AppConfig>) => {
    const made = await loggingApp(overrides);
    apps.push(made.t);
    return made;
  };

  describe('LOG_REQUESTS=all (the default)', () => {
    let app: Awaited<ReturnType<typeof loggingApp>>;
    let admin: { id: number; token: string };
    beforeAll(async () => {
      app = await open({});
      admin = await createAdminWith(app.t.app, ['NoticeList']);
    });

    it('says method, URL, status, time, request id and the admin, in one info line', async () => {
      const written = await app.logged(() =>
        call(app.t.app, 'GET', 'notice', {
          token: admin.token,
          query: { keyword: 'x' },
          headers: { 'x-request-id': 'list-1' },
        }),
      );
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        reqId: 'list-1',
        method: 'GET',
        url: '/api/v1/admin/notice?keyword=x',
        statusCode: 200,
        adminId: admin.id,
      });
      expect(written[0]?.responseTime).toEqual(expect.any(Number));
    });

    it('has no admin for a request without a session, and masks secret query values', async () => {
      const written = await app.logged(() =>
        app.t.app.inject({ method: 'GET', url: '/tokenlogin?token=secret-one-time&x=1' }),
      );
      expect(written).toHaveLength(1);
      expect(written[0]).not.toHaveProperty('adminId');
      expect(String(written[0]?.url)).not.toContain('secret-one-time');
    });
  });

  it.each<[LogRequests, number[]]>([
    ['errors', [404]],
    ['off', []],
  ])('LOG_REQUESTS=%s logs the answers %j of a 200 and a 404', async (logRequests, statuses) => {
    const { t, logged } = await open({ logRequests });
    const written = await logged(async () => {
      await t.app.inject({ method: 'GET', url: '/livez' });
      await t.app.inject({ method: 'GET', url: '/no-such-page.json' });
    });
    expect(written.map((line) => line.statusCode)).toEqual(statuses);
  });

  it('at debug, the arrival has a line of its own too', async () => {
    const { t, logged } = await open({ logLevel: 'debug' });
    const written = await logged(() =>
      t.app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': 'debug-1' } }),
    );
    const mine = written.filter((line) => line.reqId === 'debug-1');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
