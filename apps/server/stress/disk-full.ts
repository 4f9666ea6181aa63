/**
 * `npm run test:stress` (faults): a full disk on upload, for real. Two 2 MB tmpfs volumes are
 * mounted over the built server's DATA_DIR/uploads and DATA_DIR/tmp (where uploads arrive first), so
 * the move between them is a copy, as with an uploads volume of its own. Each is filled in turn, and
 * once the stored copy is cut half-way: every upload must respond with 507 / 50700 with the localized message
 * and leave nothing (no temporary or partial file, no `uploads` row); after space is freed an upload
 * succeeds and is served. Needs root (mount); skipped otherwise. Environment: STRESS_PORT (18184).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { translate } from '@bo/contract';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { expectThat } from './scratch.js';

if (process.getuid?.() !== 0) {
  console.log('disk full: SKIPPED (mounting a tmpfs needs root)');
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-disk-full-'));
process.env.BENCH_DATA_DIR = dataDir;
process.env.BENCH_PORT = process.env.STRESS_PORT || '18184';
process.env.DATABASE_URL = '';
const { API, logIn, startServer } = await import('../bench/run/server.js');

const volumes = { uploads: path.join(dataDir, 'uploads'), tmp: path.join(dataDir, 'tmp') };
const filler = (volume: string) => path.join(volume, 'filler');

/** Writes a file until the volume is full, then frees `leaveBytes` of it again. */
function fill(volume: string, leaveBytes = 0): void {
  const fd = fs.openSync(filler(volume), 'w');
  const chunk = Buffer.alloc(16 * 1024, 7);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    fs.closeSync(fd);
  }
  if (leaveBytes) fs.truncateSync(filler(volume), Math.max(0, fs.statSync(filler(volume)).size - leaveBytes));
}

const free = (volume: string) => fs.rmSync(filler(volume), { force: true });
/** Every file on both volumes but the fillers. */
const leftovers = () =>
  Object.values(volumes).flatMap((dir) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => f !== 'filler' && fs.statSync(path.join(dir, f)).isFile())
      .map((f) => path.join(path.basename(dir), f)),
  );
const uploadRows = () => {
  const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return (db.prepare('select count(*) as n from uploads').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

async function upload(origin: string, headers: Record<string, string>, image: Buffer, lang: 'zh' | 'en') {
  const form = new FormData();
  form.append('type', '2');
  form.append('file', new Blob([image], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${origin}${API}/uploadPictures`, {
    method: 'POST',
    headers: { ...headers, lang },
    body: form,
  });
  return { http: res.status, body: (await res.json()) as { status: number; message: string } };
}

async function main(): Promise<number> {
  for (const dir of Object.values(volumes)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir]);
  }
  let failed = false;
  const server = await startServer();
  try {
    const headers = await logIn(server.origin);
    // Noise does not compress: about 600 KB of PNG, under the photo limit, over the space left below.
    const { width, height } = { width: 420, height: 480 };
    const image = await sharp(
      Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width, height, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    const cases = [
      { name: 'upload folder (tmp) full', lang: 'zh', setUp: () => fill(volumes.tmp) },
      {
        name: 'uploads volume full',
        lang: 'en',
        setUp: () => {
          free(volumes.tmp);
          fill(volumes.uploads);
        },
      },
      {
        name: 'stored copy cut half-way',
        lang: 'zh',
        setUp: () => {
          free(volumes.uploads);
          fill(volumes.uploads, 300 * 1024);
        },
      },
    ] as const;
    for (const c of cases) {
      c.setUp();
      const answer = await upload(server.origin, headers, image, c.lang);
      const message = translate(c.lang, 'errors.diskFull');
      const left = leftovers();
      const rows = uploadRows();
      console.log(
        `disk full, ${c.name}: HTTP ${answer.http} ${answer.body.status} "${answer.body.message}"; ${left.length} files left, ${rows} upload rows`,
      );
      expectThat(
        answer.http === 507 && answer.body.status === 50700 && answer.body.message === message,
        `${c.name}: ${JSON.stringify(answer)}`,
      );
      expectThat(left.length === 0 && rows === 0, `${c.name}: left ${left.join(', ')} and ${rows} rows`);
    }
    free(volumes.uploads);
    const answer = await upload(server.origin, headers, image, 'zh');
    expectThat(answer.http === 200, `upload after freeing space: ${JSON.stringify(answer)}`);
    const served = await fetch(`${server.origin}${answer.body.message}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expectThat(
      served.status === 200 && bytes.equals(image),
      `the stored upload is not served whole (HTTP ${served.status})`,
    );
    expectThat(uploadRows() === 1 && leftovers().length === 2, `after the upload: ${leftovers().join(', ')}`);
    console.log(
      `disk full: after freeing space the upload is stored (${image.length} bytes and its _300 copy, 1 row) and served whole`,
    );
  } catch (err) {
    failed = true;
    console.log(`FAILED disk full: ${(err as Error).message}`, (err as Error).cause ?? '');
  } finally {
    await server.stop();
    for (const dir of Object.values(volumes)) execFileSync('umount', ['-l', dir]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? 'disk full: FAILED' : 'disk full: passed');
  return failed ? 1 : 0;
}

process.exitCode = await main();
