import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, CLIENT_ADDRESS, envelope, type Reply, send } from './client.js';
import {
  buildIfNeeded,
  freePort,
  NGINX,
  type Nginx,
  type ScratchDatabase,
  type ServerInstance,
  scratchDatabase,
  startNginx,
  startServer,
  UNIT_FILE,
  until,
} from './stack.js';

const ADMIN_PASSWORD = 'Deploy12345pass';
/** An address no request comes from, claimed by the client in its own X-Forwarded-For. */
const FORGED_ADDRESS = '203.0.113.7';

const hasNginx = fs.existsSync(NGINX);
if (!hasNginx)
  console.warn(`${NGINX} is not installed (apt-get install nginx): the nginx deployment test is skipped`);

/** The unit's TimeoutStopSec in milliseconds: how long systemd lets the server drain before killing it. */
function unitStopTimeoutMs(): number {
  const match = /^TimeoutStopSec=(\d+)s?$/m.exec(fs.readFileSync(UNIT_FILE, 'utf8'));
  if (!match) throw new Error(`no TimeoutStopSec in ${UNIT_FILE}`);
  return Number(match[1]) * 1000;
}

/**
 * The shipped nginx site (deploy/nginx/backoffice.conf) in front of two built servers
 * (`node apps/server/dist/main.js`) on one scratch PostgreSQL database, the local Redis and one shared
 * DATA_DIR, as docs/deployment.md tells an operator to run them. Everything goes through nginx; its
 * access log tells which instance responded to each request.
 */
describe.skipIf(!hasNginx)('nginx in front of two server instances', () => {
  let dir: string;
  let db: ScratchDatabase | undefined;
  let a: ServerInstance | undefined;
  let b: ServerInstance | undefined;
  let nginx: Nginx | undefined;
  let token: string;
  let loginReply: Reply;

  const through = (method: string, route: string, opts: Parameters<typeof api>[3] = {}) =>
    api(nginx!.port, method, route, { token, ...opts });

  /** Sends `request` through nginx until each instance has responded to it; returns the replies by port. */
  async function fromEach(request: () => Promise<Reply>): Promise<Map<number, Reply>> {
    const replies = new Map<number, Reply>();
    for (let tries = 0; tries < 6 && replies.size < 2; tries++) {
      const reply = await request();
      replies.set(await nginx!.upstreamOf(reply.requestId), reply);
    }
    expect([...replies.keys()].sort()).toEqual([a!.port, b!.port].sort());
    return replies;
  }

  beforeAll(async () => {
    buildIfNeeded();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-deploy-'));
    fs.mkdirSync(path.join(dir, 'nginx'));
    db = await scratchDatabase();
    const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
    const settings = {
      DATABASE_URL: db.url,
      // Each installation's keys and channels are named after its own secret: this scratch database's.
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      DATA_DIR: path.join(dir, 'data'),
      CAPTCHA: 'off',
      ADMIN_PASSWORD,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    };
    // Started together: they migrate and seed the new database one after another, under the start lock.
    const started = await Promise.allSettled([
      startServer(portA, settings, path.join(dir, 'a.log')),
      startServer(portB, settings, path.join(dir, 'b.log')),
    ]);
    [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    nginx = await startNginx(path.join(dir, 'nginx'), portNginx, [portA, portB]);
    loginReply = await through('POST', 'login', {
      headers: { 'x-forwarded-for': FORGED_ADDRESS },
      json: { type: 1, username: 'admin', password: ADMIN_PASSWORD, remember: false },
    });
    token = envelope<{ access_token: string }>(loginReply).message.access_token;
  }, 240_000);

  afterAll(async () => {
    for (const child of [nginx, a, b]) await child?.stop();
    await db?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a session opened through one instance on both', async () => {
    expect(envelope(loginReply).status, loginReply.body.toString()).toBe(200);
    const replies = await fromEach(() => through('GET', 'userInfo'));
    for (const reply of replies.values()) {
      expect(reply.status).toBe(200);
      expect(envelope(reply).status).toBe(200);
    }
  });

  it('records the address nginx saw, not the one the client claimed', async () => {
    let logged: { path: string; ip: string } | undefined;
    // The admin log is written once the response is sent.
    await until(
      async () => {
        const reply = await through('GET', 'admin/log', { query: 'path=login' });
        const rows = envelope<{ data: { path: string; ip: string }[] }>(reply).message.data;
        logged = rows.find((row) => row.path === 'login');
        return logged !== undefined;
      },
      5_000,
      () => 'the login is not in the admin log',
    );
    expect(logged?.ip).toBe(CLIENT_ADDRESS);
  });

  it('serves a file uploaded through one instance from the other', async () => {
    // 4 MB: above the site's limit for other requests (3 MB), within the upload's (5 MB by default).
    const content = Buffer.from(randomBytes(3 * 1024 * 1024).toString('base64'));
    const form = new FormData();
    form.append('type', 'other');
    form.append('file', new Blob([content], { type: 'text/plain' }), 'notes.txt');
    const upload = await through('POST', 'uploadPictures', { form });
    expect(upload.status, upload.body.toString()).toBe(200);
    const url = envelope<string>(upload).message;
    const taker = await nginx!.upstreamOf(upload.requestId);

    const replies = await fromEach(() => send(nginx!.port, 'GET', url));
    const other = taker === a!.port ? b!.port : a!.port;
    expect(replies.get(other)?.status).toBe(200);
    expect(replies.get(other)?.body.equals(content)).toBe(true);
  });

  it('runs an export queued through nginx and lets either instance hand out its file', async () => {
    const started = await through('POST', 'good/export/all', { json: {} });
    expect(envelope(started).status, started.body.toString()).toBe(200);
    const jobId = envelope<{ job_id: number }>(started).message.job_id;
    let state = '';
    await until(
      async () => {
        state = envelope<{ state: string }>(await through('GET', `job/${jobId}`)).message.state;
        return state === 'done' || state === 'failed';
      },
      20_000,
      () => `export job ${jobId} still ${state}`,
    );
    expect(state).toBe('done');

    const replies = await fromEach(() => through('GET', `good/export/file/${jobId}`));
    const [first, second] = [...replies.values()];
    expect(first?.status).toBe(200);
    // An xlsx file is a zip archive.
    expect(first?.body.subarray(0, 2).toString()).toBe('PK');
    expect(second?.status).toBe(200);
    expect(second?.body.equals(first!.body)).toBe(true);
  });

  it('keeps the metrics off the public site', async () => {
    expect((await send(nginx!.port, 'GET', '/metrics')).status).toBe(404);
  });

  it('drains one instance within the unit stop timeout, the other one responding to everything', async () => {
    const stopped = await a!.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(unitStopTimeoutMs());
    for (let i = 0; i < 4; i++) {
      const reply = await through('GET', 'userInfo');
      expect(envelope(reply).status).toBe(200);
      expect(await nginx!.upstreamOf(reply.requestId)).toBe(b!.port);
    }
  });
});
