import { TREE_RESOURCES } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { valuesOf } from './declared-samples.js';
import { call, createAdminWith } from './helpers.js';

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
    const { paths, parent, maxLevel, treeQuery, groups } = resource.tree;
    // A tree with no deepest level is tried three deep.
    const deepest = Number.isFinite(maxLevel) ? maxLevel : 3;
    // The top as rows hold it: 0, or null where declared so (departments).
    const top = resource.fields[parent]?.kind === 'parent' && resource.fields[parent].nullAtTop ? null : 0;
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
    const t = useTestApp();
    /** The group every record of a grouped tree is made in (an organization), else nothing. */
    let scope: Record<string, number> = {};
    const post = (route: string, body: unknown) =>
      call(t.app, 'POST', route, { token: t.token, body, lang: 'en' });
    const get = async (route: string) => (await call(t.app, 'GET', route, { token: t.token })).json();
    const getTree = async () =>
      (await call(t.app, 'GET', paths.tree, { token: t.token, query: treeQuery })).json();
    /** A valid body with the record's group. */
    const body = (seed: number) => ({ ...valuesOf(resource, seed), ...scope });
    /** A new record under `pid` (0 at the top): the row the server returns. */
    const create = async (seed: number, pid: number) => {
      const created = (await post(paths.create, { ...body(seed), [parent]: pid })).json();
      expect(created.result, JSON.stringify(created)).toBe('ok');
      return created.message as Node;
    };

    beforeAll(async () => {
      if (groups) {
        const group = (await post(groups.resource.path, valuesOf(groups.resource, 1))).json();
        expect(group.result, JSON.stringify(group)).toBe('ok');
        scope = { [groups.field]: group.message.id };
      }
    });

    it('creates a root and a child, lists them as a tree and edits under the version lock', async () => {
      const root = await create(1, 0);
      expect(root).toMatchObject({ ...body(1), [parent]: top, ...levelOf(1), version: 1 });
      const child = await create(2, root.id);
      expect(child).toMatchObject({ [parent]: root.id, ...levelOf(2), version: 1 });
      if (resource.tree.level === false) expect(child).not.toHaveProperty('level');
      if (resource.timestamps === false) expect(child).not.toHaveProperty('created_at');

      if (resource.tree.lazy) {
        // One level at a time: the top records, then the ones under the root.
        const level = async (id: number) =>
          (await call(t.app, 'GET', paths.tree, { token: t.token, query: { [parent]: String(id) } })).json()
            .message as Node[];
        const top = (await level(0)).find((n) => n.id === root.id);
        expect(top).toMatchObject({ has_children: true });
        expect(resource.branch?.safeParse(top).success).toBe(true);
        expect((await level(root.id)).map((n) => n.id)).toEqual([child.id]);
      } else {
        let tree = (await getTree()).message as Node[];
        if (groups) {
          // Each group with its own records' tree, in the shape the declaration documents.
          const group = tree.find((g) => g.id === scope[groups.field]);
          expect(resource.group?.safeParse(group).success).toBe(true);
          tree = (group as unknown as Record<string, Node[]>)[groups.key] ?? [];
        }
        const first = tree.find((n) => n.id === root.id);
        expect(first?.children.map((c) => c.id)).toEqual([child.id]);
        // The whole response has the shape the declaration's node schema documents.
        expect(resource.node.safeParse(first).success).toBe(true);
      }

      const edited = { ...body(3), ...kept(child as unknown as Record<string, unknown>) };
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
      let inner = await create(10, 0);
      const outer = inner;
      for (let level = 2; level <= deepest; level++) inner = await create(10 + level, inner.id);
      if (resource.tree.level !== false) expect(inner.level).toBe(deepest);
      if (Number.isFinite(maxLevel)) {
        const tooDeep = (await post(paths.create, { ...body(20), [parent]: inner.id })).json();
        expect(tooDeep.status).toBe(42200);
        expect(tooDeep.errors[parent]).toHaveLength(1);
      }

      expect((await post(at(paths.destroy, outer.id), {})).json().status).toBe(40900);
      expect((await get(at(paths.detail, outer.id))).result).toBe('ok');
      expect((await post(at(paths.destroy, inner.id), {})).json()).toMatchObject({
        result: 'ok',
        message: 'Deleted',
      });
      expect((await get(at(paths.detail, inner.id))).status).toBe(40400);
    });

    it.runIf(groups !== undefined)(
      'makes, edits and deletes its groups under its own permissions, keeping one that holds records',
      async () => {
        if (!groups) return;
        const { path, permission } = groups.resource;
        const made = (await post(path, valuesOf(groups.resource, 40))).json();
        expect(made.message).toMatchObject({ ...valuesOf(groups.resource, 40), version: 1 });
        const edit = await post(`${path}/${made.message.id}`, {
          ...valuesOf(groups.resource, 41),
          version: 1,
        });
        expect(edit.json()).toMatchObject({ result: 'ok', message: 'Saved' });
        expect(permission).toBe(resource.permission);
        const reader = await createAdminWith(t.app, [resource.permissions.list]);
        const denied = await call(t.app, 'POST', path, {
          token: reader.token,
          body: valuesOf(groups.resource, 42),
        });
        expect(denied.json().status).toBe(40300);

        expect((await post(`${path}/destroy/${scope[groups.field]}`, {})).json().status).toBe(40900);
        expect((await post(`${path}/destroy/${made.message.id}`, {})).json()).toMatchObject({
          result: 'ok',
          message: 'Deleted',
        });
      },
    );

    it('opens each route only with its own permission', async () => {
      const { id } = await create(30, 0);
      const reader = await createAdminWith(t.app, [resource.permissions.list]);
      const as = (route: string, body?: unknown) =>
        call(t.app, body === undefined ? 'GET' : 'POST', route, { token: reader.token, body });
      const tree = await call(t.app, 'GET', paths.tree, { token: reader.token, query: treeQuery });
      expect(tree.json().result).toBe('ok');
      expect((await as(at(paths.detail, id))).json().result).toBe('ok');
      expect((await as(paths.create, body(31))).json().status).toBe(40300);
      expect((await as(at(paths.edit, id), { ...body(30), version: 1 })).json().status).toBe(40300);
      expect((await as(at(paths.destroy, id), {})).json().status).toBe(40300);
      const nobody = await createAdminWith(t.app, []);
      expect((await call(t.app, 'GET', at(paths.detail, id), { token: nobody.token })).json().status).toBe(
        40300,
      );
    });
  },
);
