import type { FormDetail } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { type Api, DemoAlreadySeeded, progress, type Report, random, signInFirstAdmin } from './demo-kit.js';

const UNITS = ['市财政局', '市教育局', '市卫健委'];
const ITEMS: [string, string, number][] = [
  ['台式计算机', '301', 560000],
  ['笔记本电脑', '301', 780000],
  ['激光打印机', '302', 230000],
  ['复印机', '302', 1850000],
  ['投影仪', '302', 450000],
  ['公务用车', '303', 21800000],
  ['空调', '304', 620000],
  ['办公桌', '701', 150000],
  ['会议椅', '701', 45000],
  ['文件柜', '702', 98000],
];
const CUSTODIANS = ['王芳', '李强', '张伟', '刘洋', '陈静'];
const TAGS = [
  { name: '重点资产', color: '#f5222d' },
  { name: '待维修', color: '#fa8c16' },
  { name: '新购置', color: '#52c41a' },
  { name: '可共享', color: '#1677ff' },
];
/** The public warehouse's code; its zones and shelves extend it (GWC-A, GWC-A1…). */
const WAREHOUSE_CODE = 'GWC';
const TOTAL = 100;

interface Unit {
  id: number;
  departments: number[];
}
interface Asset {
  id: number;
  unit: number;
}

/** Refuses a database the demo assets are already in (the warehouse's code is taken). */
export async function refuseSeededAssets(db: Db): Promise<void> {
  const warehouse = await db
    .selectFrom('storage_locations')
    .select('id')
    .where('code', '=', WAREHOUSE_CODE)
    .executeTakeFirst();
  if (warehouse) throw new DemoAlreadySeeded(`asset warehouse (place ${WAREHOUSE_CODE})`);
}

async function seedUnits(api: Api): Promise<Unit[]> {
  const units: Unit[] = [];
  for (const name of UNITS) {
    const org = await api<{ id: number }>('POST', 'organization', { name });
    const departments: number[] = [];
    for (const dept of ['办公室', '财务科', '信息科']) {
      departments.push(
        (await api<{ id: number }>('POST', 'department', { organization_id: org.id, name: dept })).id,
      );
    }
    units.push({ id: org.id, departments });
  }
  return units;
}

/** The public warehouse with zones A and B of three shelves each; returns the shelves. */
async function seedWarehouse(api: Api): Promise<number[]> {
  const place = (name: string, code: string, pid?: number) =>
    api<{ id: number }>('POST', 'storageLocation/create', { name, code, ...(pid ? { pid } : {}) });
  const warehouse = await place('市公物仓', WAREHOUSE_CODE);
  const shelves: number[] = [];
  for (const zone of ['A', 'B']) {
    const z = await place(`${zone} 区`, `${WAREHOUSE_CODE}-${zone}`, warehouse.id);
    for (let s = 1; s <= 3; s++)
      shelves.push((await place(`${s} 号货架`, `${WAREHOUSE_CODE}-${zone}${s}`, z.id)).id);
  }
  return shelves;
}

async function seedTags(api: Api): Promise<void> {
  for (const [sort, tag] of TAGS.entries()) await api('POST', 'assetTag', { ...tag, sort });
}

