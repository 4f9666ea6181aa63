import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../plugins/guard.js';
import { issueSession } from '../security/sessions.js';
import { client, progress, random } from './demo-shop.js';

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

/**
 * A small public-asset demo through the admin API: three units with departments, a warehouse with
 * zones and shelves, about a hundred assets, some handed into the public warehouse (join form approved
 * and its task completed), one rented out, and a verification running.
 */
export async function seedSmallAssets(
  app: FastifyInstance,
  report: (label: string, done: number, total: number) => void = progress,
) {
  const rnd = random(20261124);
  const admin = await app.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
  const session = await issueSession(app.db, admin.id, {
    ip: '127.0.0.1',
    userAgent: 'seed',
    remember: false,
  });
  const api = client(app, API_PREFIX, session.access_token);
  const tag = Date.now().toString(36).slice(-4);

  const units: { id: number; departments: number[] }[] = [];
  for (const name of UNITS) {
    const org = await api<{ id: number }>('POST', 'organization', { name: `${name} ${tag}` });
    const departments: number[] = [];
    for (const dept of ['办公室', '财务科', '信息科']) {
      departments.push(
        (await api<{ id: number }>('POST', 'department', { organization_id: org.id, name: dept })).id,
      );
    }
    units.push({ id: org.id, departments });
  }
  const warehouse = await api<{ id: number }>('POST', 'storageLocation/create', {
    name: `公物仓 ${tag}`,
    code: `GWC-${tag}`,
  });
  const shelves: number[] = [];
  for (const zone of ['A', 'B']) {
    const z = await api<{ id: number }>('POST', 'storageLocation/create', {
      name: `${zone} 区`,
      code: `GWC-${tag}-${zone}`,
      pid: warehouse.id,
    });
    for (let s = 1; s <= 3; s++) {
      shelves.push(
        (
          await api<{ id: number }>('POST', 'storageLocation/create', {
            name: `${s} 号货架`,
            code: `GWC-${tag}-${zone}${s}`,
            pid: z.id,
          })
        ).id,
      );
    }
  }
  const classes = await api<{ data: { id: number; code: string }[] }>('GET', 'BaseDataList?limit=100');
  const classId = (code: string) => classes.data.find((c) => c.code === code)?.id;

  const total = 100;
  const assets: { id: number; unit: number }[] = [];
  for (let i = 0; i < total; i++) {
    const [name, code, value] = ITEMS[i % ITEMS.length] as [string, string, number];
    const unit = units[i % units.length] as { id: number; departments: number[] };
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
    report('assets', i + 1, total);
  }

  // Every fourth asset of the first unit goes into the public warehouse.
  const joining = assets.filter((a, i) => a.unit === units[0]?.id && i % 4 === 0);
  const join = await api<{ id: number; version: number }>('POST', 'assetsJoin', {
    lines: joining.map((a) => ({ asset_id: a.id })),
    reason: '闲置资产交公物仓统一调剂',
    organization_id: units[0]?.id,
    storage_location_id: shelves[0],
  });
  await api('POST', `assetsJoin/submit/${join.id}`, {});
  await api('POST', `assetsJoin/approve/${join.id}`, { approved: true, opinion: '同意入仓' });
  const joinTask = await api<{ data: { id: number }[] }>('GET', 'task?kind=join&status=pending');
  for (const task of joinTask.data) await api('POST', `task/complete/${task.id}`, {});

  // The second unit borrows two of them; a third unit asks for one (awaiting approval).
  const [first, second, third] = joining;
  const due = `${new Date().getFullYear() + 1}-03-31`;
  const rental = await api<{ id: number }>('POST', 'assetsRental', {
    lines: [first, second].filter(Boolean).map((a) => ({ asset_id: a?.id })),
    reason: '临时会议使用',
    organization_id: units[1]?.id,
    due_date: due,
  });
  await api('POST', `assetsRental/submit/${rental.id}`, {});
  await api('POST', `assetsRental/approve/${rental.id}`, { approved: true, opinion: '' });
  const rentTask = await api<{ data: { id: number }[] }>('GET', 'task?kind=rent&status=pending');
  for (const task of rentTask.data) await api('POST', `task/complete/${task.id}`, {});
  if (third) {
    const out = await api<{ id: number }>('POST', 'assetsOut', {
      lines: [{ asset_id: third.id }],
      reason: '新设科室办公需要',
      organization_id: units[2]?.id,
    });
    await api('POST', `assetsOut/submit/${out.id}`, {});
  }

  // A verification of the third unit's assets, running.
  const verify = await api<{ id: number }>('POST', 'verify', {
    lines: assets
      .filter((a) => a.unit === units[2]?.id)
      .slice(0, 12)
      .map((a) => ({ asset_id: a.id })),
    reason: `${new Date().getFullYear()} 年度资产清查`,
    organization_id: units[2]?.id,
  });
  await api('POST', `verify/submit/${verify.id}`, {});
  await api('POST', `verify/approve/${verify.id}`, { approved: true, opinion: '' });
  return { assets: total, units: units.length };
}
