import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectRunner, upgradeCommands } from '../src/modules/system/update/upgrade-commands.js';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CURRENT = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;
const NEWER = `${Number(CURRENT.split('.')[0]) + 1}.0.0`;
const GOOD_KEY = 'GOOD-KEY-12345678';
/** A test-only certificate for 127.0.0.1 and localhost, trusted through the app's `updateFeedCa`. */
const TLS_DIR = path.join(import.meta.dirname, 'fixtures/feed-tls');
export const FEED_TLS = {
  cert: fs.readFileSync(path.join(TLS_DIR, 'cert.pem'), 'utf8'),
  key: fs.readFileSync(path.join(TLS_DIR, 'key.pem'), 'utf8'),
};

const STATE_2 = {
  zh: '未购买商业授权，无法在线升级',
  en: 'Cannot upgrade online without purchasing commercial authorization',
};
const STATE_3 = {
  zh: '开发者密钥或应用密钥不正确或未配置',
  en: 'The developer key or application key is incorrect or not configured',
};

/**
 * The update feed is a server we do not own: a tiny local one stands in for it, over https (`url`) and,
 * as an intranet mirror, over plain http (`plainUrl`). `/feed` offers a newer version and refuses any
 * licence key but GOOD_KEY (401); `/same` offers the running version; `/keyed` wants a key; `/slow`
 * never responds; `/garbage` is not JSON; `/html` responds with 500.
 */
async function startFeed(): Promise<{
  url: string;
  plainUrl: string;
  close(): Promise<void>;
  hits: http.IncomingHttpHeaders[];
}> {
  const hits: http.IncomingHttpHeaders[] = [];
  const handler: http.RequestListener = (req, res) => {
    hits.push(req.headers);
    const key = req.headers['x-licence-key'];
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const offer = {
      version: NEWER,
      changelog: '- faster lists',
      url: 'https://example.test/r',
      released_at: '2026-12-01',
    };
    switch (req.url) {
      case '/feed':
        if (key !== undefined && key !== GOOD_KEY) return json(401, { error: 'bad key' });
        return json(200, offer);
      case '/keyed':
        if (key !== GOOD_KEY) return json(403, { error: 'key required' });
        return json(200, offer);
      case '/bare':
        return json(200, { version: NEWER, changelog: '', url: '', released_at: '' });
      case '/same':
        return json(200, { version: CURRENT, changelog: '', url: '', released_at: '' });
      case '/slow':
        return; // never responds
      case '/garbage':
        res.end('<html>not a feed</html>');
        return;
      case '/html':
        res.writeHead(500);
        res.end('oops');
        return;
      default:
        return json(200, { version: 12 });
    }
  };
  const servers = [https.createServer(FEED_TLS, handler), http.createServer(handler)];
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve) =>
          server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
        ),
    ),
  );
  return {
    url: `https://127.0.0.1:${ports[0]}`,
    plainUrl: `http://127.0.0.1:${ports[1]}`,
    hits,
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
      }
    },
  };
}

