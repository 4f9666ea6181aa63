import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineResource, type ResourceRowOf } from './define.js';
import { resourceCatalogs, resourceTexts } from './texts.js';
import { defineTreeResource, type GroupOf, type TreeNodeOf, type TreeRowOf } from './tree.js';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** Clubs, each in a town, shown on the teams' page; teams nest as deep as they are put. */
const clubs = defineResource({
  name: 'clubSample',
  path: 'clubSample',
  table: 'club_samples',
  permission: 'TeamSample',
  title: { zh: '俱乐部', en: 'Clubs' },
  noun: { zh: '俱乐部', en: 'club' },
  defaultSort: 'id',
  timestamps: 'created',
  fields: {
    name: { kind: 'text', max: 20, required: true, label: { zh: '名称', en: 'Name' } },
    town_id: {
      kind: 'ref',
      options: 'town',
      filterable: true,
      named: 'town_name',
      label: { zh: '城镇', en: 'Town' },
    },
  },
});

const teamDeclaration = {
  name: 'teamSample',
  path: 'teamSample',
  table: 'team_samples',
  permission: 'TeamSample',
  title: { zh: '球队', en: 'Teams' },
  noun: { zh: '球队', en: 'team' },
  menu: { group: 'System', path: 'team', icon: 'department' },
  defaultSort: 'sort',
  timestamps: false,
  tree: {
    maxLevel: Number.POSITIVE_INFINITY,
    treePath: 'teamSampleTree',
    level: false,
    top: { zh: '无', en: 'None' },
    addChild: { zh: '加入', en: 'Add inside' },
    groups: {
      field: 'club_id',
      resource: clubs,
      key: 'teams',
      records: { zh: '球队', en: 'Teams' },
      choose: { zh: '选俱乐部', en: 'Pick a club' },
      empty: { zh: '没有俱乐部', en: 'No clubs' },
    },
  },
  fields: {
    club_id: {
      kind: 'ref',
      options: 'club',
      required: true,
      createOnly: true,
      list: false,
      label: { zh: '俱乐部', en: 'Club' },
    },
    pid: { kind: 'parent', nullAtTop: true, list: false, label: { zh: '上级', en: 'Parent' } },
    name: { kind: 'text', max: 20, required: true, label: { zh: '名称', en: 'Name' } },
    rank: {
      kind: 'integer',
      min: 0,
      max: 9,
      messages: { max: 'validation.type' },
      label: { zh: '名次', en: 'Rank' },
    },
  },
  counts: {
    players: { label: { zh: '球员', en: 'Players' }, table: 'players', column: 'team_id', after: 'name' },
  },
} as const;
const teams = defineTreeResource(teamDeclaration);

