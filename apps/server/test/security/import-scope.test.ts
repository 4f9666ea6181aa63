import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../src/jobs/worker.js';
import { nowIso } from '../../src/lib/time.js';
import { API_PREFIX } from '../../src/plugins/guard.js';
import { useTestApp } from '../app-fixture.js';
import { ASSET_APIS, classId, countAssets, createOrganization, unitAdmin } from '../asset-helpers.js';
import { call, multipart, waitFor } from '../helpers.js';

/** A sheet of the import's columns (keys as headers) and the given rows. */
function sheetOf(rows: (string | number)[][]): Buffer {
  const cell = (v: string | number, c: number, r: number) => {
    const ref = `${String.fromCharCode(65 + c)}${r}`;
    return typeof v === 'number'
      ? `<c r="${ref}"><v>${v}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
  };
  const header = [
    'name',
    'class_code',
    'quantity',
    'original_value',
    'purchase_date',
    'organization',
    'department',
  ];
  const xml = [header, ...rows]
    .map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cell(v, c, r + 1)).join('')}</row>`)
    .join('');
  return zipOf({
    'xl/workbook.xml':
      '<workbook xmlns:r="r"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<worksheet><sheetData>${xml}</sheetData></worksheet>`,
  });
}

/** A zip of stored (uncompressed) entries. */
function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The data scope on every path in: an importer limited to its department (scope `department` or `own`)
 * registers assets into its own departments only, as the asset form does.
 */
describe('asset import keeps to the importer’s departments', () => {
  const t = useTestApp({}, { signedIn: false });
  let worker: JobWorker;
  let orgId: number;
  let mine: number;
  const importers: Record<'department' | 'own', { token: string }> = {} as never;

  beforeAll(async () => {
    worker = new JobWorker(t.app, { pollMs: 20 });
    worker.start();
    orgId = await createOrganization(t.app, '教育局');
    const now = nowIso();
    const dept = async (name: string, parent_id: number | null) =>
      (
        await t.app.db
          .insertInto('departments')
          .values({ organization_id: orgId, parent_id, name, sort: 0, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    mine = await dept('Mine', null);
    await dept('Below', mine);
    await dept('Other', null);
    for (const scope of ['department', 'own'] as const) {
      const admin = await unitAdmin(t.app, orgId, [...ASSET_APIS, 'AssetsImport'], scope);
      await t.app.db.updateTable('admins').set({ department_id: mine }).where('id', '=', admin.id).execute();
      importers[scope] = admin;
    }
  });
  afterAll(async () => {
    await worker.stop();
  });

  const assets = () => countAssets(t.app);

  async function runJob(route: string, content: Buffer, token: string) {
    const { payload, headers } = multipart([{ name: 'file', filename: 'assets.xlsx', content }]);
    const started = (
      await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/${route}`,
        payload,
        headers: { ...headers, authorization: `Bearer ${token}`, lang: 'en' },
      })
    ).json();
    expect(started.status).toBe(200);
    return waitFor(
      async () =>
        (await call(t.app, 'GET', `job/${started.message.job_id}`, { token, lang: 'en' })).json().message,
      (job) => job.state === 'done' || job.state === 'failed',
      20_000,
    );
  }

  const row = (name: string, department: string) => [name, '701', 1, 100, '2024-01-01', '教育局', department];

  it.each(['department', 'own'] as const)(
    'scope %s: a row into another department is a row error',
    async (scope) => {
      const { token } = importers[scope];
      const sheet = sheetOf([row('Desk', 'Mine'), row('Chair', 'Below'), row('Lamp', 'Other')]);
      const checked = await runJob('assstmall/Assetimport', sheet, token);
      expect(checked.result).toMatchObject({ total: 3, valid: 2, error_count: 1 });
      expect(checked.result.errors).toEqual([
        { line: 4, column: 'Department', message: 'The chosen organization is outside your data scope' },
      ]);
      const before = await assets();
      const imported = await runJob('assstmall/new_Assetimport', sheet, token);
      expect(imported).toMatchObject({
        state: 'failed',
        message: expect.stringMatching(/^The sheet has 1 error/),
      });
      expect(await assets()).toBe(before);

      const fine = await runJob('assstmall/new_Assetimport', sheetOf([row('Desk', 'Mine')]), token);
      expect(fine).toMatchObject({ state: 'done', message: '1 asset imported' });
      expect(await assets()).toBe(before + 1);
    },
  );

  it('the asset form refuses the same department, through the same check', async () => {
    const other = await t.app.db
      .selectFrom('departments')
      .select('id')
      .where('name', '=', 'Other')
      .executeTakeFirstOrThrow();
    const base_data_id = await classId(t.app);
    const add = (token: string, department_id: number) =>
      call(t.app, 'POST', 'assets/addassets', {
        token,
        lang: 'en',
        body: {
          name: 'Laptop',
          base_data_id,
          unit: '台',
          quantity: 1,
          original_value: 100,
          purchase_date: '2025-03-01',
          organization_id: orgId,
          department_id,
          ownership: 'self',
          attachments: [],
        },
      });
    for (const scope of ['department', 'own'] as const) {
      const refused = await add(importers[scope].token, other.id);
      expect(refused.json(), scope).toMatchObject({
        status: 42200,
        errors: { department_id: ['The chosen organization is outside your data scope'] },
      });
      expect((await add(importers[scope].token, mine)).json().status, scope).toBe(200);
    }
  });
});
