import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type ChildResult, runChild } from './children.js';
import { ROOT, settings } from './settings.js';

/** Written into the bench data dir once seeding and preparing succeeded; a run with the same one reuses it. */
interface Marker {
  scale: 'bench';
  factor: number;
  /** The PostgreSQL database seeded (without credentials), or `sqlite`. */
  database: string;
  seededAt: string;
  counts: Record<string, number>;
}

/** One marker per kind of database, so a PostgreSQL run does not void the SQLite database beside it. */
const markerFile = () =>
  path.join(settings.dataDir, settings.databaseUrl ? 'bench-seed-postgres.json' : 'bench-seed.json');
/** SQLite files the seeder writes; removed before seeding again in a dir this bench owns. */
const SQLITE_FILES = ['app.db', 'app.db-wal', 'app.db-shm'];

/** `postgres://user:secret@host/db` without the secret, so the marker can say which database it seeded. */
export function describeDatabase(): string {
  if (!settings.databaseUrl) return 'sqlite';
  const url = new URL(settings.databaseUrl);
  url.password = '';
  return url.toString();
}

function readMarker(): Marker | null {
  try {
    return JSON.parse(fs.readFileSync(markerFile(), 'utf8')) as Marker;
  } catch {
    return null;
  }
}

/** Makes room for a new seed: the SQLite files go when this bench made them (a marker) or the dir is bench/'s. */
function clearOldSqlite(hadMarker: boolean): void {
  const owned = hadMarker || settings.dataDir.startsWith(path.join(ROOT, 'bench'));
  const present = SQLITE_FILES.filter((f) => fs.existsSync(path.join(settings.dataDir, f)));
  if (present.length === 0) return;
  if (!owned)
    throw new Error(
      `${settings.dataDir} holds a database the bench did not seed; point BENCH_DATA_DIR at an empty or bench-made dir`,
    );
  for (const f of present) fs.rmSync(path.join(settings.dataDir, f), { force: true });
}

/**
 * The bench database: reused when the marker says it holds this scale and factor (set BENCH_RESEED=1
 * to seed again), otherwise seeded by `npm run seed -- --scale bench --factor <f>` and prepared.
 */
export async function prepareDatabase(): Promise<Marker> {
  const database = describeDatabase();
  const marker = readMarker();
  if (
    marker &&
    marker.factor === settings.factor &&
    marker.database === database &&
    !process.env.BENCH_RESEED
  ) {
    console.log(`  reusing ${settings.dataDir} (seeded ${marker.seededAt}, factor ${marker.factor})`);
    return marker;
  }
  fs.mkdirSync(settings.dataDir, { recursive: true });
  fs.rmSync(markerFile(), { force: true });
  if (!settings.databaseUrl) clearOldSqlite(marker !== null);
  const args = ['run', 'seed', '--', '--scale', 'bench', '--factor', String(settings.factor)];
  // The seeder refuses a database holding orders or assets; BENCH_FORCE=1 adds the data set anyway.
  if (process.env.BENCH_FORCE === '1') args.push('--force');
  console.log(`  npm ${args.join(' ')}  (DATA_DIR=${settings.dataDir}, database ${database})`);
  const seeded = spawnSync('npm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: settings.dataDir,
      DATABASE_URL: settings.databaseUrl,
      ADMIN_PASSWORD: settings.adminPassword,
    },
  });
  if (seeded.status !== 0) throw new Error(`seeding failed (exit code ${seeded.status})`);
  console.log('  rolling up today and counting…');
  const prepared: ChildResult = await runChild('prepare-child.ts', { DATA_DIR: settings.dataDir });
  const next: Marker = {
    scale: 'bench',
    factor: settings.factor,
    database,
    seededAt: new Date().toISOString(),
    counts: prepared.counts as Record<string, number>,
  };
  console.log(
    `  prepared: rollup ${Number(prepared.rollupSeconds).toFixed(1)} s;`,
    JSON.stringify(next.counts),
  );
  fs.writeFileSync(markerFile(), `${JSON.stringify(next, null, 2)}\n`);
  return next;
}

/**
 * The small demo data (`npm run seed -- --scale small`: a shop with a week of orders, assets) in a fresh
 * SQLite database in `dataDir`, with the bench's admin password: what the transfer step measures, so the
 * dashboard draws its charts as it does for a real user.
 */
export function seedSmall(dataDir: string): void {
  const args = ['run', 'seed', '--', '--scale', 'small'];
  console.log(`  npm ${args.join(' ')}  (DATA_DIR=${dataDir}, sqlite)`);
  const seeded = spawnSync('npm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: settings.adminPassword },
  });
  if (seeded.status !== 0) throw new Error(`seeding failed (exit code ${seeded.status})`);
}