describe('a reference to another record', () => {
  it('is a positive id when required, else null for none, with the record name beside it in rows', () => {
    expect(issues(teams.input.safeParse({ name: 'a', club_id: 0 }))).toEqual({ club_id: 'validation.type' });
    expect(issues(teams.input.safeParse({ name: 'a' }))).toEqual({ club_id: 'validation.type' });
    expect(clubs.input.parse({ name: 'a', town_id: 0 }).town_id).toBeNull();
    expect(clubs.input.parse({ name: 'a', town_id: null }).town_id).toBeNull();
    expect(clubs.input.parse({ name: 'a', town_id: 7 }).town_id).toBe(7);
    expect(clubs.input.safeParse({ name: 'a', town_id: '7' }).success).toBe(false);
    const row = { id: 1, name: 'a', town_id: null, town_name: null, created_at: 'x', version: 1 };
    expect(Object.keys(clubs.row.parse(row))).toEqual(Object.keys(row));
    expect(clubs.row.safeParse({ ...row, town_name: undefined }).success).toBe(false);
    expectTypeOf<ResourceRowOf<typeof clubs>['town_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<ResourceRowOf<typeof clubs>['town_name']>().toEqualTypeOf<string | null>();
    expectTypeOf<TreeRowOf<typeof teams>['club_id']>().toEqualTypeOf<number>();
  });

  it('filters the list by an id when filterable', () => {
    expect(clubs.query.parse({ town_id: '7' })).toMatchObject({ town_id: 7 });
    expect(clubs.query.safeParse({ town_id: '0' }).success).toBe(false);
    expect(clubs.filterable).toEqual(['town_id']);
  });
});

describe('declaration options of a grouped tree', () => {
  it('reads a parent null at the top from null, 0 or nothing, and holds null in rows', () => {
    for (const pid of [null, 0, undefined])
      expect(teams.input.parse({ club_id: 1, name: 'a', pid }).pid ?? null).toBeNull();
    expect(teams.input.parse({ club_id: 1, name: 'a', pid: 4 }).pid).toBe(4);
    const row = { id: 1, club_id: 1, pid: null, name: 'a', rank: 0, players: 0, version: 1 };
    expect(teams.row.parse(row)).toEqual(row);
    expectTypeOf<TreeRowOf<typeof teams>>().branded.toEqualTypeOf<{
      id: number;
      club_id: number;
      pid: number | null;
      name: string;
      rank: number;
      players: number;
      version: number;
    }>();
  });

  it('says the message a number above its maximum was always answered with', () => {
    expect(issues(teams.input.safeParse({ club_id: 1, name: 'a', rank: 10 }))).toEqual({
      rank: 'validation.type',
    });
    expect(issues(teams.input.safeParse({ club_id: 1, name: 'a', rank: -1 }))).toEqual({
      rank: 'validation.min',
    });
  });

  it('gives rows a creation time alone when declared so', () => {
    expect(clubs.row.safeParse({ id: 1, name: 'a', town_id: 2, town_name: 'b', version: 1 }).success).toBe(
      false,
    );
    expect(resourceTexts(clubs, 'en').fields).toMatchObject({ created_at: 'Created' });
    expect(resourceTexts(clubs, 'en').fields).not.toHaveProperty('updated_at');
    expect(clubs.sortable).toContain('created_at');
    expectTypeOf<ResourceRowOf<typeof clubs>>().toHaveProperty('created_at');
    expectTypeOf<ResourceRowOf<typeof clubs>>().not.toHaveProperty('updated_at');
  });

  it('lists each group with its id, fields and version and its records under the key', () => {
    const group = { id: 3, name: 'c', town_id: null, version: 2, teams: [] };
    expect(teams.group?.parse({ ...group, town_name: null, created_at: 'x' })).toEqual(group);
    expect(teams.group?.safeParse({ ...group, teams: undefined }).success).toBe(false);
    expectTypeOf<GroupOf<typeof teams>>().branded.toEqualTypeOf<{
      id: number;
      name: string;
      town_id: number | null;
      version: number;
      teams: TreeNodeOf<typeof teams>[];
    }>();
  });

  it('refuses a group field that is not a required reference kept once made', () => {
    const { club_id: _club, ...rest } = teamDeclaration.fields;
    const loose = { kind: 'ref', options: 'club', required: true, label: { zh: 'x', en: 'x' } } as const;
    expect(() => defineTreeResource({ ...teamDeclaration, fields: { ...rest, club_id: loose } })).toThrow(
      'teamSample: its group field club_id is a required ref kept once made',
    );
  });

  it('has one "add inside" text without a deepest level, and refuses one per level', () => {
    expect(resourceTexts(teams, 'en')).toMatchObject({ addChild: 'Add inside', top: 'None' });
    expect(() =>
      defineTreeResource({
        ...teamDeclaration,
        tree: { ...teamDeclaration.tree, addChild: [{ zh: 'a', en: 'a' }] },
      }),
    ).toThrow('"add inside" by level needs a deepest level');
  });

  it('refuses a count placed after a field it does not have', () => {
    const counts = { players: { ...teamDeclaration.counts.players, after: 'nmae' } };
    expect(() => defineTreeResource({ ...teamDeclaration, counts })).toThrow(
      'teamSample: no field nmae for the count players to follow',
    );
  });

  it('gives the groups texts of their own but no page, menu entry or permissions', () => {
    const catalog = resourceCatalogs([teams], 'zh');
    expect(catalog.route).toEqual({ TeamSampleList: '球队' });
    expect(catalog.resources.clubSample).toMatchObject({ title: '俱乐部', createTitle: '新增俱乐部' });
    expect(catalog.resources.teamSample).toMatchObject({
      groups: { records: '球队', choose: '选俱乐部', empty: '没有俱乐部' },
    });
  });
});
