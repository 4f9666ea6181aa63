import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { formatDate, THUMBNAIL_WIDTHS } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { thumbnailPath, uploadsRoot, writeThumbnail } from '../modules/upload/storage.js';
import { API_PREFIX } from '../plugins/guard.js';
import { issueSession } from '../security/sessions.js';

/** A small deterministic generator, so two runs make the same shop. */
export function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/**
 * A demo member's gender (mostly known) and birthday (aged 12 to 78, one in eight unknown), so the age
 * and sex statistics show something on a fresh install.
 */
export function person(rnd: ReturnType<typeof random>): { gender: number; birthday: string | null } {
  const gender = [1, 2, 1, 2, 0][rnd.int(0, 4)] ?? 0;
  if (rnd.int(1, 8) === 1) return { gender, birthday: null };
  const now = new Date();
  const born = new Date(now.getFullYear() - rnd.int(12, 78), now.getMonth(), now.getDate() - rnd.int(0, 364));
  return { gender, birthday: formatDate(born) };
}

/** A plain coloured PNG with a pale disc in the middle: a stand-in for a product photo or a banner. */
export async function renderPicture(hue: number, width = 400, height = 400): Promise<Buffer> {
  const [r, g, b] = [hue, (hue * 3) % 256, (hue * 7) % 256];
  const radius = Math.round(Math.min(width, height) * 0.3);
  const disc = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${radius}" fill="white" fill-opacity="0.55"/></svg>`;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .composite([{ input: Buffer.from(disc) }])
    .png()
    .toBuffer();
}

/** A plain coloured product picture, stored like an upload (the bench data set writes many at once). */
export async function picture(dataDir: string, name: string, hue: number): Promise<string> {
  const hash = createHash('md5').update(name).digest('hex');
  const rel = `2026/11/${hash}.png`;
  const file = path.join(uploadsRoot(dataDir), rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, await renderPicture(hue));
  // The small copies a real upload gets, which lists show instead of the full picture.
  for (const width of THUMBNAIL_WIDTHS) {
    const thumb = path.join(uploadsRoot(dataDir), thumbnailPath(rel, width));
    await fs.rm(thumb, { force: true });
    await writeThumbnail(file, thumb, 'png', width);
  }
  return `/uploads/${rel}`;
}

/**
 * Calls the API as a client would. `from` is the client's address: shoppers each come from their own,
 * as real ones do, so the storefront's per-address rate limits see a crowd, not one busy address.
 */
export function client(app: FastifyInstance, root: string, token?: string) {
  return async <T>(
    method: 'GET' | 'POST',
    route: string,
    body?: unknown,
    bearer = token,
    from?: string,
  ): Promise<T> => {
    const res = await app.inject({
      method,
      url: `${root}/${route}`,
      ...(from ? { remoteAddress: from } : {}),
      headers: {
        accept: 'application/json',
        lang: 'zh',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const json = res.json() as { status: number; message: T };
    if (json.status !== 200) throw new Error(`${method} ${route}: ${res.body.slice(0, 300)}`);
    return json.message;
  };
}

export type Api = ReturnType<typeof client>;

/** Uploads a picture as the admin pages do (`POST uploadPictures`), so it is in the media library. */
export type Upload = (name: string, png: Buffer) => Promise<string>;

/** The multipart body of one PNG file in the photo group, as a browser sends it. */
function pictureForm(name: string, png: Buffer): { payload: Buffer; type: string } {
  const boundary = `----demo${createHash('md5').update(name).digest('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nphoto\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}.png"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

export function uploader(app: FastifyInstance, token: string): Upload {
  return async (name, png) => {
    const form = pictureForm(name, png);
    const res = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/uploadPictures`,
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'content-type': form.type },
      payload: form.payload,
    });
    const json = res.json() as { status: number; message: string };
    if (json.status !== 200) throw new Error(`upload ${name}: ${res.body.slice(0, 300)}`);
    return json.message;
  };
}

/** The first administrator (the one a fresh install makes), signed in for the seeder. */
export async function signInFirstAdmin(app: FastifyInstance) {
  const admin = await app.db
    .selectFrom('admins')
    .select(['id', 'organization_id', 'department_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const session = await issueSession(app.db, admin.id, {
    ip: '127.0.0.1',
    userAgent: 'seed',
    remember: false,
  });
  return {
    admin,
    token: session.access_token,
    api: client(app, API_PREFIX, session.access_token),
    upload: uploader(app, session.access_token),
  };
}

/**
 * The demo is already in the database: its names are fixed (no run-specific suffix), so a second run
 * would repeat every name and trip over the unique ones.
 */
export class DemoAlreadySeeded extends Error {
  constructor(what: string) {
    super(
      `The demo ${what} is already in this database. Seed into an empty DATA_DIR / DATABASE_URL, ` +
        'or restore the database from before the first run.',
    );
  }
}

/** A UUID made from a name (page layouts name their blocks by UUID), the same on every run. */
export function nameUuid(name: string): string {
  const hex = createHash('md5').update(name).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function progress(label: string, done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(
    `\r${label.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
  );
  if (done === total) process.stdout.write('\n');
}

export type Report = (label: string, done: number, total: number) => void;
