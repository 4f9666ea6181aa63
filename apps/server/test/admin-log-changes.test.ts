import { describe, expect, it } from 'vitest';
import { loggedWrites } from './admin-log-helpers.js';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call } from './helpers.js';
import { runExport, valuesOf } from './list-export-helpers.js';

describe('admin log: what each write changed (before → after)', () => {
  // The export runs as a job.
  const t = useTestApp({}, { worker: { pollMs: 20 } });
  const { log, post, saved } = loggedWrites(t);

  it('records a brand edit as the changed fields only, its creation and deletion field by field', async () => {
    const brand = await saved('brand', { name: 'Huawei', logo: '/uploads/2026/01/hw.png', sort: 3 });
    await saved(`brand/${brand.id}`, {
      name: 'HUAWEI',
      logo: '/uploads/2026/01/hw.png',
      sort: 3,
      version: 1,
    });
    const [edit, create] = await log.history('brand', brand.id, 2);
    expect((await log.detail(create!.id)).changes).toMatchObject({
      name: [null, 'Huawei'],
      logo: [null, '/uploads/2026/01/hw.png'],
      sort: [null, 3],
    });
    expect(edit).toMatchObject({ path: `brand/${brand.id}`, subject_type: 'brand', subject_id: brand.id });
    expect((await log.detail(edit!.id)).changes).toEqual({ name: ['Huawei', 'HUAWEI'] });

    expect((await post(`brand/destroy/${brand.id}`, {})).json().result).toBe('ok');
    expect(await log.lastChanges('brand', brand.id, 3)).toMatchObject({
      name: ['HUAWEI', null],
      sort: [3, null],
    });
  });

  it('records a goods edit as the changed fields only, and its state change and deletion', async () => {
    const c = await seedCatalog(t.app, '-log');
    const good = await saved('good', generalGood(c.categoryId, { name: 'Plain mug' }));
    await saved(`good/${good.id}`, generalGood(c.categoryId, { name: 'Blue mug', version: good.version }));
    const [edit, create] = await log.history('good', good.id, 2);
    expect((await log.detail(create!.id)).changes).toMatchObject({
      name: [null, 'Plain mug'],
      category_id: [null, c.categoryId],
      price: [null, 1999],
      images: [null, ['/uploads/2026/01/mug.png', '/uploads/2026/01/mug-side.png']],
    });
    expect((await log.detail(edit!.id)).changes).toEqual({ name: ['Plain mug', 'Blue mug'] });

    expect((await post(`good/state/${good.id}`, { is_show: 0 })).json().result).toBe('ok');
    expect(await log.lastChanges('good', good.id, 3)).toEqual({ is_show: [1, 0] });

    expect((await post(`good/destroy/${good.id}`, {})).json().result).toBe('ok');
    expect(await log.lastChanges('good', good.id, 4)).toMatchObject({ name: ['Blue mug', null] });
  });

  it('writes one entry per record of a batch, each with its own changes', async () => {
    const a = await saved('brand', { name: 'Batch A' });
    const b = await saved('brand', { name: 'Batch B' });
    expect((await post('brand/destroy/0', { ids: [a.id, b.id] })).json().result).toBe('ok');
    expect(await log.lastChanges('brand', a.id, 2)).toMatchObject({ name: ['Batch A', null] });
    expect(await log.lastChanges('brand', b.id, 2)).toMatchObject({ name: ['Batch B', null] });
  });

  it('filters the log by record: only that record’s entries', async () => {
    const a = await saved('brand', { name: 'Alpha' });
    const b = await saved('brand', { name: 'Beta' });
    await saved(`brand/${a.id}`, { name: 'Alpha 2', version: 1 });
    await saved(`brand/${b.id}`, { name: 'Beta 2', version: 1 });
    const entries = await log.history('brand', a.id, 2);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.subject_type === 'brand' && e.subject_id === a.id)).toBe(true);
    expect(entries.map((e) => e.path)).toEqual([`brand/${a.id}`, 'brand']);
    const byType = await call(t.app, 'GET', 'admin/log', {
      token: t.token,
      query: { subject_type: 'brand' },
    });
    expect(
      byType.json().message.data.every((e: { subject_type: string }) => e.subject_type === 'brand'),
    ).toBe(true);
    const unknown = await call(t.app, 'GET', 'admin/log', { token: t.token, query: { subject_type: 'x' } });
    expect(unknown.json().status).toBe(42200);
  });

  it('records no changes of a failed write', async () => {
    const brand = await saved('brand', { name: 'Gamma' });
    const stale = await post(`brand/${brand.id}`, { name: 'Lost', version: 7 });
    expect(stale.json().status).toBe(40900);
    const entry = await log.latest(`brand/${brand.id}`);
    expect(entry).toMatchObject({ status: 409, subject_type: null, subject_id: null, changes: null });
    expect(await log.history('brand', brand.id, 1)).toHaveLength(1);
  });

  it('exports the entries with their record and changes', async () => {
    const brand = await saved('brand', { name: 'Delta' });
    await saved(`brand/${brand.id}`, { name: 'Delta 2', version: 1 });
    await log.history('brand', brand.id, 2);
    const { rows } = await runExport(t.app, t.token, 'admin/log', {
      body: { subject_type: 'brand', subject_id: brand.id },
    });
    expect(valuesOf(rows, 'Record')).toEqual([`Brands #${brand.id}`, `Brands #${brand.id}`]);
    const [edit, create] = valuesOf(rows, 'Changes');
    expect(edit).toBe('Name: Delta → Delta 2');
    expect(String(create)).toContain('Name: — → Delta');
  });
});
