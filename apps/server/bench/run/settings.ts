import os from 'node:os';
import path from 'node:path';

/** The repository root (this file is apps/server/bench/run/settings.ts). */
export const ROOT = path.resolve(import.meta.dirname, '../../../..');

const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? '');
  return process.env[name] && Number.isFinite(value) ? value : fallback;
};

/** What one `npm run bench` does, from its environment (README of bench/ lists the variables). */
export const settings = {
  /** Where the bench's SQLite database (and, with PostgreSQL, its uploads and exports) lives. */
  dataDir: path.resolve(ROOT, process.env.BENCH_DATA_DIR || 'bench/.data'),
  /** Share of the bench scale to seed (1 = 200 000 goods, 1 000 000 orders, 500 000 assets...). */
  factor: Math.min(1, Math.max(0, number('BENCH_FACTOR', 1))),
  databaseUrl: process.env.DATABASE_URL || '',
  /** Seconds of measurement per endpoint, after `warmup` seconds whose numbers are dropped. */
  duration: number('BENCH_DURATION', 10),
  warmup: number('BENCH_WARMUP', 2),
  connections: number('BENCH_CONNECTIONS', 20),
  /** Rows of the asset import and of the goods export. */
  importRows: number('BENCH_IMPORT_ROWS', 100_000),
  /** Loopback ports of the server under test and of the bare Fastify app. */
  port: number('BENCH_PORT', 18_080),
  barePort: number('BENCH_BARE_PORT', 18_081),
  /**
   * Only the load scenarios whose names match this pattern (case-insensitive), and nothing after them:
   * for working on a few scenarios without the whole run.
   */
  scenarios: process.env.BENCH_SCENARIOS || '',
  /** A partial run (BENCH_ONLY, BENCH_SCENARIOS) writes its own file, so the full run's results stay. */
  results: path.join(
    ROOT,
    'bench',
    process.env.BENCH_ONLY
      ? `results-${process.env.BENCH_ONLY}.json`
      : process.env.BENCH_SCENARIOS
        ? 'results-scenarios.json'
        : 'results.json',
  ),
  webDist: path.join(ROOT, 'apps', 'web', 'dist'),
  serverMain: path.join(ROOT, 'apps', 'server', 'dist', 'main.js'),
  adminPassword: 'Bench12345pass',
  /** `transfer`: only the bytes a browser receives, on a fresh database with the small demo data (no load). */
  only: process.env.BENCH_ONLY || '',
  /** How many of the largest responses the transfer step lists per view. */
  transferTop: number('BENCH_TRANSFER_TOP', 6),
};

/**
 * The targets on a 2-core machine with SQLite, every request a URL never asked before (PostgreSQL is
 * expected within twice the latencies); a row without one is reported only.
 */
export const TARGETS = {
  /** Page 1, a random page and the last page of the big lists. */
  listP99Ms: 100,
  /** A new keyword or date range. */
  searchP99Ms: 100,
  /** A record by a random id. */
  detailP99Ms: 30,
  /** The dashboard, and the statistics over a new range. */
  figuresP99Ms: 200,
  /** `GET /livez` while each scenario runs. */
  livezP99Ms: 50,
  orderListRatio: 0.1,
  importSeconds: 30,
  importRssMb: 400,
  exportRssMb: 300,
  coldStartSeconds: 1,
  loginJsKb: 350,
  /** Bytes on the wire from an empty cache: the login page, and the dashboard opened by a signed-in user. */
  transferLoginKb: 320,
  transferDashboardKb: 650,
};

/** The machine, for results.json. */
export const machine = () => ({
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? '',
  memory: `${Math.round(os.totalmem() / 1024 ** 3)} GB`,
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  /** Other work on the machine skews every number: the 1-minute load average when the run started. */
  loadAverage: os.loadavg()[0] ?? 0,
});

/** `node --conditions=source --import tsx <file>`: one process (unlike the tsx CLI), so its RSS is its own. */
export const tsxArgs = (file: string): string[] => ['--conditions=source', '--import', 'tsx', file];
