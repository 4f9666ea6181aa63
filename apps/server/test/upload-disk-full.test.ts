import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../src/plugins/guard.js';
import { createTestApp, multipart, type TestApp, tokenFor } from './helpers.js';

/**
 * A full disk during an upload. The disk is not ours to fill here, so the file system
 * fails with ENOSPC through a spy; apps/server/stress/disk-full.ts fills a real tmpfs.
 */
const enospc = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });

const MESSAGES = {
  zh: '服务器磁盘空间已满，本次内容未保存，请清理空间或联系管理员',
  en: "The server's disk is full, nothing was saved; please free some space or contact the administrator",
};

describe('POST uploadPictures on a full disk', () => {
  let t: TestApp;
  let token: string;
  let image: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t.app, 'admin');
    image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2288aa' } })
      .png()
      .toBuffer();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const upload = (lang: 'zh' | 'en') => {
    const { payload, headers } = multipart([
      { name: 'type', value: '2' },
      { name: 'file', filename: 'photo.png', content: image, type: 'image/png' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/uploadPictures`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}`, lang },
    });
  };
  /** Every file below `dir`, recursively. */
  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir)
      ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
          fs.statSync(path.join(dir, f)).isFile(),
        )
      : [];
  const rows = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function expectNothingKept(res: Awaited<ReturnType<typeof upload>>, lang: 'zh' | 'en') {
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toEqual({ result: 'error', status: 50700, message: MESSAGES[lang] });
    expect(filesUnder(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
    expect(filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
    expect(await rows()).toBe(0);
  }

  it('responds with 50700 when the temporary file cannot be written, and removes what was written of it', async () => {
    const open = fsp.open.bind(fsp);
    vi.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
      const handle = await open(...args);
      // The first chunk reaches the disk, then the disk is full: a real partial file to clean up.
      handle.createWriteStream = () =>
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            handle.write(chunk).then(() => callback(enospc()), callback);
          },
        }) as ReturnType<typeof handle.createWriteStream>;
      return handle;
    });
    await expectNothingKept(await upload('zh'), 'zh');
  });

  it('responds with 50700 when the stored copy cannot be written (the uploads volume is full)', async () => {
    const writeFile = fsp.writeFile.bind(fsp);
    vi.spyOn(fsp, 'writeFile').mockImplementation(async (file, data, options) => {
      // Half the thumbnail lands on disk before the error, as a real short write leaves it.
      await writeFile(file, (data as Buffer).subarray(0, 100), options);
      throw enospc();
    });
    await expectNothingKept(await upload('en'), 'en');
  });

  it('stores the upload once there is space again', async () => {
    const res = await upload('en');
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows()).toBe(1);
    // The file and its two small copies.
    expect(filesUnder(path.join(t.config.dataDir, 'uploads'))).toHaveLength(3);
  });
});
