import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type pg from 'pg';
import { api, expectEqual, someIp } from './instances-http.js';

/** Two running instances on one database and one data dir, and a client of that database. */
export interface Pair {
  a: string;
  b: string;
  db: pg.Client;
  dataDir: string;
  /** An access token of `admin`. */
  root: string;
}

const PASSWORD = 'Stress12345pass';
const permissionId = async (db: pg.Client, apiName: string) =>
  (await db.query<{ id: number }>('select id from permissions where api = $1', [apiName])).rows[0]!.id;

export async function sessions({ a, b }: Pair, login: () => Promise<string>): Promise<string> {
  const token = await login();
  expectEqual((await api(b, 'GET', 'userInfo', { token })).status, 200, 'a token of A on B');
  expectEqual((await api(b, 'POST', 'logout', { token, body: {} })).status, 200, 'logout on B');
  expectEqual((await api(a, 'GET', 'userInfo', { token })).status, 50003, 'A after logout on B');
  return 'a session of A works on B; logged out on B, refused by A at the next request';
}

export async function rolesAndForbid({ a, b, db, root }: Pair): Promise<string> {
  const code = `stress_${Date.now()}`;
  const role = await api(a, 'POST', 'manage', {
    token: root,
    body: { name: code, code, permission_ids: [await permissionId(db, 'AdminList')] },
  });
  expectEqual(role.status, 200, 'role created');
  const account = `s${Date.now()}`;
  const created = await api(a, 'POST', 'admin', {
    token: root,
    body: {
      account,
      password: PASSWORD,
      nickname: 'Stress',
      email: '',
      phone: '',
      role_ids: [role.message.id],
      data_scope: 'all',
      state: 1,
    },
  });
  expectEqual(created.status, 200, 'admin created');
  const signedIn = await api(b, 'POST', 'login', {
    ip: someIp(),
    body: { type: 1, username: account, password: PASSWORD, remember: false },
  });
  expectEqual(signedIn.status, 200, 'password login on B');
  const token = signedIn.message.access_token as string;
  expectEqual((await api(b, 'GET', 'admin', { token })).status, 200, 'B before the role change');
  const edit = await api(a, 'POST', `manage/${role.message.id}`, {
    token: root,
    body: {
      name: code,
      code,
      permission_ids: [await permissionId(db, 'LanguageList')],
      version: role.message.version,
    },
  });
  expectEqual(edit.status, 200, 'role changed on A');
  // B drops what it keeps when A's notice arrives: at once through Redis, a few ms late at worst
  // through PostgreSQL, which signals listening sessions after the notifying one has committed.
  const changed = performance.now();
  let tries = 0;
  while ((await api(b, 'GET', 'admin', { token })).status !== 40300) {
    if (performance.now() - changed > 1000) throw new Error('B still grants the old permission after 1 s');
    tries++;
  }
  const lag = tries
    ? `${(performance.now() - changed).toFixed(0)} ms after A responded`
    : 'at the next request';
  expectEqual((await api(b, 'GET', 'language', { token })).status, 200, 'B grants the new permission');
  const row = (await api(a, 'GET', `admin/${created.message.id}`, { token: root })).message;
  const forbid = await api(a, 'POST', `admin/${created.message.id}`, {
    token: root,
    body: { ...row, password: '', state: 0 },
  });
  expectEqual(forbid.status, 200, 'forbidden on A');
  expectEqual((await api(b, 'GET', 'language', { token })).status, 50003, 'B after the forbid');
  return `a role changed on A applies on B ${lag}; an admin forbidden on A is refused by B at the next request`;
}

export async function loginLimit({ a, b }: Pair): Promise<string> {
  const ip = someIp();
  const attempt = (origin: string, lang: 'zh' | 'en') =>
    api(origin, 'POST', 'login', {
      ip,
      lang,
      body: { type: 1, username: 'nobody', password: 'wrong-password', remember: false },
    });
  const first = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i % 2 ? b : a, 'zh')));
  expectEqual(first.filter((r) => r.status === 42900).length, 0, 'refused among the first 30');
  const zh = await attempt(a, 'zh');
  const en = await attempt(b, 'en');
  expectEqual([zh.status, en.status], [42900, 42900], 'the 31st and 32nd attempts');
  if (
    !/^请求过于频繁，请\d+秒后再试$/.test(zh.message) ||
    !/^Too many requests, please try again in \d+ seconds$/.test(en.message)
  )
    throw new Error(`42900 messages: ${zh.message} / ${en.message}`);
  return `30 login attempts over A and B, then 42900 on both ("${en.message}")`;
}

