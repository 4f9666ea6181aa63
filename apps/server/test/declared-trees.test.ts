import { TREE_RESOURCES } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuesOf } from './declared-samples.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from './helpers.js';

interface Node {
  id: number;
  level?: number;
  version: number;
  children: Node[];
}

/** Every tree resource, through the paths its declaration names (the web's client uses the same). */
describe.each(TREE_RESOURCES.map((resource) => [resource.name, resource] as const))(
  'the tree resource %s',
  (_name, resource) => {
    const { paths, parent, maxLevel, treeQuery } = resource.tree;
    const at = (path: string, id: number) => path.replace('{id}', String(id));
    // Rows carry their level unless declared without it (permissions).
    const levelOf = (level: number) => (resource.tree.level === false ? {} : { level });
    // A field kept once made (a permission's api) is sent again as it was.
    const kept = (record: Record<string, unknown>) =>
      Object.fromEntries(
        resource.fieldNames
          .filter((name) => resource.fields[name]?.createOnly)
          .map((name) => [name, record[name]]),
      );
    let t: TestApp;
    let token: string;
    const post = (route: string, body: unknown) => call(t.app, 'POST', route, { token, body, lang: 'en' });
    const get = async (route: string) => (await call(t.app, 'GET', route, { token })).json();
    const getTree = async () => (await call(t.app, 'GET', paths.tree, { token, query: treeQuery })).json();
    /** A new record under `pid` (0 at the top): the row the server returns. */
    const create = async (seed: number, pid: number) => {
      const created = (await post(paths.create, { ...valuesOf(resource, seed), [parent]: pid })).json();
      expect(created.result, JSON.stringify(created)).toBe('ok');
      return created.message as Node;
    };

    beforeAll(async () => {
      t = await createTestApp();
      token = await tokenFor(t.app);
    });
    afterAll(async () => t.close());

    it('creates a root and a child, lists them as a tree and edits under the version lock', async () => {
      const root = await create(1, 0);
      expect(root).toMatchObject({ ...valuesOf(resource, 1), ...levelOf(1), version: 1 });
      const child = await create(2, root.id);
      expect(child).toMatchObject({ [parent]: root.id, ...levelOf(2), version: 1 });
      if (resource.tree.level === false) expect(child).not.toHaveProperty('level');
      if (resource.timestamps === false) expect(child).not.toHaveProperty('created_at');

      if (resource.tree.lazy) {
        // One level at a time: the top records, then the ones under the root.
        const level = async (id: number) =>
          (await call(t.app, 'GET', paths.tree, { token, query: { [parent]: String(id) } })).json()
            .message as Node[];
        const top = (await level(0)).find((n) => n.id === root.id);
        expect(top).toMatchObject({ has_children: true });
        expect(resource.branch?.safeParse(top).success).toBe(true);
        expect((await level(root.id)).map((n) => n.id)).toEqual([child.id]);
      } else {
        const tree = (await getTree()).message as Node[];
        const top = tree.find((n) => n.id === root.id);
        expect(top?.children.map((c) => c.id)).toEqual([child.id]);
        // The whole response has the shape the declaration's node schema documents.
        expect(resource.node.safeParse(top).success).toBe(true);
      }

      const edited = { ...valuesOf(resource, 3), ...kept(child as unknown as Record<string, unknown>) };
      const edit = (version: number) =>
        post(at(paths.edit, child.id), { ...edited, [parent]: root.id, version });
      expect((await edit(1)).json()).toMatchObject({ result: 'ok', message: 'Saved' });
      // The same save again from the version it replaced: someone else saved first.
      expect((await edit(1)).json().status).toBe(40900);
      expect((await get(at(paths.detail, child.id))).message).toMatchObject({
        ...edited,
        [parent]: root.id,
        ...levelOf(2),
        version: 2,
      });
    });

    it('keeps a record that still holds others, and nests no deeper than declared', async () => {
      let deepest = await create(10, 0);
      const top = deepest;
      for (let level = 2; level <= maxLevel; level++) deepest = await create(10 + level, deepest.id);
      if (resource.tree.level !== false) expect(deepest.level).toBe(maxLevel);
      const tooDeep = (await post(paths.create, { ...valuesOf(resource, 20), [parent]: deepest.id })).json();
      expect(tooDeep.status).toBe(42200);
      expect(tooDeep.errors[parent]).toHaveLength(1);

      expect((await post(at(paths.destroy, top.id), {})).json().status).toBe(40900);
      expect((await get(at(paths.detail, top.id))).result).toBe('ok');
      expect((await post(at(paths.destroy, deepest.id), {})).json()).toMatchObject({
        result: 'ok',
        message: 'Deleted',
      });
      expect((await get(at(paths.detail, deepest.id))).status).toBe(40400);
    });

    it('opens each route only with its own permission', async () => {
      const { id } = await create(30, 0);
      const reader = await createAdminWith(t.app, [resource.permissions.list]);
      const as = (route: string, body?: unknown) =>
        call(t.app, body === undefined ? 'GET' : 'POST', route, { token: reader.token, body });
      const tree = await call(t.app, 'GET', paths.tree, { token: reader.token, query: treeQuery });
      expect(tree.json().result).toBe('ok');
      expect((await as(at(paths.detail, id))).json().result).toBe('ok');
      expect((await as(paths.create, valuesOf(resource, 31))).json().status).toBe(40300);
      expect((await as(at(paths.edit, id), { ...valuesOf(resource, 30), version: 1 })).json().status).toBe(
        40300,
      );
      expect((await as(at(paths.destroy, id), {})).json().status).toBe(40300);
      const nobody = await createAdminWith(t.app, []);
      expect((await call(t.app, 'GET', at(paths.detail, id), { token: nobody.token })).json().status).toBe(
        40300,
      );
    });
  },
);
