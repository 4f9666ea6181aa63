import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Not imported from bench/run/settings.ts: that module reads BENCH_DATA_DIR once, when first imported,
// and the stress files set it after their static imports.
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Seeds `factor` of the bench data set into `dataDir` (and `databaseUrl` when given), as an operator does. */
export function seedScratch(dataDir: string, factor: string, databaseUrl = ''): void {
  console.log(`seeding ${factor} of the bench data set into ${databaseUrl || dataDir}`);
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--scale', 'bench', '--factor', factor], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'Bench12345pass' },
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
}

export interface Answer {
  http: number;
  status: number;
  message: unknown;
}

/** `POST <API>/<route>` with a JSON body: the HTTP status and the envelope (status 0 when none came). */
export async function postJson(
  origin: string,
  route: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<Answer> {
  const res = await fetch(`${origin}/api/v1/admin/${route}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    const envelope = JSON.parse(text) as { status: number; message: unknown };
    return { http: res.status, status: envelope.status, message: envelope.message };
  } catch {
    return { http: res.status, status: 0, message: text.slice(0, 200) };
  }
}

/** Throws `message` (with the figures) when `condition` is false. */
export function expectThat(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}
