import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

describe('asset reference data: classes and places', () => {
  const t = useTestApp();
  const post = (route: string, body: unknown) =>
    call(t.app, 'POST', route, { token: t.token, body, lang: 'en' });
  const get = async (route: string, query?: Record<string, string>) =>
    (await call(t.app, 'GET', route, { token: t.token, query })).json().message;
  const place = async (name: string, code: string, pid = 0) =>
    (await post('storageLocation/create', { name, code, pid })).json().message;

  it('seeds the national classes as a tree that any administrator can read', async () => {
    const tree = await get('BaseDataTree');
    expect(tree.map((c: { code: string }) => c.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const general = tree.find((c: { code: string }) => c.code === '3');
    expect(general).toMatchObject({ name: '通用设备', unit: '台', useful_life: 6 });
    expect(general.children.map((c: { name: string }) => c.name)).toContain('计算机设备及软件');
    const inGeneral = await get('BaseDataList', { pid: String(general.id), limit: '50' });
    expect(inGeneral.total).toBe(general.children.length + 1);
    expect((await get('BaseDataList', { keyword: '车辆' })).data).toEqual([
      expect.objectContaining({ code: '303', unit: '辆', useful_life: 8 }),
    ]);
    const anyone = await createAdminWith(t.app, []);
    expect((await call(t.app, 'GET', 'BaseDataTree', { token: anyone.token })).json().status).toBe(200);
  });

  it('nests warehouse → zone → shelf with paths, unique codes and no deeper', async () => {
    const warehouse = await place('Main warehouse', 'WH-1');
    const zone = await place('Zone A', 'WH-1-A', warehouse.id);
    const shelf = await place('Shelf 3', 'WH-1-A-3', zone.id);
    expect(shelf).toMatchObject({ level: 3, path: 'Main warehouse / Zone A / Shelf 3' });
    const tooDeep = await post('storageLocation/create', { name: 'Box', code: 'BOX-1', pid: shelf.id });
    expect(tooDeep.json().errors.pid).toEqual([
      'Places go three levels deep at most: warehouse, zone, shelf',
    ]);
    const duplicate = await post('storageLocation/create', { name: 'Again', code: 'WH-1' });
    expect(duplicate.json().status).toBe(42200);

    const tree = await get('storageLocationTree');
    expect(tree[0].children[0].children[0]).toMatchObject({ code: 'WH-1-A-3' });
    const inside = await get('storageLocationList', { pid: String(warehouse.id) });
    expect(inside.data.map((p: { code: string }) => p.code)).toEqual(['WH-1', 'WH-1-A', 'WH-1-A-3']);
    expect((await get('storageLocationList', { keyword: 'shelf' })).total).toBe(1);

    // Every asset form picks places: the tree is readable without PlaceList, the list and changes are not.
    const clerk = await createAdminWith(t.app, []);
    const asClerk = (route: string) => call(t.app, 'GET', route, { token: clerk.token });
    expect((await asClerk('storageLocationTree')).json().status).toBe(200);
    expect((await asClerk('storageLocationList')).json().status).toBe(40300);
  });

  it('moves a place with what it holds, never into itself, and deletes only empty places', async () => {
    const [warehouse] = await get('storageLocationTree');
    const zone = warehouse.children[0];
    const other = await place('Second warehouse', 'WH-2');
    const cycle = await post(`storageLocation/${warehouse.id}`, { ...warehouse, pid: zone.id });
    expect(cycle.json().errors.pid).toEqual(['A place cannot move into itself or into a place inside it']);
    const moved = await post(`storageLocation/${zone.id}`, {
      name: zone.name,
      code: zone.code,
      pid: other.id,
      version: zone.version,
    });
    expect(moved.json().status).toBe(200);
    const shelf = (await get('storageLocationList', { keyword: 'WH-1-A-3' })).data[0];
    expect(shelf.path).toBe('Second warehouse / Zone A / Shelf 3');

    expect((await post(`storageLocation/destroy/${other.id}`, {})).json()).toMatchObject({
      status: 40900,
      message: 'This place still holds 1 place, so it cannot be deleted',
    });
    expect((await post(`storageLocation/destroy/${warehouse.id}`, {})).json().status).toBe(200);
    const viewer = await createAdminWith(t.app, ['PlaceList']);
    const denied = await call(t.app, 'POST', 'storageLocation/create', {
      token: viewer.token,
      body: { name: 'X', code: 'X-1' },
    });
    expect(denied.json().status).toBe(40300);
  });
});
