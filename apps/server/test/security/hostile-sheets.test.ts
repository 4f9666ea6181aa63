import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JobFailure } from '../../src/jobs/types.js';
import { parseSheet } from '../../src/modules/assets/import/parse-sheet.js';
import { API_PREFIX } from '../../src/plugins/guard.js';
import { useTestApp } from '../app-fixture.js';
import { countAssets } from '../asset-helpers.js';
import { multipart } from '../helpers.js';
import { HOSTILE_SHEETS, xfdRows } from './hostile-sheets.js';

/**
 * A refusal reads the sheet's declared size and stops; a parse that walked the declared range (a million
 * rows by 16 384 columns) would not end within minutes. So the bound only separates those two: on an idle
 * machine a refusal takes under a second, the parse worker's start included (it loads TypeScript in
 * tests), and a machine busy with other test files has taken up to 5 s.
 */
const QUICK_MS = 30_000;

describe('hostile import sheets are refused at upload, quickly and without a trace', () => {
  const t = useTestApp();

  async function upload(route: string, content: Buffer, lang: 'zh' | 'en' = 'en') {
    const { payload, headers } = multipart([{ name: 'file', filename: 'assets.xlsx', content }]);
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/${route}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${t.token}`, lang },
    });
    return { body: response.json(), ms: Date.now() - started };
  }

  const assets = () => countAssets(t.app);
  const importJobs = () =>
    t.app.db.selectFrom('jobs').select('id').where('type', 'like', 'assets.import%').execute();

  it.each(HOSTILE_SHEETS)('$name: 42200 with a clear message, nothing queued', async ({ file, message }) => {
    const sheet = file();
    expect(sheet.length).toBeLessThan(700 * 1024);
    for (const route of ['assstmall/Assetimport', 'assstmall/new_Assetimport']) {
      const { body, ms } = await upload(route, sheet);
      expect(body).toMatchObject({ result: 'error', status: 42200, errors: { file: [expect.any(String)] } });
      expect(body.message).toMatch(message);
      expect(ms, `${route} took ${ms} ms`).toBeLessThan(QUICK_MS);
    }
    expect(await importJobs()).toEqual([]);
    expect(await assets()).toBe(0);
  });

  it('responds in the caller’s language', async () => {
    const xfe = HOSTILE_SHEETS.find((s) => s.name === 'a cell past XFD1048576');
    const { body } = await upload('assstmall/Assetimport', xfe?.file() ?? Buffer.alloc(0), 'zh');
    expect(body.message).toBe(
      '表格中的单元格或范围“XFE1048577”超出了表格的最大范围（XFD1048576），文件已损坏',
    );
  });

  it('keeps the memory flat and leaves no file behind', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    for (const { file } of HOSTILE_SHEETS) await upload('assstmall/Assetimport', file());
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    expect(grown, `${grown.toFixed(0)} MB`).toBeLessThan(150);
    const dir = path.join(t.config.dataDir, 'imports');
    const left = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }) : [];
    expect(left.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });

  it('ends a parse that takes too long or too much memory, with a message for the user', async () => {
    const dir = path.join(t.config.dataDir, 'limits');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'sheet.xlsx');
    fs.writeFileSync(file, xfdRows(100_000));
    const job = { file, out: path.join(dir, 'rows'), limits: { maxRows: 200_000, unpackedBytes: 1 << 26 } };
    // The worker cannot even start within a millisecond: the time limit ends it.
    await expect(parseSheet(job, { timeoutMs: 1 })).rejects.toEqual(
      new JobFailure('assetImport.tooSlow', { seconds: 0 }),
    );
    // Nor load its code within the least heap a worker is given (asked for 1 MB): the memory limit ends it.
    await expect(parseSheet(job, { memoryMb: 1 })).rejects.toEqual(new JobFailure('assetImport.tooComplex'));
    expect(fs.readdirSync(dir)).toEqual(['sheet.xlsx']);
    // Within both, the same sheet parses (its far cells skipped).
    expect(await parseSheet(job)).toBe(100_001);
  });
});
