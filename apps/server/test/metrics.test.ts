import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/queue.js';
import { registerJobHandler } from '../src/jobs/registry.js';
import { JobFailure } from '../src/jobs/types.js';
import { JobWorker } from '../src/jobs/worker.js';
import { useTestApp } from './app-fixture.js';
import { call, createTestApp, onPostgres, type TestApp, tokenFor } from './helpers.js';

const OUTSIDE = '203.0.113.9';
const TOKEN = 'scraper-token-0123456789';

/**
 * The value of the series `name{labels}` in a Prometheus text response (labels in any order), or undefined.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  const t = useTestApp({ trustProxy: true }, { signedIn: false });
  let withToken: TestApp;
  // Behind a proxy: request.ip is what X-Forwarded-For claims, which must not open the metrics.
  beforeAll(async () => {
    withToken = await createTestApp({ trustProxy: true, metricsToken: TOKEN, pgPoolSize: 4 });
  });
  afterAll(async () => {
    await withToken.close();
  });

  const scrape = (app: Pick<TestApp, 'app'> = t, options: Partial<InjectOptions> = {}) =>
    app.app.inject({ method: 'GET', url: '/metrics', ...options });

  it('serves a caller on this machine in Prometheus text, requests counted by route pattern, never by URL', async () => {
    const token = await tokenFor(t.app);
    for (const id of [123456, 654321]) await call(t.app, 'GET', `notice/content/${id}`, { token });
    await t.app.inject({ method: 'GET', url: '/no/such/page/987654' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const route = { method: 'GET', route: '/api/v1/admin/notice/content/:id', status_code: '404' };
    expect(sample(res.body, 'http_requests_total', route)).toBe(2);
    expect(sample(res.body, 'http_request_duration_seconds_count', route)).toBe(2);
    expect(sample(res.body, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
    expect(sample(res.body, 'http_requests_total', { route: '(unmatched)', status_code: '404' })).toBe(1);
    for (const raw of ['123456', '654321', '987654']) expect(res.body).not.toContain(raw);
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(sample(res.body, name), name).toBeGreaterThanOrEqual(0);
  });

  it('counts the jobs by state and the failures by type', async () => {
    registerJobHandler('test.metrics-fails', async () => {
      throw new JobFailure('jobs.failed');
    });
    const before = (await scrape()).body;
    await enqueueJob(t.app.db, { type: 'test.metrics-fails' });
    await enqueueJob(t.app.db, { type: 'test.metrics-fails' });
    await enqueueJob(t.app.db, { type: 'test.later', runAt: new Date(Date.now() + 3600_000) });
    const worker = new JobWorker(t.app);
    while (await worker.runOnce());
    const after = (await scrape()).body;
    const jobs = (text: string, state: string) => sample(text, 'bo_jobs', { state }) ?? Number.NaN;
    expect(jobs(after, 'failed') - jobs(before, 'failed')).toBe(2);
    expect(jobs(after, 'queued') - jobs(before, 'queued')).toBe(1);
    expect(jobs(after, 'running')).toBe(0);
    expect(sample(after, 'bo_job_failures_total', { type: 'test.metrics-fails' })).toBe(2);
  });

  it('shows the database pool on PostgreSQL, of the size PG_POOL_SIZE sets; none on SQLite', async () => {
    const text = (await scrape()).body;
    const sized = (await scrape(withToken, { headers: { authorization: `Bearer ${TOKEN}` } })).body;
    if (onPostgres) {
      expect(sample(text, 'bo_db_pool_max_connections')).toBe(10);
      expect(sample(sized, 'bo_db_pool_max_connections')).toBe(4);
      expect(sample(text, 'bo_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'bo_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'bo_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('bo_db_pool');
      expect(sized).not.toContain('bo_db_pool');
    }
  });

  it('refuses callers off this machine, and loopback requests that came through a proxy', async () => {
    expect((await scrape(t, { remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await scrape(t, { remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    for (const options of [
      { remoteAddress: OUTSIDE },
      { remoteAddress: '10.0.0.8' },
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      { headers: { forwarded: 'for=127.0.0.1' } },
      { headers: { 'x-real-ip': '127.0.0.1' } },
      { remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${TOKEN}` } },
    ]) {
      const res = await scrape(t, options);
      expect(res.statusCode, JSON.stringify(options)).toBe(403);
      expect(res.body).not.toContain('http_requests_total');
      expect(res.json()).toMatchObject({ result: 'error', status: 40300 });
    }
  });

  it('refuses in the caller’s language, as every route does', async () => {
    const outside = { remoteAddress: OUTSIDE };
    const zh = (await scrape(t, outside)).json();
    const en = (await scrape(t, { ...outside, headers: { lang: 'en' } })).json();
    expect(zh).toMatchObject({ result: 'error', status: 40300 });
    expect(en).toMatchObject({ result: 'error', status: 40300 });
    expect(zh.message).not.toBe(en.message);
    expect(en.message).toMatch(/[a-z]/i);
  });

  it('with METRICS_TOKEN, serves the bearer of the token from anywhere, and nobody else', async () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await scrape(withToken, { remoteAddress: OUTSIDE, headers: bearer(TOKEN) })).statusCode).toBe(
      200,
    );
    expect(
      (await scrape(withToken, { headers: { ...bearer(TOKEN), 'x-forwarded-for': OUTSIDE } })).statusCode,
    ).toBe(200);
    for (const headers of [{}, bearer(`${TOKEN}x`), bearer(TOKEN.slice(1)), { authorization: TOKEN }])
      expect((await scrape(withToken, { headers })).statusCode, JSON.stringify(headers)).toBe(403);
  });
});
