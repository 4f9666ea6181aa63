import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createAdminWith, createTestApp, onPostgres } from './helpers.js';
import { createTwoInstances, reachableRedis } from './instances-helpers.js';
import { jobDone, streamText } from './notification-helpers.js';
import { killed, serverEnv, startServer, tempDataDir } from './server-process.js';

const redisUrl = onPostgres ? await reachableRedis() : null;

describe('notification stream', () => {
  it('sends the unread count, then a new notification as it is made; ends when the server closes', async () => {
    const t = await createTestApp();
    try {
      const me = await createAdminWith(t.app, []);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/api/v1/admin/notification/stream`;

      expect((await fetch(url)).status).toBe(401);

      // The session comes from the cookie, as an EventSource sends it.
      const response = await fetch(url, { headers: { cookie: `Admin-Token=${me.token}`, lang: 'en' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const { reader, until } = streamText(response);
      await until(/event: unread\ndata: \{"unread":0\}/);
      await t.app.notifications.notify([jobDone(me.id, 7)]);
      await until(/event: notification\ndata: .*"text":"Job #7 has finished"/);
      await until(/event: unread\ndata: \{"unread":1\}/);
      expect(t.app.notifications.openStreams()).toBe(1);

      const closing = t.app.close();
      const rest = await reader.read().then(async function drain(r): Promise<boolean> {
        return r.done ? true : drain(await reader.read());
      });
      expect(rest).toBe(true);
      await closing;
    } finally {
      await t.close().catch(() => undefined);
    }
  });

  // Over PostgreSQL's LISTEN/NOTIFY, and over Redis pub/sub when a Redis answers.
  const buses = onPostgres ? [{ name: 'PostgreSQL', overrides: {} }] : [];
  if (redisUrl) buses.push({ name: 'Redis', overrides: { redisUrl } });
  it.each(buses)('hears a notification made on another instance ($name)', async ({ overrides }) => {
    const two = await createTwoInstances(overrides);
    try {
      const me = await createAdminWith(two.a, []);
      await two.a.listen({ port: 0, host: '127.0.0.1' });
      const { port } = two.a.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/admin/notification/stream`, {
        headers: { authorization: `Bearer ${me.token}`, lang: 'en' },
      });
      const { reader, until } = streamText(response);
      await until(/event: unread/);
      await two.b.notifications.notify([jobDone(me.id, 8)]);
      await until(/Job #8 has finished/);
      await reader.cancel();
    } finally {
      await two.close();
    }
  });
});

// The stop is the process's business, the same on both databases: run with SQLite once.
describe.skipIf(onPostgres)('a server with open notification streams', () => {
  it('stops at once on SIGTERM, ending the streams', async () => {
    const { dir, dataDir } = tempDataDir();
    const server = startServer(serverEnv(dataDir));
    try {
      const up = await server.outcome;
      expect(up.ready, up.stderr).toBe(true);
      const base = `http://127.0.0.1:${up.port}/api/v1/admin`;
      const login = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 1, remember: false, username: 'admin', password: ADMIN_PASSWORD }),
      });
      const token = ((await login.json()) as { message: { access_token: string } }).message.access_token;
      const stream = await fetch(`${base}/notification/stream`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { reader, until } = streamText(stream);
      await until(/event: unread/);

      const sent = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - sent).toBeLessThan(5000);
      expect((await reader.read().catch(() => ({ done: true }))).done).toBe(true);
    } finally {
      await killed(server.child);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
