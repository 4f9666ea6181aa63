import type { Db } from '../../db/database.js';
import { DAY, inSlices, iso, type Report, rng } from './progress.js';

/** What administrators do all day, as the log records it: mostly reads, some edits. */
const ACTIONS = [
  ['GET', 'indent'],
  ['GET', 'good'],
  ['GET', 'assets/list'],
  ['GET', 'member'],
  ['GET', 'index'],
  ['PUT', 'indent/shipment'],
  ['POST', 'good'],
  ['PUT', 'good'],
  ['POST', 'assets/join'],
  ['POST', 'assets/out'],
  ['DELETE', 'brand'],
  ['POST', 'login'],
] as const;
const OPERATORS = ['admin', '仓库管理员', '财务 小王', '运营 李娜', 'auditor', '门店 张伟'] as const;

/**
 * `count` admin-log rows over the last year, a little denser lately: the log list and its filters
 * (operator, method, path, status, time) are measured on a table of a busy site's size.
 */
export async function seedAdminLogs(db: Db, count: number, report: Report): Promise<void> {
  const now = Date.now();
  const r = rng(20_261_126);
  const admin = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirst();
  await inSlices(db, 'admin log', count, 20_000, report, async (w, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      const [method, route] = r.pick(ACTIONS);
      const id = r.int(1, 200_000);
      const write = method !== 'GET';
      rows.push({
        admin_id: admin?.id ?? null,
        username: r.pick(OPERATORS),
        path: `/api/v1/admin/${route}${write && method !== 'POST' ? `/${id}` : ''}`,
        method,
        ip: `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        input: write ? JSON.stringify({ id, note: '批量处理' }) : '{}',
        status: r.chance(0.97) ? 200 : r.pick([403, 404, 422, 409]),
        created_at: iso(now - 365 * DAY + 365 * DAY * ((i + 0.5) / count) ** 0.9),
      });
    }
    await w.rows('admin_logs', rows);
  });
}
