import { createHash, timingSafeEqual } from 'node:crypto';
import { JOB_STATES } from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import type { PoolStats } from '../db/database.js';
import { forbidden } from '../http/errors.js';

/** What the rest of the server counts (`app.metrics`). */
export interface AppMetrics {
  /** A job of `type` ended failed (the worker settled it so). */
  jobFailed(type: string): void;
}

export const METRICS_PATH = '/metrics';
/** The route label of a request that matched no route: one value, whatever URL was asked for. */
const UNMATCHED = '(unmatched)';

type PromClient = typeof import('prom-client');

/** Process metrics (CPU, memory, event loop, GC): one set per process, however many apps it builds. */
let processRegistry: Registry | undefined;
function processMetrics(client: PromClient): Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request came straight from this machine: the peer is loopback and no proxy says it
 * forwarded it. With TRUST_PROXY on, `request.ip` is what `X-Forwarded-For` claims (a client can write
 * 127.0.0.1 there), and a proxy on this machine forwards requests from anywhere: so the socket's own
 * address decides, and any forwarding header disqualifies.
 */
function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = /^(127\.|::ffff:127\.|::1$)/.test(peer);
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => h in request.headers);
  return loopback && !forwarded;
}

/** With a token configured, the request must carry it (from anywhere); without, it must come from loopback. */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return fromLoopback(request);
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** What a request's response adds to the counts: its labels and its time (s). */
type Responded = [labels: Record<(typeof LABEL_NAMES)[number], string>, seconds: number];
const LABEL_NAMES = ['method', 'route', 'status_code'] as const;
/** Most responses held while prom-client loads (should it fail to, the list stops growing there). */
const MAX_WAITING = 10_000;

/** The app's registry and what feeds it, once prom-client is loaded. */
interface Counting {
  client: PromClient;
  registry: Registry;
  responded(labels: Responded[0], seconds: number): void;
  jobFailed(type: string): void;
}

function startCounting(
  client: PromClient,
  app: FastifyInstance,
  poolStats: () => PoolStats | null,
): Counting {
  const registry = new client.Registry();
  const registers = [registry];
  const labelNames = LABEL_NAMES;
  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers,
  });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  // Read before the queue's query below takes a connection: the pool as the requests left it.
  if (poolStats()) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new client.Gauge({
        name,
        help,
        registers,
        collect() {
          const stats = poolStats();
          if (stats) this.set(read(stats));
        },
      });
    poolGauge('bo_db_pool_max_connections', 'Size of the PostgreSQL pool (PG_POOL_SIZE)', (s) => s.max);
    poolGauge('bo_db_pool_connections', 'PostgreSQL connections open', (s) => s.total);
    poolGauge('bo_db_pool_idle_connections', 'PostgreSQL connections open and unused', (s) => s.idle);
    poolGauge(
      'bo_db_pool_waiting_queries',
      'Queries waiting for a free PostgreSQL connection',
      (s) => s.waiting,
    );
  }

  new client.Gauge({
    name: 'bo_jobs',
    help: 'Jobs in the queue table, by state (finished ones are kept for a while)',
    labelNames: ['state'],
    registers,
    async collect() {
      const rows = await app.db
        .selectFrom('jobs')
        .select(['state', sql<number>`count(*)`.as('n')])
        .groupBy('state')
        .execute();
      for (const state of JOB_STATES)
        this.set({ state }, Number(rows.find((row) => row.state === state)?.n ?? 0));
    },
  });
  const failures = new client.Counter({
    name: 'bo_job_failures_total',
    help: 'Jobs this process ran that ended failed, by type',
    labelNames: ['type'],
    registers,
  });
  return {
    client,
    registry,
    responded(labels, seconds) {
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    jobFailed: (type) => failures.inc({ type }),
  };
}

/**
 * `GET /metrics` in Prometheus text format: requests by route pattern (never the raw URL, which would
 * make a series per id), method and status; the job queue by state and job failures; the PostgreSQL
 * pool (SQLite has one connection, always open: no pool to show); the process's own metrics.
 *
 * prom-client is loaded after the first response (or by the first scrape), not at start: what is counted
 * before it is there waits in a list and is counted once it is.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { poolStats: () => PoolStats | null }) => {
    let counting: Counting | undefined;
    let loading: Promise<Counting> | undefined;
    const waiting: { responses: Responded[]; failures: string[] } = { responses: [], failures: [] };
    const load = () => {
      loading ??= import('prom-client').then((client) => {
        counting = startCounting(client, app, options.poolStats);
        for (const [labels, seconds] of waiting.responses) counting.responded(labels, seconds);
        for (const type of waiting.failures) counting.jobFailed(type);
        waiting.responses = [];
        waiting.failures = [];
        return counting;
      });
      loading.catch((err: unknown) => app.log.error({ err }, 'metrics could not start'));
      return loading;
    };

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED),
        status_code: String(reply.statusCode),
      };
      const seconds = reply.elapsedTime / 1000;
      if (counting) return counting.responded(labels, seconds);
      if (waiting.responses.length < MAX_WAITING) waiting.responses.push([labels, seconds]);
      load().catch(() => undefined);
    });
    app.decorate('metrics', {
      jobFailed: (type: string) => {
        if (counting) return counting.jobFailed(type);
        if (waiting.failures.length < MAX_WAITING) waiting.failures.push(type);
        load().catch(() => undefined);
      },
    } satisfies AppMetrics);

    app.get(METRICS_PATH, async (request, reply) => {
      // The same refusal as any route's: the error envelope, in the caller's language.
      if (!mayRead(request, app.config.metricsToken)) throw forbidden();
      const { client, registry } = await load();
      const text = (await processMetrics(client).metrics()) + (await registry.metrics());
      return reply.type(registry.contentType).send(text);
    });
  },
);
