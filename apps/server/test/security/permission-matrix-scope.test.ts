import { ASSET_VIEWS, FORM_KIND_INFO, FORM_KINDS, type FormKind } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/lib/time.js';
import { useTestApp } from '../app-fixture.js';
import { classId, createOrganization } from '../asset-helpers.js';
import { call } from '../helpers.js';
import { type AdminFields, changed, fingerprinter, insertAdmin } from './permission-matrix-helpers.js';

/** Seeded areas: the records live in the first, the outsiders' unit in the second. */
const AREA_IN = 515;
const AREA_OUT = 787;

interface World {
  orgA: number;
  orgB: number;
  deptTop: number;
  deptLeaf: number;
  deptOther: number;
  creatorToken: string;
  asset: number;
  /** An asset in use, for the use list. */
  inUse: number;
  /** An asset of unit A handed into the public warehouse. */
  inWarehouse: number;
  forms: Record<FormKind, number>;
  verifyLine: number;
  task: number;
}

/**
 * One asset, one form of every kind, a verification line and a pending task, all of unit A (area 515),
 * department Leaf (under Top), created by one admin; written straight to the database, so what is
 * tested is the scope filter alone.
 */
async function buildWorld(app: FastifyInstance): Promise<World> {
  const db = app.db;
  const now = nowIso();
  const orgA = await createOrganization(app, 'Unit A', AREA_IN);
  const orgB = await createOrganization(app, 'Unit B', AREA_OUT);
  const dept = async (name: string, organization_id: number, parent_id: number | null) =>
    (
      await db
        .insertInto('departments')
        .values({ organization_id, parent_id, name, sort: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const deptTop = await dept('Top', orgA, null);
  const deptLeaf = await dept('Leaf', orgA, deptTop);
  const deptOther = await dept('Other', orgA, null);
  const { id: creator, token: creatorToken } = await insertAdmin(app, () => true, own(orgA, deptLeaf));
  const owner = { organization_id: orgA, area_id: AREA_IN, department_id: deptLeaf, created_by: creator };
  const insertAsset = async (code: string, status: string, ownership = 'self') =>
    (
      await db
        .insertInto('assets')
        .values({
          ...owner,
          code,
          name: 'Scoped laptop',
          base_data_id: await classId(app),
          brand: '',
          model: '',
          unit: '',
          quantity: 1,
          original_value: 100,
          purchase_date: '2025-01-01',
          custodian: 'Zhao',
          storage_location_id: null,
          holder_organization_id: null,
          due_date: null,
          ownership,
          status,
          is_resource: 1,
          bound: 0,
          tag: '',
          marks: '',
          photo: '',
          deleted_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const asset = await insertAsset('SCOPE-0001', 'idle');
  const inUse = await insertAsset('SCOPE-0002', 'in_use');
  const inWarehouse = await insertAsset('SCOPE-0003', 'in_warehouse', 'public');
  await db
    .insertInto('asset_events')
    .values({ asset_id: asset, kind: 'created', changes: '{}', operator_name: 'x', created_at: now })
    .execute();
  const forms = {} as Record<FormKind, number>;
  for (const kind of FORM_KINDS) {
    const running = kind === 'verify' || kind === 'join';
    forms[kind] = (
      await db
        .insertInto('asset_forms')
        .values({
          ...owner,
          kind,
          number: `${FORM_KIND_INFO[kind].prefix}SCOPE${kind}`,
          status: running ? 'processing' : 'submitted',
          reason: 'scope',
          created_by_name: 'creator',
          opinion: '',
          total_value: 0,
          line_count: kind === 'verify' ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  const { id: verifyLine } = await db
    .insertInto('asset_form_lines')
    .values({ form_id: forms.verify, asset_id: asset, open: 0, evidence: '[]', remark: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: task } = await db
    .insertInto('asset_tasks')
    .values({ kind: 'join', form_id: forms.join, status: 'pending', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    orgA,
    orgB,
    deptTop,
    deptLeaf,
    deptOther,
    creatorToken,
    asset,
    inUse,
    inWarehouse,
    forms,
    verifyLine,
    task,
  };
}

function own(organization_id: number, department_id: number): AdminFields {
  return { data_scope: 'own', organization_id, department_id };
}

describe('data scopes: a record outside the caller scope is invisible and untouchable', () => {
  const t = useTestApp({}, { signedIn: false });
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(t.app);
  });

  /** Every permission, limited by `fields` (data scope and its anchors). */
  const adminIn = async (fields: AdminFields) => (await insertAdmin(t.app, () => true, fields)).token;
  const get = async (token: string, route: string, query?: Record<string, string>) =>
    (await call(t.app, 'GET', route, { token, query, lang: 'en' })).json();
  const post = async (token: string, route: string, body: unknown = {}) =>
    (await call(t.app, 'POST', route, { token, body, lang: 'en' })).json();
  const ids = (page: { message: { data: { id: number }[] } }) => page.message.data.map((r) => r.id);

  /** What a caller sees of the world: each entry is true when the record shows. */
  async function sees(token: string) {
    type Page = { message: { data: { id: number }[] } };
    const lists = (route: string, id: number, query?: Record<string, string>) =>
      [route, async () => ids((await get(token, route, query)) as Page).includes(id)] as const;
    const probes: (readonly [string, () => Promise<boolean>])[] = [
      [
        'assets/detail',
        async () => (await get(token, 'assets/detail', { id: String(w.asset) })).status === 200,
      ],
      ...ASSET_VIEWS.filter((v) => v !== 'public').map((view) => lists('assets/list', w.asset, { view })),
      lists('assets/uselist', w.inUse),
      [
        'assets/events',
        async () =>
          ((await get(token, 'assets/events')).message.data as { asset_id: number }[]).some(
            (e) => e.asset_id === w.asset,
          ),
      ],
      lists('assetsJoin/eligible', w.asset),
      lists('task', w.task),
      ['verify/capita', async () => (await get(token, 'verify/capita')).message.total > 0],
      ...FORM_KINDS.flatMap((kind) => {
        const { route } = FORM_KIND_INFO[kind];
        const id = w.forms[kind];
        return [
          [`${route}/:id`, async () => (await get(token, `${route}/${id}`)).status === 200] as const,
          lists(route, id),
          [`${route}/count`, async () => (await get(token, `${route}/count`)).message.all > 0] as const,
        ];
      }),
    ];
    // Reads only, so they may run side by side.
    const shown = await Promise.all(probes.map(([, probe]) => probe()));
    return Object.fromEntries(probes.map(([name], i) => [name, shown[i]!]));
  }

  const INSIDERS: [string, () => AdminFields | 'creator'][] = [
    ['all', () => ({ data_scope: 'all' })],
    ['organization A', () => ({ data_scope: 'organization', organization_id: w.orgA })],
    ['department Top (the parent of Leaf)', () => ({ data_scope: 'department', department_id: w.deptTop })],
    ['area 515 as an account', () => ({ data_scope: 'area', area_id: AREA_IN })],
    ['area 515 through unit A', () => ({ data_scope: 'area', organization_id: w.orgA })],
    ['own, the creator', () => 'creator'],
  ];

  it.each(INSIDERS)('shows every record to an insider: %s', async (_name, fields) => {
    const f = fields();
    const seen = await sees(f === 'creator' ? w.creatorToken : await adminIn(f));
    expect(Object.entries(seen).filter(([, shown]) => !shown)).toEqual([]);
  });

  const OUTSIDERS: [string, () => AdminFields][] = [
    ['organization B', () => ({ data_scope: 'organization', organization_id: w.orgB })],
    ['organization, without a unit', () => ({ data_scope: 'organization' })],
    [
      'department Other of unit A',
      () => ({ data_scope: 'department', organization_id: w.orgA, department_id: w.deptOther }),
    ],
    ['department, without one', () => ({ data_scope: 'department', organization_id: w.orgA })],
    ['area 787 through unit B', () => ({ data_scope: 'area', organization_id: w.orgB })],
    ['area, without one', () => ({ data_scope: 'area' })],
    ['own, another admin of the same department', () => own(w.orgA, w.deptLeaf)],
  ];

  it.each(OUTSIDERS)(
    'hides every record from an outsider and answers 40400 to any act: %s',
    async (_n, fields) => {
      const token = await adminIn(fields());
      const seen = await sees(token);
      expect(Object.entries(seen).filter(([, shown]) => shown)).toEqual([]);

      const fingerprint = await fingerprinter(t.app, new Set(['admin_logs']));
      const before = await fingerprint();
      const acts: [string, unknown][] = [
        ['assets/edit', editBody()],
        ['assets/binding', { id: w.asset, tag: 'SCOPE-TAG' }],
        ['assets/nobinding', { ids: [w.asset] }],
        ['assets/updateresource', { ids: [w.asset], is_resource: 0 }],
        ['assets/mark', { ids: [w.asset], marks: ['damaged'] }],
        ['assets/del', { ids: [w.asset] }],
        [`task/complete/${w.task}`, {}],
        [
          `verify/check/${w.forms.verify}`,
          { lines: [{ line_id: w.verifyLine, result: 'missing', place_id: null }] },
        ],
        [`verify/close/${w.forms.verify}`, {}],
      ];
      for (const kind of FORM_KINDS) {
        const { route } = FORM_KIND_INFO[kind];
        const id = w.forms[kind];
        acts.push([`${route}/submit/${id}`, {}], [`${route}/cancel/${id}`, {}]);
        acts.push([`${route}/approve/${id}`, { approved: true, opinion: 'ok' }]);
      }
      const answers = [];
      for (const [route, body] of acts) answers.push([route, (await post(token, route, body)).status]);
      expect(answers).toEqual(acts.map(([route]) => [route, 40400]));
      expect((await get(token, `assets/history/${w.asset}`)).status).toBe(40400);
      expect(changed(before, await fingerprint())).toEqual([]);
    },
  );

  it('lets every unit read the public warehouse, but only scope "all" change it', async () => {
    const token = await adminIn({ data_scope: 'organization', organization_id: w.orgB });
    const id = w.inWarehouse;
    expect((await get(token, 'assets/detail', { id: String(id) })).status).toBe(200);
    expect(ids(await get(token, 'assets/list', { view: 'public' }))).toContain(id);
    const fingerprint = await fingerprinter(t.app, new Set(['admin_logs']));
    const before = await fingerprint();
    for (const [route, body] of [
      ['assets/edit', editBody(id)],
      ['assets/binding', { id, tag: 'SCOPE-TAG' }],
      ['assets/mark', { ids: [id], marks: ['damaged'] }],
      ['assets/updateresource', { ids: [id], is_resource: 1 }],
      ['assets/del', { ids: [id] }],
    ] as const)
      expect((await post(token, route, body)).status, route).toBe(40400);
    expect(changed(before, await fingerprint())).toEqual([]);
  });

  function editBody(id = w.asset) {
    return {
      id,
      name: 'Taken over',
      base_data_id: 1,
      quantity: 1,
      original_value: 1,
      purchase_date: '2020-01-01',
      organization_id: w.orgA,
    };
  }
});
