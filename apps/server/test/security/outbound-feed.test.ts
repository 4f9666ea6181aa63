import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/lib/time.js';
import { invalidateSettings } from '../../src/modules/system/config/service.js';
import { useTestApp } from '../app-fixture.js';
import { call } from '../helpers.js';
import { snapshot } from './fuzz-db.js';

const UNREACHABLE = {
  en: 'The update server cannot be reached; check the feed URL or try again later',
  zh: '无法连接更新服务器，请检查更新源地址或稍后再试',
};
const NOT_PUBLIC = {
  en: 'The update feed URL must be a public internet address (not loopback, private, link-local or reserved); list an intranet mirror in UPDATE_FEED_ALLOW',
  zh: '更新源地址必须是公网地址（不能是本机、内网、链路本地或保留地址）；内网镜像请列入 UPDATE_FEED_ALLOW',
};
const NOT_HTTPS =
  'The update feed URL must use https; plain http only for a host listed in UPDATE_FEED_ALLOW';
const OFFER = { version: '999.0.0', changelog: '', url: '', released_at: '' };

/**
 * A server on the loopback interface, standing for anything internal (the admin API itself, a database,
 * a metadata service): it counts every request it gets. `/feed` is a valid feed, `/garbage` is not,
 * `/redirect` sends to `/feed`, `/away` to the cloud metadata address, `/huge` responds with 2 MB.
 */
async function startInternal() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/feed') return json(200, OFFER);
    if (req.url === '/redirect') return json(302, {}, { location: '/feed' });
    if (req.url === '/away') return json(302, {}, { location: 'http://169.254.169.254/latest/meta-data/' });
    if (req.url === '/huge') return json(200, { ...OFFER, changelog: 'x'.repeat(2 * 1024 * 1024) });
    res.end('<html>an internal page</html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    hits,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

// Outbound requests only where an administrator meant them: a ConfigEdit holder cannot point the
// server's update check at its own loopback, the intranet or the cloud metadata service, nor learn from
// the responses which internal ports are open.
describe('the update feed reaches only https public hosts, or an allowed mirror', () => {
  let internal: Awaited<ReturnType<typeof startInternal>>;
  beforeAll(async () => {
    internal = await startInternal();
  });
  afterAll(async () => internal.close());

  describe('without UPDATE_FEED_ALLOW', () => {
    const t = useTestApp();

    /** Stores a feed URL as an earlier version let it be saved, past today's check. */
    const storeOld = async (url: string) => {
      const now = nowIso();
      await t.app.db
        .insertInto('settings')
        .values({ key: 'update_feed_url', value: JSON.stringify(url), updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(url), updated_at: now }))
        .execute();
      invalidateSettings(t.app.db);
    };

    it('saving a loopback, private, link-local or plain-http feed URL responds with 42200 on the field; nothing saved', async () => {
      const p = internal.port;
      const before = await snapshot(t.app);
      const local = [
        `https://127.0.0.1:${p}/feed`,
        `https://2130706433:${p}/feed`,
        `https://0x7f.1:${p}/feed`,
        `https://[::1]:${p}/feed`,
        `https://[::ffff:127.0.0.1]:${p}/feed`,
        `https://localhost:${p}/feed`,
        `https://localhost.:${p}/feed`,
        'https://169.254.169.254/latest/meta-data/',
        'https://10.0.0.1/feed',
        'https://192.168.1.1/feed',
        'https://[fd00::1]/feed',
        'https://100.64.0.1/feed',
        'https://0.0.0.0/feed',
      ];
      for (const [i, url] of local.entries()) {
        const lang = i % 2 ? 'zh' : 'en';
        const res = await call(t.app, 'POST', 'config', {
          token: t.token,
          lang,
          body: { update_feed_url: url },
        });
        expect(res.statusCode, url).toBe(422);
        expect(res.json(), url).toMatchObject({
          status: 42200,
          message: NOT_PUBLIC[lang],
          errors: { update_feed_url: [NOT_PUBLIC[lang]] },
        });
      }
      for (const url of [`http://127.0.0.1:${p}/feed`, 'http://updates.example.com/feed']) {
        const res = await call(t.app, 'POST', 'config', {
          token: t.token,
          lang: 'en',
          body: { update_feed_url: url },
        });
        expect(res.json(), url).toMatchObject({ status: 42200, errors: { update_feed_url: [NOT_HTTPS] } });
      }
      expect(await snapshot(t.app)).toEqual(before);
      expect(internal.hits).toEqual([]);
    });

    it('an internal feed URL stored earlier is never fetched: one "unreachable" result, open port or not', async () => {
      const closed = await closedPort();
      const urls = [
        `http://127.0.0.1:${internal.port}/feed`,
        `http://127.0.0.1:${internal.port}/garbage`,
        `http://2130706433:${internal.port}/feed`,
        `https://127.0.0.1:${internal.port}/feed`,
        `http://127.0.0.1:${closed}/feed`,
        `http://localhost:${internal.port}/feed`,
      ];
      for (const url of urls) {
        await storeOld(url);
        for (const lang of ['en', 'zh'] as const) {
          const res = await call(t.app, 'GET', 'update', { token: t.token, lang });
          expect(res.json().message, url).toMatchObject({
            state: 4,
            latest: null,
            message: UNREACHABLE[lang],
          });
        }
        const run = await call(t.app, 'POST', 'update/run', { token: t.token, lang: 'en', body: {} });
        expect(run.json(), url).toMatchObject({ status: 40900, message: UNREACHABLE.en });
      }
      expect(internal.hits).toEqual([]);
    });
  });

  describe('with the loopback mirror in UPDATE_FEED_ALLOW', () => {
    const t = useTestApp({ updateFeedAllow: ['127.0.0.1'] });

    const feedAt = async (path: string) => {
      const url = `http://127.0.0.1:${internal.port}${path}`;
      const saved = await call(t.app, 'POST', 'config', { token: t.token, body: { update_feed_url: url } });
      expect(saved.statusCode, saved.body).toBe(200);
      return (await call(t.app, 'GET', 'update', { token: t.token, lang: 'en' })).json().message;
    };

    it('an allowed intranet mirror over http is saved and read', async () => {
      expect(await feedAt('/feed')).toMatchObject({ state: 2, latest: OFFER });
      expect(internal.hits.at(-1)).toBe('/feed');
    });

    it('follows no redirect, to the same host or elsewhere; refuses a body over 1 MB', async () => {
      internal.hits.length = 0;
      expect(await feedAt('/redirect')).toMatchObject({ state: 4, message: UNREACHABLE.en });
      expect(await feedAt('/away')).toMatchObject({ state: 4, message: UNREACHABLE.en });
      expect(internal.hits).toEqual(['/redirect', '/away']);
      expect(await feedAt('/huge')).toMatchObject({
        state: 4,
        message: 'The update server answered invalid data; check the feed URL',
      });
    });

    it('allows only the listed host: `localhost` or another loopback address stays refused', async () => {
      for (const url of [
        `http://localhost:${internal.port}/feed`,
        `https://127.0.0.2:${internal.port}/feed`,
      ]) {
        const res = await call(t.app, 'POST', 'config', {
          token: t.token,
          lang: 'en',
          body: { update_feed_url: url },
        });
        expect(res.json().status, url).toBe(42200);
      }
    });
  });
});
