import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, waitFor } from './helpers.js';

interface Entry {
  id: number;
  path: string;
  status: number;
  subject_type: string | null;
  subject_id: number | null;
  changes?: Record<string, [unknown, unknown]> | null;
}

describe('admin log: what each write changed (before → after)', () => {
  const t = useTestApp();
  const post = (route: string, body: unknown) => call(t.app, 'POST', route, { token: t.token, body });
  const saved = async (route: string, body: unknown) => {
    const res = await post(route, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result, res.body).toBe('ok');
    return res.json().message as { id: number; version: number };
  };
  /** The entries of a record, newest first (the log is written once the response has gone). */
  const history = async (type: string, id: number, count: number): Promise<Entry[]> => {
    const res = await waitFor(
      () =>
        call(t.app, 'GET', 'admin/log', {
          token: t.token,
          query: { subject_type: type, subject_id: String(id) },
        }),
      (r) => r.statusCode !== 200 || r.json().message.total >= count,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message.data;
  };
  const detail = async (id: number): Promise<Entry> =>
    (await call(t.app, 'GET', `admin/log/${id}`, { token: t.token })).json().message;
  /** The entry of the latest request to `path`, once written. */
  const latest = async (path: string): Promise<Entry> => {
    const res = await waitFor(
      () => call(t.app, 'GET', 'admin/log', { token: t.token, query: { path } }),
      (r) => r.json().message.data.some((e: Entry) => e.path === path),
    );
    const entry = res.json().message.data.find((e: Entry) => e.path === path);
    return detail(entry.id);
  };

  it('records a brand edit as the changed fields only, its creation and deletion field by field', async () => {
    const brand = await saved('brand', { name: 'Huawei', logo: '/uploads/2026/01/hw.png', sort: 3 });
    await saved(`brand/${brand.id}`, { name: 'HUAWEI', logo: '/uploads/2026/01/hw.png', sort: 3, version: 1 });
    const [edit, create] = await history('brand', brand.id, 2);
    expect((await detail(create!.id)).changes).toMatchObject({
      name: [null, 'Huawei'],
      logo: [null, '/uploads/2026/01/hw.png'],
      sort: [null, 3],
    });
    expect(edit).toMatchObject({ path: `brand/${brand.id}`, subject_type: 'brand', subject_id: brand.id });
    expect((await detail(edit!.id)).changes).toEqual({ name: ['Huawei', 'HUAWEI'] });

    expect((await post(`brand/destroy/${brand.id}`, {})).json().result).toBe('ok');
    const [removed] = await history('brand', brand.id, 3);
    expect((await detail(removed!.id)).changes).toMatchObject({ name: ['HUAWEI', null], sort: [3, null] });
  });

  it('records a goods edit as the changed fields only, and its state change and deletion', async () => {
    const c = await seedCatalog(t.app, '-log');
    const good = await saved('good', generalGood(c.categoryId, { name: 'Plain mug' }));
    await saved(`good/${good.id}`, generalGood(c.categoryId, { name: 'Blue mug', version: good.version }));
    const [edit, create] = await history('good', good.id, 2);
    expect((await detail(create!.id)).changes).toMatchObject({
      name: [null, 'Plain mug'],
      category_id: [null, c.categoryId],
      price: [null, 1999],
    });
    expect((await detail(edit!.id)).changes).toEqual({ name: ['Plain mug', 'Blue mug'] });

    expect((await post(`good/state/${good.id}`, { is_show: 0 })).json().result).toBe('ok');
    const [state] = await history('good', good.id, 3);
    expect((await detail(state!.id)).changes).toEqual({ is_show: [1, 0] });

    expect((await post(`good/destroy/${good.id}`, {})).json().result).toBe('ok');
    const [removed] = await history('good', good.id, 4);
    expect((await detail(removed!.id)).changes).toMatchObject({ name: ['Blue mug', null] });
  });

  it('filters the log by record: only that record’s entries', async () => {
    const a = await saved('brand', { name: 'Alpha' });
    const b = await saved('brand', { name: 'Beta' });
    await saved(`brand/${a.id}`, { name: 'Alpha 2', version: 1 });
    await saved(`brand/${b.id}`, { name: 'Beta 2', version: 1 });
    const entries = await history('brand', a.id, 2);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.subject_type === 'brand' && e.subject_id === a.id)).toBe(true);
    expect(entries.map((e) => e.path)).toEqual([`brand/${a.id}`, 'brand']);
  });

  it('records no changes of a failed write', async () => {
    const brand = await saved('brand', { name: 'Gamma' });
    const stale = await post(`brand/${brand.id}`, { name: 'Lost', version: 7 });
    expect(stale.json().status).toBe(40900);
    const entry = await latest(`brand/${brand.id}`);
    expect(entry).toMatchObject({ status: 409, subject_type: null, subject_id: null, changes: null });
    expect(await history('brand', brand.id, 1)).toHaveLength(1);
  });
});
