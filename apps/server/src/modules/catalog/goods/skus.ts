import type { Trx } from '../../../db/database.js';
import { invalid } from '../../../http/errors.js';
import type { SkuUnit } from './units.js';

const specKey = (spec: SkuUnit['spec']) => JSON.stringify(spec);

/**
 * Makes the goods' live SKUs equal `units`: a unit with an `id` (or, without specifications, the
 * existing default SKU) is updated, others are inserted, and SKUs no longer listed are soft-deleted so
 * orders that reference them keep working. Card entries follow the same way.
 */
export async function syncSkus(trx: Trx, goodsId: number, units: SkuUnit[], now: string): Promise<void> {
  const existing = await trx
    .selectFrom('goods_skus')
    .select(['id', 'spec'])
    .where('goods_id', '=', goodsId)
    .where('deleted_at', 'is', null)
    .execute();
  const byId = new Map(existing.map((s) => [s.id, s]));
  const kept = new Set<number>();

  for (const [index, unit] of units.entries()) {
    let id = unit.id;
    if (id !== undefined && !byId.has(id)) throw invalid({ [`skus.${index}.id`]: 'good.skuMissing' });
    // Goods without specifications keep their one SKU across edits.
    if (id === undefined && unit.spec.length === 0) id = existing.find((s) => s.spec === '[]')?.id;
    const values = {
      spec: specKey(unit.spec),
      price: unit.price,
      market_price: unit.market_price,
      cost_price: unit.cost_price,
      inventory: unit.inventory,
      image: unit.image,
      virtual_code: unit.virtual_code,
      code_type: unit.code_type,
      is_fixed: unit.is_fixed,
      file: unit.file,
      sort: index,
      updated_at: now,
    };
    if (id === undefined) {
      const row = await trx
        .insertInto('goods_skus')
        .values({ ...values, goods_id: goodsId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } else {
      await trx.updateTable('goods_skus').set(values).where('id', '=', id).execute();
    }
    kept.add(id);
    await syncCodes(
      trx,
      goodsId,
      id,
      unit.codes,
      now,
      units.length > 1 || unit.spec.length > 0 ? index : null,
    );
  }

  const dropped = existing.map((s) => s.id).filter((id) => !kept.has(id));
  if (dropped.length) {
    await trx
      .updateTable('goods_skus')
      .set({ deleted_at: now, updated_at: now })
      .where('id', 'in', dropped)
      .execute();
    await trx.deleteFrom('goods_card_codes').where('sku_id', 'in', dropped).where('state', '=', 0).execute();
  }
}

/**
 * The SKU's unused card entries become `codes`: listed ids are kept (and updated), new ones inserted,
 * unlisted unused ones deleted. Entries already handed out are never touched; listing one is an error.
 */
async function syncCodes(
  trx: Trx,
  goodsId: number,
  skuId: number,
  codes: SkuUnit['codes'],
  now: string,
  skuIndex: number | null,
): Promise<void> {
  const field = (i: number) => (skuIndex === null ? `codes.${i}` : `skus.${skuIndex}.codes.${i}`);
  const unused = await trx
    .selectFrom('goods_card_codes')
    .select(['id', 'name', 'code'])
    .where('sku_id', '=', skuId)
    .where('state', '=', 0)
    .execute();
  const byId = new Map(unused.map((c) => [c.id, c]));
  const listed = new Set<number>();
  const inserts: { goods_id: number; sku_id: number; name: string; code: string; created_at: string }[] = [];
  for (const [i, entry] of codes.entries()) {
    if (entry.id === undefined) {
      inserts.push({ goods_id: goodsId, sku_id: skuId, name: entry.name, code: entry.code, created_at: now });
      continue;
    }
    const current = byId.get(entry.id);
    if (!current) throw invalid({ [field(i)]: 'good.codeUsed' });
    listed.add(entry.id);
    if (current.name !== entry.name || current.code !== entry.code) {
      await trx
        .updateTable('goods_card_codes')
        .set({ name: entry.name, code: entry.code })
        .where('id', '=', entry.id)
        .execute();
    }
  }
  const removed = unused.map((c) => c.id).filter((id) => !listed.has(id));
  for (let i = 0; i < removed.length; i += 500) {
    await trx
      .deleteFrom('goods_card_codes')
      .where('id', 'in', removed.slice(i, i + 500))
      .execute();
  }
  for (let i = 0; i < inserts.length; i += 500) {
    await trx
      .insertInto('goods_card_codes')
      .values(inserts.slice(i, i + 500))
      .execute();
  }
}
