import type { RouteNode } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { buildRouteTree, type PermissionRow } from '../src/modules/account/route-tree.js';

let nextId = 1;
function row(over: Partial<PermissionRow> & Pick<PermissionRow, 'api'>): PermissionRow {
  return {
    id: nextId++,
    pid: 0,
    title: over.api ?? '',
    path: '',
    url: '',
    icon: '',
    sort: 1,
    state: 1,
    ...over,
  };
}

/** A small table: groups, pages and actions, inserted out of order on purpose. */
function table() {
  nextId = 1;
  const home = row({ api: 'Home', path: '/home', sort: 0 });
  const dashboard = row({ api: 'Dashboard', pid: home.id, path: 'dashboard' });
  const shop = row({ api: 'Shop', path: '/shop', icon: 'shop', sort: 2 });
  const system = row({ api: 'System', path: '/system', icon: 'setting', sort: 1 });
  const extra = row({ api: 'Extra', path: 'extra', sort: 1, title: 'More' }); // same sort as System, later id
  const empty = row({ api: 'Empty', path: '/empty', sort: 5 });
  const goodCreate = row({ api: 'GoodCreate', pid: shop.id, path: 'good/create', state: 0, sort: 2 });
  const goodList = row({
    api: 'GoodList',
    pid: shop.id,
    path: 'good',
    sort: 1,
    title: 'Goods',
    icon: 'goods',
  });
  const goodDestroy = row({ api: 'GoodDestroy', pid: goodList.id, sort: 1, state: 0 });
  const brandList = row({ api: 'BrandList', pid: shop.id, path: 'brand', sort: 1 }); // same sort, later id
  const adminList = row({ api: 'AdminList', pid: system.id, path: 'admin', sort: 1 });
  const docs = row({ api: 'DocsList', pid: extra.id, path: 'docs', url: 'https://example.com/docs' });
  const fooList = row({ api: 'FooList', pid: extra.id, path: 'foo', sort: 2 });
  const fooEdit = row({ api: 'FooEdit', pid: extra.id, path: 'foo/edit/:id', state: 0, sort: 3 });
  const deep = row({ api: 'DeepList', pid: goodDestroy.id, path: 'deep' }); // level 4: never a route
  const rows = [
    fooEdit,
    deep,
    goodDestroy,
    docs,
    brandList,
    adminList,
    goodCreate,
    goodList,
    empty,
    extra,
    system,
    shop,
    dashboard,
    home,
    fooList,
  ];
  return { rows, home, dashboard, shop, system, extra, empty, goodList, goodCreate, goodDestroy, brandList };
}

function rolesFor(rows: PermissionRow[], extra: Record<number, string[]> = {}): Map<number, string[]> {
  return new Map(rows.map((r) => [r.id, ['admin', ...(extra[r.id] ?? [])]]));
}

function depth(nodes: RouteNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children ?? [])));
}

describe('buildRouteTree', () => {
  it('builds two levels from held rows: groups by sort then id, pages by sort then id, no actions', () => {
    const t = table();
    const tree = buildRouteTree({
      rows: t.rows,
      held: new Set(t.rows.map((r) => r.id)),
      rolesById: rolesFor(t.rows),
    });
    expect(depth(tree)).toBe(2);
    // Home is left out; Empty holds no page, so it is no menu group either.
    expect(tree.map((g) => g.path)).toEqual(['/system', '/extra', '/shop']);
    const shop = tree[2]!;
    expect(shop.component).toBe('Layout');
    expect(shop.redirect).toBe('/shop/good');
    expect(shop.meta).toEqual({ title: 'Shop', icon: 'shop', roles: ['admin'] });
    expect(shop.children!.map((c) => c.name)).toEqual(['GoodList', 'BrandList', 'GoodCreate']);
    const components = tree.flatMap((g) => g.children!.map((c) => c.component));
    expect(components).not.toContain('GoodDestroy');
    expect(components).not.toContain('DeepList');
    expect(components).not.toContain('Dashboard');
    expect(tree.every((g) => g.children!.every((c) => c.children === undefined))).toBe(true);
  });

  it('describes pages with their titles, icons, hidden state, noCache and activeMenu', () => {
    const t = table();
    const tree = buildRouteTree({
      rows: t.rows,
      held: new Set(t.rows.map((r) => r.id)),
      rolesById: rolesFor(t.rows, { [t.goodList.id]: ['editor'] }),
    });
    const shop = tree.find((g) => g.path === '/shop')!;
    expect(shop.children![0]).toEqual({
      path: 'good',
      component: 'GoodList',
      name: 'GoodList',
      hidden: false,
      meta: { title: 'Goods', icon: 'goods', roles: ['admin', 'editor'], noCache: false },
    });
    // The registry says GoodCreate belongs to GoodList.
    expect(shop.children![2]).toMatchObject({
      path: 'good/create',
      hidden: true,
      meta: { noCache: true, activeMenu: '/shop/good' },
    });
    // Group roles: whoever holds the group or one of its delivered pages.
    expect(shop.meta.roles).toEqual(['admin', 'editor']);
    // An admin-created FooEdit with no registry entry belongs to its sibling FooList.
    const extra = tree.find((g) => g.path === '/extra')!;
    expect(extra.meta.title).toBe('More');
    expect(extra.children!.find((c) => c.name === 'FooEdit')!.meta).toMatchObject({
      activeMenu: '/extra/foo',
      noCache: true,
    });
  });

  it('gives rows with an external url a meta.link', () => {
    const t = table();
    const tree = buildRouteTree({
      rows: t.rows,
      held: new Set(t.rows.map((r) => r.id)),
      rolesById: rolesFor(t.rows),
    });
    const docs = tree.find((g) => g.path === '/extra')!.children!.find((c) => c.name === 'DocsList')!;
    expect(docs.meta.link).toBe('https://example.com/docs');
    expect(tree.find((g) => g.path === '/shop')!.meta.link).toBeUndefined();
  });

  it('keeps a group with one permitted child, redirecting to it, and drops groups without pages', () => {
    const t = table();
    // Only BrandList is held: not even the Shop row itself.
    const tree = buildRouteTree({
      rows: t.rows,
      held: new Set([t.brandList.id, t.empty.id]),
      rolesById: rolesFor(t.rows),
    });
    expect(tree).toHaveLength(1);
    const shop = tree[0]!;
    expect(shop.path).toBe('/shop');
    expect(shop.redirect).toBe('/shop/brand');
    expect(shop.alwaysShow).toBeUndefined();
    expect(shop.hidden).toBeUndefined();
    expect(shop.children!.map((c) => c.name)).toEqual(['BrandList']);
  });

  it('hides a group whose held pages are all hidden, or that is out of the menu', () => {
    const t = table();
    const onlyHidden = buildRouteTree({
      rows: t.rows,
      held: new Set([t.goodCreate.id]),
      rolesById: rolesFor(t.rows),
    });
    expect(onlyHidden[0]).toMatchObject({ path: '/shop', hidden: true });
    expect(onlyHidden[0]!.redirect).toBeUndefined();
    const rows = t.rows.map((r) => (r.id === t.shop.id ? { ...r, state: 0 } : r));
    const outOfMenu = buildRouteTree({ rows, held: new Set([t.goodList.id]), rolesById: rolesFor(rows) });
    expect(outOfMenu[0]).toMatchObject({ path: '/shop', hidden: true, redirect: '/shop/good' });
  });

  it('delivers nothing for a caller without pages', () => {
    const t = table();
    expect(buildRouteTree({ rows: t.rows, held: new Set(), rolesById: rolesFor(t.rows) })).toEqual([]);
  });
});