/** A hundred assets of the three units, registered one by one as the asset form does. */
async function seedAssets(api: Api, units: Unit[], rnd: ReturnType<typeof random>, report: Report) {
  const classes = await api<{ data: { id: number; code: string }[] }>('GET', 'BaseDataList?limit=100');
  const classId = (code: string) => classes.data.find((c) => c.code === code)?.id;
  const assets: Asset[] = [];
  for (let i = 0; i < TOTAL; i++) {
    const [name, code, value] = ITEMS[i % ITEMS.length] as [string, string, number];
    const unit = units[i % units.length] as Unit;
    const asset = await api<{ id: number }>('POST', 'assets/addassets', {
      name,
      base_data_id: classId(code),
      brand: ['联想', '惠普', '格力', '得力', '佳能'][i % 5],
      model: `M${100 + (i % 37)}`,
      quantity: 1,
      original_value: value + rnd.int(0, 20) * 1000,
      purchase_date: `20${18 + (i % 8)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
      organization_id: unit.id,
      department_id: unit.departments[i % 3],
      custodian: CUSTODIANS[i % CUSTODIANS.length],
    });
    assets.push({ id: asset.id, unit: unit.id });
    report('assets', i + 1, TOTAL);
  }
  return assets;
}

/** A form of the route's kind, made and submitted: it waits for approval. */
async function submitForm(api: Api, route: string, body: object): Promise<FormDetail> {
  const form = await api<FormDetail>('POST', route, body);
  await api('POST', `${route}/submit/${form.id}`, {});
  return form;
}

/** Approves a submitted form and, when its approval made a warehouse task, completes the task. */
async function approveForm(api: Api, route: string, id: number, opinion = ''): Promise<FormDetail> {
  await api('POST', `${route}/approve/${id}`, { approved: true, opinion });
  const form = await api<FormDetail>('GET', `${route}/${id}`);
  if (form.task?.status === 'pending') await api('POST', `task/complete/${form.task.id}`, {});
  return form;
}

const lines = (assets: (Asset | undefined)[]) =>
  assets.filter((a): a is Asset => a !== undefined).map((a) => ({ asset_id: a.id }));

/**
 * A lease of an asset to a company, quarterly for this year (its four installments are made with it),
 * and the rent of the first quarter received.
 */
async function seedLease(api: Api, asset: Asset | undefined, unit: number | undefined): Promise<void> {
  if (!asset) return;
  const year = new Date().getFullYear();
  const grant = await submitForm(api, 'assetLeaseGrant', {
    lines: lines([asset]),
    reason: '闲置空调对外出租，盘活存量资产',
    organization_id: unit,
    lessee: '杭州明远科技有限公司',
    contract_no: `ZL-${year}-001`,
    start_date: `${year}-01-01`,
    end_date: `${year + 1}-01-01`,
    rent: 150000,
    cycle: 'quarter',
  });
  const leased = await approveForm(api, 'assetLeaseGrant', grant.id, '同意出租');
  const first = leased.installments[0];
  if (!first) return;
  const repay = await submitForm(api, 'assetLeaseRepay', {
    reason: '收到第一季度租金',
    organization_id: unit,
    grant_id: grant.id,
    payments: [{ installment_id: first.id, amount: first.amount }],
  });
  await approveForm(api, 'assetLeaseRepay', repay.id);
}

/** A running verification of the third unit's assets, the first lines already checked. */
async function seedVerification(api: Api, assets: Asset[], unit: number | undefined): Promise<void> {
  const verify = await submitForm(api, 'verify', {
    lines: lines(assets.filter((a) => a.unit === unit).slice(0, 12)),
    reason: `${new Date().getFullYear()} 年度资产清查`,
    organization_id: unit,
  });
  await approveForm(api, 'verify', verify.id);
  const checked = verify.lines.slice(0, 5).map((l, i) => ({
    line_id: l.id,
    result: i === 4 ? 'damaged' : 'found',
    remark: i === 4 ? '屏幕有划痕' : '',
  }));
  await api('POST', `verify/check/${verify.id}`, { lines: checked });
}

/**
 * A small public-asset demo through the admin API: three units with departments, a warehouse with
 * zones and shelves, asset tags, a hundred assets (some marked, some offered for sharing), some handed
 * into the public warehouse, two of them lent to another unit and one of those returned, one leased
 * with its first rent received, two allocated to the administrator's own unit, one allocation awaiting
 * approval, and a verification running.
 */
export async function seedSmallAssets(app: FastifyInstance, report: Report = progress) {
  await refuseSeededAssets(app.db);
  const rnd = random(20261124);
  const { api, admin } = await signInFirstAdmin(app);
  const units = await seedUnits(api);
  const shelves = await seedWarehouse(api);
  await seedTags(api);
  const assets = await seedAssets(api, units, rnd, report);
  const [financeBureau, educationBureau, healthCommission] = units.map((u) => u.id);

  // Every fourth asset of the first unit goes into the public warehouse.
  const joining = assets.filter((a, i) => a.unit === financeBureau && i % 4 === 0);
  const join = await submitForm(api, 'assetsJoin', {
    lines: lines(joining),
    reason: '闲置资产交公物仓统一调剂',
    organization_id: financeBureau,
    storage_location_id: shelves[0],
  });
  await approveForm(api, 'assetsJoin', join.id, '同意入仓');

  // The second unit borrows two of them and brings the first back.
  const [first, second, third, fourth, fifth, sixth] = joining;
  const rental = await submitForm(api, 'assetsRental', {
    lines: lines([first, second]),
    reason: '临时会议使用',
    organization_id: educationBureau,
    due_date: `${new Date().getFullYear() + 1}-03-31`,
  });
  await approveForm(api, 'assetsRental', rental.id);
  const back = await submitForm(api, 'assetsBack', {
    lines: lines([first]),
    reason: '会议结束，归还公物仓',
    organization_id: educationBureau,
    storage_location_id: shelves[0],
  });
  await approveForm(api, 'assetsBack', back.id, '已验收入库');

  // The third unit asks for one (awaiting approval).
  await submitForm(api, 'assetsOut', {
    lines: lines([third]),
    reason: '新设科室办公需要',
    organization_id: healthCommission,
  });
  await seedLease(api, fourth, financeBureau);

  // Two go to the administrator's own unit, so its own assets and those in use are not empty.
  const out = await submitForm(api, 'assetsOut', {
    lines: lines([fifth, sixth]),
    reason: '平台办公设备调配',
    organization_id: admin.organization_id ?? healthCommission,
    ...(admin.organization_id && admin.department_id ? { department_id: admin.department_id } : {}),
  });
  await approveForm(api, 'assetsOut', out.id, '同意调拨');

  // The second unit offers some of its idle assets for sharing; a few assets carry marks.
  const shared = assets.filter((a) => a.unit === educationBureau).slice(0, 5);
  await api('POST', 'assets/updateresource', { ids: shared.map((a) => a.id), is_resource: 1 });
  await api('POST', 'assets/mark', { ids: [assets[5]?.id, assets[15]?.id], marks: ['important'] });
  await api('POST', 'assets/mark', { ids: [assets[3]?.id], marks: ['to_repair', 'damaged'] });

  await seedVerification(api, assets, healthCommission);
  return { assets: TOTAL, units: units.length, shared: shared.length, tags: TAGS.length };
}
