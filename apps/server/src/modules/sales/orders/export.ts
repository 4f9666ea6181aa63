import { formatDateTime, type Lang, orderExportInputSchema, translate } from '@bo/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { type ExportRun, exportInThread } from '../../../jobs/export-thread.js';
import { JobFailure } from '../../../jobs/types.js';
import { writeXlsxExport } from '../../../lib/xlsx-export.js';
import { filtered, inTab, orderTabOf } from './queries.js';

export const ORDER_EXPORT_JOB = 'orders.export';
// Orders are wide: a batch of 1000 outlived two young-generation collections while it was written, and
// the promoted rows grew the heap by 150 MB between full collections; 500 stay young (and run faster).
const BATCH = 500;

export const orderExportPayloadSchema = z.object({
  filter: orderExportInputSchema,
  lang: z.enum(['zh', 'en']),
});

function columns(lang: Lang) {
  const label = (field: string) => translate(lang, `fields.${field}`);
  const col = (key: string, header: string, width: number) => ({ key, header, width });
  // Money as numbers in yuan with the currency format, so a spreadsheet sums them.
  const money = (key: string, header: string, width: number) => ({
    ...col(key, header, width),
    format: 'money' as const,
  });
  return [
    col('id', 'ID', 10),
    col('identification', translate(lang, 'orderExport.identification'), 24),
    col('state', label('state'), 12),
    col('member', translate(lang, 'orderExport.member'), 16),
    col('goods', translate(lang, 'orderExport.goods'), 40),
    money('goods_amount', translate(lang, 'orderExport.goodsAmount'), 12),
    money('carriage', translate(lang, 'orderExport.carriage'), 10),
    money('total', translate(lang, 'orderExport.total'), 12),
    money('paid', translate(lang, 'orderExport.paid'), 12),
    money('refunded', translate(lang, 'orderExport.refunded'), 12),
    col('consignee', label('consignee'), 12),
    col('phone', label('phone'), 14),
    col('address', label('address'), 40),
    col('odd', label('odd'), 18),
    col('remark', label('remark'), 24),
    col('created_at', label('created_at'), 20),
  ];
}

/**
 * Writes the filtered order list (newest first) to an XLSX file in id-keyset batches, on a thread of
 * its own (jobs/export-thread.ts).
 */
export async function writeOrdersExport(run: ExportRun, db: Db) {
  const parsed = orderExportPayloadSchema.safeParse(run.payload);
  if (!parsed.success) throw new JobFailure('errors.badRequest');
  const { filter, lang } = parsed.data;
  const tab = orderTabOf(filter.activeIndex);
  const found = await filtered(db, db.selectFrom('orders'), filter);
  const base = () => inTab(found, tab);
  const counted = await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst();

  async function* batches() {
    let last: number | null = null;
    for (;;) {
      let query = base().selectAll().orderBy('orders.id', 'desc').limit(BATCH);
      if (last !== null) query = query.where('orders.id', '<', last);
      const rows = await query.execute();
      if (rows.length === 0) return;
      const lines = await db
        .selectFrom('order_lines')
        .select(['order_id', 'name', 'number'])
        .where(
          'order_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      const goods = new Map<number, string[]>();
      for (const line of lines) {
        const text = `${line.name} × ${line.number}`;
        const list = goods.get(line.order_id);
        if (list) list.push(text);
        else goods.set(line.order_id, [text]);
      }
      const members = new Map(
        (
          await db
            .selectFrom('members')
            .select(['id', 'account'])
            .where('id', 'in', [...new Set(rows.map((r) => r.member_id))])
            .execute()
        ).map((m) => [m.id, m.account]),
      );
      yield rows.map((order) => ({
        order,
        member: members.get(order.member_id) ?? '',
        goods: goods.get(order.id)?.join('; ') ?? '',
      }));
      last = rows.at(-1)?.id ?? 0;
      if (rows.length < BATCH) return;
    }
  }

  return writeXlsxExport({
    run,
    prefix: 'orders',
    columns: columns(lang),
    total: Number(counted?.n ?? 0),
    batches: batches(),
    running: 'orderExport.running',
    done: 'orderExport.done',
    toCells: ({ order: row, member, goods }) => ({
      id: row.id,
      identification: row.identification,
      state: translate(lang, `order.states.${row.state}`),
      member,
      goods,
      goods_amount: Number(row.goods_amount) / 100,
      carriage: Number(row.carriage) / 100,
      total: Number(row.total) / 100,
      paid: Number(row.paid) / 100,
      refunded: Number(row.refunded) / 100,
      consignee: row.consignee,
      phone: row.phone,
      address: `${row.region_name} ${row.address}`,
      odd: row.odd,
      remark: row.remark,
      created_at: formatDateTime(row.created_at),
    }),
  });
}

/** The order export job: {@link writeOrdersExport} on a thread of its own. */
export const runOrderExportJob = exportInThread(import.meta.url, 'writeOrdersExport');
