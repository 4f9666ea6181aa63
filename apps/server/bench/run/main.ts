/**
 * `npm run bench` (bench/README.md): on a bench-scale database, measures the built server over loopback with
 * autocannon against a bare Fastify route, the cold start, the XLSX import and the goods export (each
 * in its own process, for its peak RSS) and the web bundle; prints a table and writes bench/results.json.
 * Started by scripts/bench.mjs after the build. A report, not a gate: it exits 0 when targets are missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBundle } from './bundle.js';
import { measureExport, measureImport } from './children.js';
import { describeDatabase, prepareDatabase, seedSmall } from './database.js';
import { type Load, measureLoad, measureLoadBeside, startBare } from './load.js';
import { measured, printTable, type Result, writeResults } from './report.js';
import { findScenarios, type Scenario } from './scenarios.js';
import { API, coldStart, getJson, logIn, type RunningServer, settle, startServer } from './server.js';
import { machine, settings, TARGETS } from './settings.js';
import { measureTransfer } from './transfer.js';

const results: Result[] = [];
const step = (text: string) => console.log(`\n== ${text}`);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs one measurement; a failure becomes a row without a value instead of ending the run. */
async function attempt(name: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    console.log(`  FAILED: ${message(err)}`);
    results.push({ ...measured(name, null, '', undefined, message(err)), failed: true });
  }
}

/** The two yardsticks: a bare Fastify app in its own process, and the server's own `GET /livez`. */
interface Yardsticks {
  bare: Load | null;
  livez: Load | null;
}

function loadRows(
  name: string,
  load: Load,
  yardsticks: Yardsticks,
  p99Target?: number,
  ratioTarget?: number,
) {
  const { bare, livez } = yardsticks;
  const note = load.failures ? `${load.failures} errors or non-2xx responses of ${load.total}` : undefined;
  results.push(measured(`${name}: requests/s`, load.requestsPerSecond, 'req/s', undefined, note));
  results.push(measured(`${name}: p50`, load.p50, 'ms'));
  results.push(measured(`${name}: p99`, load.p99, 'ms', p99Target ? { below: p99Target } : undefined, note));
  if (bare)
    results.push(
      measured(
        `${name}: vs bare route`,
        load.requestsPerSecond / bare.requestsPerSecond,
        'x',
        ratioTarget ? { atLeast: ratioTarget } : undefined,
        note,
      ),
    );
  if (livez)
    results.push(
      measured(`${name}: vs the server's GET /livez`, load.requestsPerSecond / livez.requestsPerSecond, 'x'),
    );
  console.log(
    `  ${name.padEnd(30)} ${load.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${load.p50} ms  p99 ${load.p99} ms${note ? `  (${note})` : ''}`,
  );
}

const P99_TARGETS: Record<Scenario['kind'], number> = {
  list: TARGETS.listP99Ms,
  search: TARGETS.searchP99Ms,
  detail: TARGETS.detailP99Ms,
  figures: TARGETS.figuresP99Ms,
};

async function measureServer(server: RunningServer): Promise<void> {
  step('logging in, finding words, ids and dates in the bench data');
  const headers = await logIn(server.origin);
  const chosen = new RegExp(settings.scenarios, 'i');
  const scenarios = (await findScenarios(server.origin, headers, TARGETS.orderListRatio)).filter((s) =>
    chosen.test(s.name),
  );
  for (const s of scenarios) console.log(`  ${s.name.padEnd(44)} e.g. GET ${s.next()}`);

  step(
    `load: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s each, every request a new URL, GET /livez asked beside`,
  );
  const yardsticks: Yardsticks = { bare: null, livez: null };
  await attempt('bare route', async () => {
    const yardstick = await startBare();
    try {
      yardsticks.bare = await measureLoad(yardstick.url, {});
      loadRows('bare Fastify route', yardsticks.bare, { bare: null, livez: null });
    } finally {
      await yardstick.stop();
    }
  });
  // The same server's route that does nothing: what its plugins and hooks cost before any endpoint work.
  const livezUrl = `${server.origin}/livez`;
  await attempt('GET /livez', async () => {
    yardsticks.livez = await measureLoad(livezUrl, {});
    loadRows("server's GET /livez", yardsticks.livez, { bare: yardsticks.bare, livez: null });
  });
  const api = `${server.origin}${API}/`;
  for (const s of scenarios) {
    await attempt(s.name, async () => {
      await settle(server.origin);
      // One plain request first: a route that responds with an error envelope is not worth loading.
      await getJson(server.origin, s.next(), headers);
      const { load, livez } = await measureLoadBeside(
        api,
        headers,
        { next: () => `${API}/${s.next()}` },
        livezUrl,
      );
      loadRows(s.name, load, yardsticks, P99_TARGETS[s.kind], s.ratioTarget);
      results.push(
        measured(`${s.name}: GET /livez p99 meanwhile`, livez.p99, 'ms', { below: TARGETS.livezP99Ms }),
      );
    });
  }
  await settle(server.origin);
}

