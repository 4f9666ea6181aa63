/**
 * `npm run test:stress` (faults): PostgreSQL restarted under load. A private cluster (never
 * the machine's shared server) is seeded with 1 % of the bench data set; the built server runs on it
 * under mixed reads and writes while PostgreSQL goes down three times: a fast shutdown, an immediate
 * shutdown and a SIGKILL of the postmaster, each for a few seconds. During each outage every request
 * must fail fast with 503 / 50300 and the localized message (none hung, the server process alive,
 * `/readyz` 503); once PostgreSQL is back the same process must respond to everything again within
 * RECOVERY_MS, `/readyz` 200, a timed shelving job due during an outage must have run and an export
 * queued after the outages must finish. Skipped when no PostgreSQL server binaries are installed.
 * Environment: STRESS_PORT (18183), STRESS_PG_PORT (18483), OUTAGE_SECONDS (4).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type GoodDetail, type JobStatus, translate } from '@bo/contract';
import { judgeOutage, startLoad } from './outage-load.js';
import { findPostgresBin, type PrivatePostgres, startPrivatePostgres } from './private-postgres.js';
import { expectThat, postJson, seedScratch } from './scratch.js';

const RECOVERY_MS = 10_000;
const HUNG_SECONDS = 15;
const outageMs = Number(process.env.OUTAGE_SECONDS || 4) * 1000;

const bin = findPostgresBin();
if (!bin) {
  console.log('pg restart: SKIPPED (no PostgreSQL server binaries in /usr/lib/postgresql/*/bin)');
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pg-restart-'));
const postgres: PrivatePostgres = await startPrivatePostgres(
  bin,
  Number(process.env.STRESS_PG_PORT || 18483),
);
process.env.DATABASE_URL = postgres.url;
process.env.BENCH_DATA_DIR = dataDir;
process.env.BENCH_PORT = process.env.STRESS_PORT || '18183';
const { API, getJson, logIn, startServer } = await import('../bench/run/server.js');
const { findScenarios } = await import('../bench/run/scenarios.js');
const { TARGETS } = await import('../bench/run/settings.js');

type Server = Awaited<ReturnType<typeof startServer>>;
const status = async (origin: string, route: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${origin}${route}`, { headers, signal: AbortSignal.timeout(HUNG_SECONDS * 1000) });
  return { http: res.status, body: await res.text() };
};

/** Takes PostgreSQL down one way, checks what a client sees meanwhile, and brings it back. */
async function outage(server: Server, headers: Record<string, string>, how: 'fast' | 'immediate' | 'kill') {
  const downAt = Date.now();
  if (how === 'kill') await postgres.kill();
  else await postgres.stop(how);
  const ready = await status(server.origin, '/readyz');
  const read = await status(server.origin, `${API}/good?page=1&limit=10`, headers);
  await sleep(outageMs);
  await postgres.start();
  return { downAt, upAt: Date.now(), ready, read };
}

async function main(): Promise<number> {
  seedScratch(dataDir, '0.01', postgres.url);
  const server = await startServer();
  let failed = false;
  let load: ReturnType<typeof startLoad> | undefined;
  try {
    const headers = await logIn(server.origin);
    const routes = (await findScenarios(server.origin, headers, TARGETS.orderListRatio)).map((s) => s.next());
    const clear = translate('zh', 'errors.databaseUnavailable');
    // Two goods to go on sale by the shelving job while the database is down (the first outage).
    const timed = (
      await getJson<{ data: { id: number }[] }>(server.origin, 'good?page=1&limit=2', headers)
    ).data.map((g) => g.id);
    const timing = new Date(Date.now() + 8_000 + outageMs / 2).toISOString();
    const shelved = await postJson(server.origin, 'good/state/0', headers, {
      ids: timed,
      is_show: 2,
      timing,
    });
    expectThat(shelved.status === 200, `timed shelving: ${JSON.stringify(shelved)}`);

    load = startLoad(server.origin, headers, routes, 10, HUNG_SECONDS);
    const windows: {
      how: string;
      downAt: number;
      upAt: number;
      ready: { http: number };
      read: { http: number; body: string };
    }[] = [];
    await sleep(5_000);
    for (const how of ['fast', 'immediate', 'kill'] as const) {
      windows.push({ how, ...(await outage(server, headers, how)) });
      await sleep(RECOVERY_MS + 2_000);
    }
    load.stop();
    const totals = await load.done;
    const { samples } = load;
    console.log(
      `pg restart: ${totals.requests} requests at 10 connections, ${totals.errors} transport errors, ${totals.timeouts} hung (> ${HUNG_SECONDS} s), slowest ${totals.maxLatencyMs} ms`,
    );
    failed ||= totals.errors > 0 || totals.timeouts > 0;
    windows.forEach((w, i) => {
      const until = windows[i + 1]?.downAt ?? Date.now();
      const seen = judgeOutage(samples, { ...w, until }, clear);
      const readBody = JSON.parse(w.read.body) as { status: number; message: string };
      const probesOk =
        w.ready.http === 503 &&
        w.read.http === 503 &&
        readBody.status === 50300 &&
        readBody.message === clear;
      console.log(
        `  ${w.how}: down ${((w.upAt - w.downAt) / 1000).toFixed(1)} s; ${seen.during} responses meanwhile (${seen.clear} 503 "${clear}", ${seen.ok} ok), ` +
          `${seen.unclear.length} unclear; /readyz ${w.ready.http}; recovered ${(seen.recoveryMs / 1000).toFixed(1)} s after the restart (${seen.failedAfter} failed after it)`,
      );
      if (seen.unclear.length) console.log('    unclear responses:', seen.unclear.slice(0, 3));
      if (!probesOk) console.log('    probes during the outage:', w.ready, w.read);
      failed ||= seen.unclear.length > 0 || seen.recoveryMs > RECOVERY_MS || !probesOk;
    });

    expectThat(server.child.exitCode === null && server.child.signalCode === null, 'the server process died');
    expectThat((await status(server.origin, '/readyz')).http === 200, '/readyz is not 200 after the outages');
    for (const route of routes) await getJson(server.origin, route, headers);
    for (const id of timed) {
      const good = await getJson<GoodDetail>(server.origin, `good/${id}`, headers);
      expectThat(
        good.is_show === 1,
        `goods ${id}: the shelving job due during the outage did not run (is_show ${good.is_show})`,
      );
    }
    const exported = await postJson(server.origin, 'good/export/all', headers, {});
    const jobId = (exported.message as { job_id: number }).job_id;
    let job: JobStatus | undefined;
    for (let i = 0; i < 300 && job?.state !== 'done' && job?.state !== 'failed'; i++) {
      await sleep(200);
      job = await getJson<JobStatus>(server.origin, `job/${jobId}`, headers);
    }
    expectThat(job?.state === 'done', `export after the outages: ${JSON.stringify(job)}`);
    console.log(
      '  after: same server process, /readyz 200, every read 200, timed shelving ran, an export finished',
    );
  } catch (err) {
    failed = true;
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    console.log(
      `FAILED pg restart: ${(err as Error).message} (server process ${alive ? 'alive' : 'exited'})`,
    );
  } finally {
    load?.stop();
    await server.stop();
    await postgres.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? 'pg restart: FAILED' : 'pg restart: passed');
  return failed ? 1 : 0;
}

process.exitCode = await main();