async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}/feed`;
}

describe('version update (update)', () => {
  const t = useTestApp({ updateFeedAllow: ['127.0.0.1'], updateFeedCa: FEED_TLS.cert });
  let feed: Awaited<ReturnType<typeof startFeed>>;

  beforeAll(async () => {
    // The local stand-in is an allowed mirror (as UPDATE_FEED_ALLOW=127.0.0.1 would make it), with its CA.
    feed = await startFeed();
  });
  afterAll(async () => {
    await feed.close();
  });

  const configure = async (body: Record<string, string>) => {
    const res = await call(t.app, 'POST', 'config', { token: t.token, body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const info = async (lang: 'zh' | 'en' = 'en') => {
    const res = await call(t.app, 'GET', 'update', { token: t.token, lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message;
  };

  it('shows the running version and the changelog, and says when no feed is configured', async () => {
    const en = await info('en');
    expect(en).toMatchObject({ current: CURRENT, latest: null, state: 4 });
    expect(en.message).toBe('No update feed URL is configured; set it under Configuration, Update');
    expect(en.changelog).toContain('foundation');
    expect(en.changelog).toContain('system administration');
    expect((await info('zh')).message).toBe('未配置更新源地址，请在系统配置的“更新”中填写');
  });

  it('state 2 with the exact message when a newer version exists and no licence key is set', async () => {
    await configure({ update_feed_url: `${feed.url}/feed`, licence_key: '' });
    const en = await info('en');
    expect(en).toMatchObject({ current: CURRENT, state: 2, message: STATE_2.en });
    expect(en.latest).toEqual({
      version: NEWER,
      changelog: '- faster lists',
      url: 'https://example.test/r',
      released_at: '2026-12-01',
    });
    expect((await info('zh')).message).toBe(STATE_2.zh);
    expect(feed.hits.at(-1)?.['x-licence-key']).toBeUndefined();

    const run = await call(t.app, 'POST', 'update/run', { token: t.token, lang: 'en', body: {} });
    expect(run.statusCode).toBe(409);
    expect(run.json()).toMatchObject({ status: 40900, message: STATE_2.en });
  });

  it('state 3 with the exact message when the feed refuses the key or wants one', async () => {
    await configure({ licence_key: 'WRONG-KEY-0000' });
    expect(await info('en')).toMatchObject({ state: 3, message: STATE_3.en, latest: null });
    expect((await info('zh')).message).toBe(STATE_3.zh);
    expect(feed.hits.at(-1)?.['x-licence-key']).toBe('WRONG-KEY-0000');
    const run = await call(t.app, 'POST', 'update/run', { token: t.token, lang: 'zh', body: {} });
    expect(run.json()).toMatchObject({ status: 40900, message: STATE_3.zh });

    await configure({ update_feed_url: `${feed.url}/keyed`, licence_key: '' });
    expect(await info('en')).toMatchObject({ state: 3, message: STATE_3.en });
  });

  it('state 1 with a licensed newer version; running it records the request and explains deployment', async () => {
    await configure({ update_feed_url: `${feed.url}/feed`, licence_key: GOOD_KEY });
    const en = await info('en');
    expect(en).toMatchObject({ state: 1, message: `Version ${NEWER} is available` });
    const run = await call(t.app, 'POST', 'update/run', { token: t.token, lang: 'en', body: {} });
    expect(run.statusCode, run.body).toBe(200);
    // Not "see the deployment guide": the commands that install it here, for the way this server runs.
    const runner = detectRunner();
    const answer = run.json().message;
    expect(answer).toEqual({
      version: NEWER,
      message: expect.stringContaining(`Version ${NEWER} is applied by`),
      commands: upgradeCommands({ version: NEWER, url: 'https://example.test/r', root: ROOT, runner }),
    });
    expect(answer.message).toContain(runner.kind === 'container' ? 'on the Docker host' : 'on the server');
    expect(answer.commands).toContain(`curl -fL -o /tmp/backoffice-${NEWER}.tar.gz https://example.test/r`);
    const zh = (await call(t.app, 'POST', 'update/run', { token: t.token, lang: 'zh', body: {} })).json()
      .message;
    expect(zh.message).toContain(`版本 ${NEWER} 通过`);
    const recorded = await t.app.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'update.last_request')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(recorded.value)).toMatchObject({ version: NEWER });
  });

  it('says where the release files go when the feed names no archive to download', async () => {
    await configure({ update_feed_url: `${feed.url}/bare`, licence_key: GOOD_KEY });
    const run = (await call(t.app, 'POST', 'update/run', { token: t.token, lang: 'en', body: {} })).json()
      .message;
    const folder = detectRunner().kind === 'container' ? `backoffice-${NEWER}` : ROOT;
    expect(run.message).toContain(
      `The update feed gives no download address: put the release files of version ${NEWER} in ${folder}`,
    );
    expect(run.commands.some((c: string) => c.startsWith('curl'))).toBe(false);
    expect(run.commands.length).toBeGreaterThan(1);
  });

  it('state 0 when the feed offers the running version', async () => {
    await configure({ update_feed_url: `${feed.url}/same` });
    expect(await info('en')).toMatchObject({ state: 0, message: 'You are running the latest version' });
    const run = await call(t.app, 'POST', 'update/run', { token: t.token, lang: 'en', body: {} });
    expect(run.json()).toMatchObject({ status: 40900, message: 'You are running the latest version' });
  });

  it('a clear message, not a server error, when the feed is unreachable, invalid or failing', async () => {
    const unreachable = 'The update server cannot be reached; check the feed URL or try again later';
    await configure({ update_feed_url: await closedPortUrl() });
    expect(await info('en')).toMatchObject({ state: 4, latest: null, message: unreachable });
    expect((await info('zh')).message).toBe('无法连接更新服务器，请检查更新源地址或稍后再试');

    await configure({ update_feed_url: `${feed.url}/html` });
    expect((await info('en')).message).toBe(unreachable);

    const invalid = 'The update server answered invalid data; check the feed URL';
    await configure({ update_feed_url: `${feed.url}/garbage` });
    expect(await info('en')).toMatchObject({ state: 4, message: invalid });
    await configure({ update_feed_url: `${feed.url}/wrong-shape` });
    expect((await info('en')).message).toBe(invalid);
  });

  it("the dashboard's update field keeps what the last readable check found", async () => {
    const known = async () => {
      const res = await call(t.app, 'GET', 'index', { token: t.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().message.update;
    };
    await configure({ update_feed_url: '', licence_key: '' });
    await info();
    expect(await known()).toBeNull();

    await configure({ update_feed_url: `${feed.url}/feed` });
    await info();
    expect(await known()).toEqual({ version: NEWER, can_update: false });

    await configure({ licence_key: GOOD_KEY });
    await info();
    expect(await known()).toEqual({ version: NEWER, can_update: true });

    await configure({ update_feed_url: `${feed.url}/garbage` });
    await info();
    expect(await known()).toEqual({ version: NEWER, can_update: true });

    await configure({ update_feed_url: `${feed.url}/same` });
    await info();
    expect(await known()).toBeNull();
  });

  it('an allowed http mirror is read, but the licence key is only ever sent over TLS', async () => {
    await configure({ update_feed_url: `${feed.plainUrl}/feed`, licence_key: GOOD_KEY });
    expect(await info('en')).toMatchObject({ state: 1, latest: { version: NEWER } });
    expect(feed.hits.at(-1)?.['x-licence-key']).toBeUndefined();
    await configure({ update_feed_url: `${feed.plainUrl}/keyed` });
    expect(await info('en')).toMatchObject({ state: 3, message: STATE_3.en });
    expect(feed.hits.at(-1)?.['x-licence-key']).toBeUndefined();
    await configure({ update_feed_url: `${feed.url}/keyed` });
    expect(await info('en')).toMatchObject({ state: 1 });
    expect(feed.hits.at(-1)?.['x-licence-key']).toBe(GOOD_KEY);
  });

  it('gives up on a feed that does not respond after 3 seconds', async () => {
    await configure({ update_feed_url: `${feed.url}/slow` });
    const started = Date.now();
    const res = await info('en');
    const waited = Date.now() - started;
    expect(res).toMatchObject({ state: 4 });
    expect(waited).toBeGreaterThanOrEqual(2900);
    expect(waited).toBeLessThan(6000);
  });

  it('responds with 40300 without UpdateDetail or UpdateRun, and 40400 for an unknown update path', async () => {
    await configure({ update_feed_url: `${feed.url}/same` });
    const stranger = await createAdminWith(t.app, ['ConfigDetail']);
    expect((await call(t.app, 'GET', 'update', { token: stranger.token })).json().status).toBe(40300);
    const viewer = await createAdminWith(t.app, ['UpdateDetail']);
    expect((await call(t.app, 'GET', 'update', { token: viewer.token })).statusCode).toBe(200);
    const run = await call(t.app, 'POST', 'update/run', { token: viewer.token, body: {} });
    expect(run.json().status).toBe(40300);
    expect((await call(t.app, 'GET', 'update/nothing', { token: t.token })).json().status).toBe(40400);
  });

  it('refuses a feed URL that is not http(s) (field validation)', async () => {
    const res = await call(t.app, 'POST', 'config', {
      token: t.token,
      lang: 'en',
      body: { update_feed_url: 'file:///etc/passwd' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ update_feed_url: ['Update feed URL has a wrong format'] });
  });
});