/** What a first visit costs over the wire, in Chromium: the login page, then the first dashboard. */
async function transferRows(origin: string): Promise<void> {
  step(
    'transfer: /login, logging in to the dashboard, then the dashboard signed in, in Chromium from an empty cache',
  );
  await attempt('transfer', async () => {
    const t = await measureTransfer(origin);
    console.log(`  the browser offered Accept-Encoding: ${t.login.acceptEncoding || '(none)'}`);
    const views = [
      ['login page', t.login, TARGETS.transferLoginKb],
      ['dashboard, signed in', t.dashboard, TARGETS.transferDashboardKb],
      ['login page + login + dashboard', t.loginToDashboard, undefined],
    ] as const;
    for (const [name, view, target] of views) {
      console.log(`  ${name.padEnd(30)} ${view.kb.toFixed(1).padStart(7)} KB in ${view.requests} responses`);
      console.log(`    by kind: ${view.byKind.join(', ')}`);
      console.log(`    largest: ${view.largest.join(', ')}`);
      for (const file of view.uncompressed) console.log(`    not compressed: ${file}`);
      results.push(measured(`transferred: ${name}`, view.kb, 'KB', target ? { below: target } : {}));
    }
  });
}

/**
 * `BENCH_ONLY=transfer`: the transfer step alone, on a fresh SQLite database in a temp dir holding the
 * small demo data (on an empty one the dashboard's charts say "no data" and ECharts is never fetched).
 */
async function transferOnly(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-transfer-'));
  try {
    step('small demo data in a temp dir');
    seedSmall(dataDir);
    const server = await startServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    try {
      await transferRows(server.origin);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  writeResults(results, { kind: 'sqlite, small demo data' }, machine());
  printTable(results);
}

async function main(): Promise<void> {
  const database = describeDatabase();
  const m = machine();
  console.log(
    `bench: ${m.cpus} CPUs, ${m.memory}, node ${m.node}, load average ${m.loadAverage.toFixed(2)}; database ${database}; factor ${settings.factor}`,
  );

  step(`bench database in ${settings.dataDir}`);
  const marker = await prepareDatabase();

  step('cold start (best of 3 spawns of apps/server/dist/main.js to the first 200 of GET /readyz)');
  const { server, bestMs, allMs } = await coldStart(3);
  results.push(
    measured('cold start to first response', bestMs / 1000, 's', { below: TARGETS.coldStartSeconds }),
  );
  console.log(`  best ${bestMs.toFixed(0)} ms of ${allMs.map((t) => t.toFixed(0)).join(', ')}`);
  try {
    await measureServer(server);
    if (!settings.scenarios) await transferRows(server.origin);
  } finally {
    await server.stop();
  }
  if (settings.scenarios) {
    writeResults(results, { kind: database, factor: settings.factor, counts: marker.counts }, m);
    printTable(results);
    return;
  }

  step('goods export of every goods row (child process)');
  await attempt('goods export', async () => {
    const r = await measureExport();
    console.log(
      `  ${r.rows} rows, ${Number(r.seconds).toFixed(1)} s, peak RSS ${r.peakRssMb.toFixed(0)} MB (${Number(r.rssBeforeMb).toFixed(0)} MB before the job)`,
    );
    const rows = Number(r.rows);
    results.push(measured(`goods export: ${rows} rows`, Number(r.seconds), 's'));
    results.push(measured('goods export: peak RSS', r.peakRssMb, 'MB', { below: TARGETS.exportRssMb }));
  });

  step(`XLSX import of ${settings.importRows} assets (child process, scratch database)`);
  await attempt('asset import', async () => {
    const r = await measureImport();
    const note = Number(r.errors) > 0 ? `${r.errors} rows refused` : undefined;
    console.log(
      `  ${r.inserted} inserted, ${Number(r.seconds).toFixed(1)} s, peak RSS ${r.peakRssMb.toFixed(0)} MB (${Number(r.rssBeforeMb).toFixed(0)} MB before the job)`,
    );
    results.push(
      measured(
        `asset import: ${r.rows} rows`,
        Number(r.seconds),
        's',
        { below: TARGETS.importSeconds },
        note,
      ),
    );
    results.push(measured('asset import: peak RSS', r.peakRssMb, 'MB', { below: TARGETS.importRssMb }));
  });

  step('web bundle (apps/web/dist, gzip)');
  await attempt('web bundle', async () => {
    const b = measureBundle();
    results.push(measured('login route: JS', b.loginJsKb, 'KB', { below: TARGETS.loginJsKb }));
    results.push(measured('login route: CSS', b.loginCssKb, 'KB'));
    const page = b.largestRoute.src.replace(/^src\/pages\//, '');
    results.push(measured('largest route chunk', b.largestRoute.chunkKb, 'KB', undefined, page));
    results.push(measured('largest route chunk with its own imports', b.largestRoute.withImportsKb, 'KB'));
  });

  writeResults(results, { kind: database, factor: settings.factor, counts: marker.counts }, m);
  printTable(results);
}

try {
  if (settings.only === 'transfer') await transferOnly();
  else if (settings.only) throw new Error(`BENCH_ONLY=${settings.only}: only "transfer" can run alone`);
  else await main();
} catch (err) {
  console.error(`\nbench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
}
