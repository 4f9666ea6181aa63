import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { classId, createOrganization, createPlace, registerAsset, unitAdmin } from './asset-helpers.js';
import { call } from './helpers.js';

describe('assets: registration, lists, edits and scope', () => {
  const t = useTestApp();
  let orgA: number;
  let orgB: number;
  let a: { token: string };
  let b: { token: string };
  const post = (token: string, route: string, body: unknown) =>
    call(t.app, 'POST', route, { token, body, lang: 'en' });
  const get = (token: string, route: string, query?: Record<string, string>) =>
    call(t.app, 'GET', route, { token, query, lang: 'en' });

  beforeAll(async () => {
    orgA = await createOrganization(t.app, 'Unit A');
    orgB = await createOrganization(t.app, 'Unit B');
    a = await unitAdmin(t.app, orgA);
    b = await unitAdmin(t.app, orgB);
  });

  it('registers an asset with a generated code, idle and self-owned, with a history event', async () => {
    const asset = await registerAsset(t.app, a.token, orgA, {
      purchase_date: '2024-05-06',
      attachments: [{ group: 'photo', url: '/uploads/photo/x.png', name: 'front' }],
    });
    expect(asset.code).toMatch(/^ZC0301-2024-\d{6}$/);
    expect(asset).toMatchObject({
      status: 'idle',
      ownership: 'self',
      organization_name: 'Unit A',
      photo: '/uploads/photo/x.png',
    });
    const second = await registerAsset(t.app, a.token, orgA);
    expect(second.code).not.toBe(asset.code);
    const detail = (await get(a.token, 'assets/detail', { id: String(asset.id) })).json().message;
    expect(detail.attachments).toEqual([{ group: 'photo', url: '/uploads/photo/x.png', name: 'front' }]);
    const history = (await get(a.token, `assets/history/${asset.id}`)).json().message;
    expect(history).toEqual([
      expect.objectContaining({ kind: 'created', changes: { status: [null, 'idle'] } }),
    ]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await t.app.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const future = await post(a.token, 'assets/addassets', {
      name: 'X',
      base_data_id: await classId(t.app),
      quantity: 1,
      original_value: 100,
      purchase_date: '2999-01-01',
      organization_id: orgA,
    });
    expect(future.json().errors.purchase_date).toEqual(['The purchase date cannot be in the future']);
    const otherUnit = await post(a.token, 'assets/addassets', {
      name: 'X',
      base_data_id: await classId(t.app),
      quantity: 1,
      original_value: 100,
      purchase_date: '2020-01-01',
      organization_id: orgB,
    });
    expect(otherUnit.json().errors.organization_id).toEqual([
      'The chosen organization is outside your data scope',
    ]);
    const noClass = await post(a.token, 'assets/addassets', {
      name: 'X',
      base_data_id: 999999,
      quantity: 1,
      original_value: 100,
      purchase_date: '2020-01-01',
      organization_id: orgA,
    });
    expect(noClass.json().errors.base_data_id).toEqual(['The asset class does not exist']);
    const after = await t.app.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('filters in SQL: class subtree, place subtree, value and date ranges, keyword and marks', async () => {
    const warehouse = await createPlace(t.app, t.token);
    const shelf = await createPlace(t.app, t.token, await createPlace(t.app, t.token, warehouse));
    const car = await registerAsset(t.app, a.token, orgA, {
      name: 'Sedan',
      base_data_id: await classId(t.app, '303'),
      original_value: 20000000,
      purchase_date: '2019-01-01',
      storage_location_id: shelf,
    });
    const list = async (query: Record<string, string>) =>
      (await get(a.token, 'assets/list', query)).json().message.data.map((r: { id: number }) => r.id);
    expect(await list({ base_data_id: String(await classId(t.app, '3')), value_min: '10000000' })).toEqual([
      car.id,
    ]);
    expect(await list({ storage_location_id: String(warehouse) })).toEqual([car.id]);
    expect(await list({ date_start: '2018-12-31', date_end: '2019-01-02' })).toEqual([car.id]);
    expect(await list({ keyword: car.code.toLowerCase() })).toEqual([car.id]);
    expect(await list({ keyword: 'sed' })).toEqual([car.id]);
    const row = (await get(a.token, 'assets/list', { keyword: 'sedan' })).json().message.data[0];
    expect(row.place_name).toMatch(/^Place \d+ \/ Place \d+ \/ Place \d+$/);

    expect(
      (await post(a.token, 'assets/mark', { ids: [car.id], marks: ['important', 'to_repair'] })).json()
        .status,
    ).toBe(200);
    expect(await list({ mark: 'to_repair' })).toEqual([car.id]);
    await post(a.token, 'assets/mark', { ids: [car.id], marks: [] });
    expect(await list({ mark: 'to_repair' })).toEqual([]);

    // A place that still holds assets cannot be deleted.
    const held = await post(t.token, `storageLocation/destroy/${shelf}`, {});
    expect(held.json()).toMatchObject({
      status: 40900,
      message: 'The place still holds 1 asset and cannot be deleted',
    });
  });

  it('keeps units apart: another unit cannot read or change an asset through any endpoint', async () => {
    const mine = await registerAsset(t.app, a.token, orgA, { name: 'Printer' });
    const id = String(mine.id);
    const theirs = (await get(b.token, 'assets/list', { keyword: 'Printer' })).json().message;
    expect(theirs.total).toBe(0);
    expect((await get(b.token, 'assets/detail', { id })).json().status).toBe(40400);
    expect((await get(b.token, `assets/history/${id}`)).json().status).toBe(40400);
    const body = {
      id: mine.id,
      name: 'Stolen',
      base_data_id: await classId(t.app),
      quantity: 1,
      original_value: 1,
      purchase_date: '2020-01-01',
      organization_id: orgB,
    };
    expect((await post(b.token, 'assets/edit', body)).json().status).toBe(40400);
    for (const [route, payload] of [
      ['assets/binding', { id: mine.id, tag: 'T-1' }],
      ['assets/nobinding', { ids: [mine.id] }],
      ['assets/updateresource', { ids: [mine.id], is_resource: 1 }],
      ['assets/mark', { ids: [mine.id], marks: ['damaged'] }],
      ['assets/del', { ids: [mine.id] }],
    ] as const) {
      expect((await post(b.token, route, payload)).json().status, route).toBe(40400);
    }
    const events = (await get(b.token, 'assets/events', { keyword: mine.code })).json().message;
    expect(events.total).toBe(0);
    const still = (await get(a.token, 'assets/detail', { id })).json().message;
    expect(still).toMatchObject({ name: 'Printer', marks: [], bound: 0, is_resource: 0 });
  });

  it('edits with the version, binds unique tags, shares and deletes idle assets', async () => {
    const asset = await registerAsset(t.app, a.token, orgA, {
      name: 'Desk',
      base_data_id: await classId(t.app, '701'),
    });
    const edit = {
      ...asset,
      name: 'Standing desk',
      base_data_id: await classId(t.app, '701'),
      attachments: [],
    };
    expect((await post(a.token, 'assets/edit', edit)).json().status).toBe(200);
    expect((await post(a.token, 'assets/edit', edit)).json().status).toBe(40900);
    expect((await post(a.token, 'assets/binding', { id: asset.id, tag: 'RFID-9' })).json().status).toBe(200);
    const other = await registerAsset(t.app, a.token, orgA);
    const taken = await post(a.token, 'assets/binding', { id: other.id, tag: 'RFID-9' });
    expect(taken.json().errors.tag).toEqual([`Tag RFID-9 is bound to asset ${asset.code}`]);
    expect(
      (await post(a.token, 'assets/updateresource', { ids: [asset.id], is_resource: 1 })).json().status,
    ).toBe(200);
    const shared = (await get(a.token, 'assets/list', { view: 'resource' })).json().message.data;
    expect(shared.map((r: { id: number }) => r.id)).toEqual([asset.id]);
    expect((await post(a.token, 'assets/del', { ids: [asset.id] })).json().message).toBe('1 asset deleted');
    expect((await get(a.token, 'assets/detail', { id: String(asset.id) })).json().status).toBe(40400);
    const kinds = (await get(t.token, 'assets/events', { keyword: asset.code }))
      .json()
      .message.data.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['deleted', 'resource', 'bound', 'edited', 'created']);
  });

  it('needs the page permission of the view', async () => {
    const onlySelf = await unitAdmin(t.app, orgA, ['SelfAssetsList']);
    expect((await get(onlySelf.token, 'assets/list', { view: 'self' })).json().status).toBe(200);
    expect((await get(onlySelf.token, 'assets/list', { view: 'all' })).json().status).toBe(40300);
    expect((await get(onlySelf.token, 'assets/events')).json().status).toBe(40300);
  });
});