export async function captcha({ a, b, db }: Pair): Promise<string> {
  const ip = someIp();
  const challenge = await api(a, 'GET', 'auth/code', { ip });
  const { rows } = await db.query<{ answer_x: number }>('select answer_x from captchas where key = $1', [
    challenge.message.key,
  ]);
  const checked = await api(b, 'POST', 'auth/code', {
    ip,
    body: { key: challenge.message.key, x: rows[0]!.answer_x },
  });
  expectEqual(checked.status, 200, 'captcha of A checked on B');
  if (!checked.message.captcha_token) throw new Error('no captcha token');
  return 'a captcha issued by A is checked by B';
}

/**
 * Mixed reads and a brand created per round, on both instances at once; every response must be a 200
 * envelope.
 */
export async function mixedLoad({ a, b, root }: Pair, seconds: number): Promise<string> {
  let serial = 0;
  const drive = async (origin: string) => {
    let failures = 0;
    let firstFailure = '';
    const check = (status: number, body: string) => {
      if (status === 200 && (JSON.parse(body) as { status?: number }).status === 200) return;
      failures++;
      firstFailure ||= `${status} ${body.slice(0, 200)}`;
    };
    const get = (route: string) => ({
      method: 'GET' as const,
      path: `/api/v1/admin/${route}`,
      onResponse: check,
    });
    const result = await autocannon({
      url: origin,
      connections: 10,
      duration: seconds,
      headers: {
        authorization: `Bearer ${root}`,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      requests: [
        get('userInfo'),
        get('brand?limit=10'),
        get('admin?limit=10'),
        get('manage?limit=10'),
        {
          method: 'POST' as const,
          path: '/api/v1/admin/brand',
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: JSON.stringify({ name: `Two ${++serial}` }),
          }),
          onResponse: check,
        },
      ],
    });
    return {
      requests: result.requests.total,
      failures: failures + result.errors + result.timeouts,
      firstFailure,
      p99: result.latency.p99,
    };
  };
  const [onA, onB] = await Promise.all([drive(a), drive(b)]);
  for (const outcome of [onA, onB])
    if (outcome.failures)
      throw new Error(`${outcome.failures} failed responses, first: ${outcome.firstFailure}`);
  return `${onA.requests + onB.requests} requests over ${seconds} s on both (p99 ${onA.p99}/${onB.p99} ms), no error`;
}

/** A backup queued on A and an export queued on B, while both workers poll: each runs exactly once. */
export async function jobsOnce({ a, b, db, dataDir, root }: Pair): Promise<string> {
  const backup = await api(a, 'POST', 'backup', { token: root, body: { type: 'db' } });
  const exported = await api(b, 'POST', 'good/export/all', { token: root, body: {} });
  expectEqual([backup.status, exported.status], [200, 200], 'jobs queued');
  const ids = [backup.message.job_id as number, exported.message.job_id as number];
  for (let i = 0; ; i++) {
    const states = await Promise.all(
      ids.map(async (id, k) => (await api(k ? a : b, 'GET', `job/${id}`, { token: root })).message.state),
    );
    if (states.every((s) => s === 'done')) break;
    if (states.includes('failed') || i > 600) throw new Error(`jobs ended ${states.join(', ')}`);
    await sleep(100);
  }
  const { rows } = await db.query<{ attempts: number }>('select attempts from jobs where id = any($1)', [
    ids,
  ]);
  expectEqual(
    rows.map((r) => r.attempts),
    [1, 1],
    'attempts of the two jobs',
  );
  const files = (dir: string) =>
    fs.existsSync(path.join(dataDir, dir)) ? fs.readdirSync(path.join(dataDir, dir)) : [];
  expectEqual([files('backups').length, files('exports').length], [1, 1], 'backup and export files');
  return 'a backup and an export queued while both workers run were each done once (one attempt, one file)';
}
