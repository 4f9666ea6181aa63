/**
 * `npm run test:stress` (faults): kill -9 of the built server while an asset import, a goods
 * export and a backup run as jobs, then a restart. Each job must end done or failed with a message
 * (the worker's lease expires, so this takes up to a minute each), and nothing may be half there: the
 * import added all its rows or none, an export's file or a backup's file is whole or absent, and no
 * partial file is left behind. Environment: FAULTS_FACTOR (0.1 of the bench data set), DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobStatus } from '@bo/contract';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-faults-'));
process.env.BENCH_DATA_DIR = dataDir;
process.env.BENCH_PORT = process.env.STRESS_PORT || '18181';
const { API, getJson, logIn, startServer } = await import('../bench/run/server.js');
const { seedScratch } = await import('./scratch.js');
const { IMPORT_ORGANIZATION, IMPORT_PLACE, writeImportSheet } = await import('../bench/run/sheet.js');

type Headers = Record<string, string>;
type Server = Awaited<ReturnType<typeof startServer>>;

async function post(origin: string, route: string, headers: Headers, body: unknown): Promise<number> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${origin}${API}/${route}`, {
    method: 'POST',
    headers: isForm ? headers : { ...headers, 'content-type': 'application/json' },
    body: isForm ? body : JSON.stringify(body),
  });
  const answer = (await res.json()) as { status: number; message: { job_id?: number; id?: number } };
  if (answer.status !== 200) throw new Error(`POST ${route}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.message.job_id ?? answer.message.id ?? 0;
}

const job = (origin: string, id: number, headers: Headers) =>
  getJson<JobStatus>(origin, `job/${id}`, headers);

/** Kills the server with SIGKILL once the job is running (or already finished: then there is nothing to cut). */
async function killWhileRunning(server: Server, id: number, headers: Headers): Promise<string> {
  for (let i = 0; i < 3000; i++) {
    const { state, progress } = await job(server.origin, id, headers);
    if (state !== 'queued') {
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      return `${state} at ${progress} %`;
    }
    await sleep(10);
  }
  throw new Error(`job ${id} never started`);
}

/** Polls the job after the restart until it has ended (the dead worker's lease runs out first). */
async function ending(origin: string, id: number, headers: Headers): Promise<JobStatus> {
  for (let i = 0; i < 900; i++) {
    const status = await job(origin, id, headers);
    if (status.state === 'done' || status.state === 'failed') return status;
    await sleep(200);
  }
  throw new Error(`job ${id} did not end within 3 minutes of the restart`);
}

const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
/** A zip (xlsx) ends with its end-of-central-directory record. */
const wholeZip = (file: string) => fs.readFileSync(file).subarray(-22).readUInt32LE(0) === 0x06054b50;
const assetTotal = async (origin: string, headers: Headers) =>
  (await getJson<{ total: number }>(origin, 'assets/list?limit=1', headers)).total;

interface Scenario {
  name: string;
  start(origin: string, headers: Headers): Promise<number>;
  /** Throws when the data is half there; returns what it found. */
  check(origin: string, headers: Headers, status: JobStatus): Promise<string>;
}

let assetsBefore = 0;
const IMPORT_ROWS = 50_000;
const scenarios: Scenario[] = [
  {
    name: 'asset import',
    async start(origin, headers) {
      assetsBefore = await assetTotal(origin, headers);
      const sheet = path.join(dataDir, 'faults.xlsx');
      await writeImportSheet(sheet, IMPORT_ROWS);
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(sheet)]), 'assets.xlsx');
      return post(origin, 'assstmall/new_Assetimport', headers, form);
    },
    async check(origin, headers, status) {
      const added = (await assetTotal(origin, headers)) - assetsBefore;
      const expected = status.state === 'done' ? IMPORT_ROWS : 0;
      if (added !== expected) throw new Error(`${added} assets added by a ${status.state} import`);
      return `${added} assets added`;
    },
  },
  {
    name: 'goods export',
    start: (origin, headers) => post(origin, 'good/export/all', headers, {}),
    async check(_origin, _headers, status) {
      const dir = path.join(dataDir, 'exports');
      const left = files(dir);
      const broken = left.filter((f) => !f.endsWith('.xlsx') || !wholeZip(path.join(dir, f)));
      if (broken.length) throw new Error(`partial export files: ${broken.join(', ')}`);
      if (status.state === 'done' && left.length === 0) throw new Error('done without a file');
      return `${left.length} whole file(s)`;
    },
  },
  {
    name: 'backup',
    start: (origin, headers) => post(origin, 'backup', headers, { type: 'db' }),
    async check(origin, headers, status) {
      const listed = await getJson<{ name: string }[]>(origin, 'backup', headers);
      const dir = path.join(dataDir, 'backups');
      const strays = files(dir).filter((f) => !listed.some((b) => b.name === f));
      if (strays.length) throw new Error(`unlisted backup files: ${strays.join(', ')}`);
      if (status.state === 'done' && listed.length === 0) throw new Error('done without a backup');
      const sqlite = listed.filter((b) => b.name.endsWith('.sqlite'));
      const torn = sqlite.filter(
        (b) =>
          !fs.readFileSync(path.join(dir, b.name)).subarray(0, 16).equals(Buffer.from('SQLite format 3\0')),
      );
      if (torn.length)
        throw new Error(`backups that are not whole databases: ${torn.map((b) => b.name).join(', ')}`);
      return `${listed.length} backup(s) listed, each a whole database`;
    },
  },
];

async function main(): Promise<number> {
  const factor = process.env.FAULTS_FACTOR || '0.1';
  seedScratch(dataDir, factor, process.env.DATABASE_URL ?? '');
  let failed = false;
  let server = await startServer();
  try {
    let headers = await logIn(server.origin);
    // The unit and the place every row of the import sheet names.
    await post(server.origin, 'organization', headers, { name: IMPORT_ORGANIZATION });
    await post(server.origin, 'storageLocation/create', headers, { name: 'Main', code: IMPORT_PLACE });
    for (const scenario of scenarios) {
      const id = await scenario.start(server.origin, headers);
      const when = await killWhileRunning(server, id, headers);
      server = await startServer();
      headers = await logIn(server.origin);
      const status = await ending(server.origin, id, headers);
      try {
        const found = await scenario.check(server.origin, headers, status);
        console.log(
          `${scenario.name}: killed ${when}; after restart ${status.state} "${status.message}"; ${found}`,
        );
      } catch (err) {
        failed = true;
        console.log(`FAILED ${scenario.name}: killed ${when}; ${(err as Error).message}`);
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? 'faults: FAILED' : 'faults: passed');
  return failed ? 1 : 0;
}

process.exitCode = await main();
