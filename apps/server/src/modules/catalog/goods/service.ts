import { GOOD_SHOW, type GoodValues, MAX_GOOD_IMAGES, SPECIFICATION_LOCATIONS } from '@bo/contract';
import { type Db, type Trx, takeAdvisoryLock } from '../../../db/database.js';
import { invalid, notFound } from '../../../http/errors.js';
import { enqueueJob } from '../../../jobs/queue.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import { found, updateVersioned } from '../../../lib/records.js';
import { sanitizeRichText } from '../../../lib/rich-text.js';
import { nowIso } from '../../../lib/time.js';
import { GOOD_SUBJECT } from './audit.js';
import { SHELVE_JOB } from './shelving.js';
import { syncSkus } from './skus.js';
import { orderedImages, skuUnits, totals } from './units.js';

/** References, article number and SKU specification names checked against the database. */
async function checkReferences(trx: Trx, good: GoodValues, id = 0): Promise<void> {
  const category = await trx
    .selectFrom('categories')
    .select('id')
    .where('id', '=', good.category_id)
    .executeTakeFirst();
  if (!category) throw invalid({ category_id: 'good.categoryMissing' });
  if (good.brand_id) {
    const brand = await trx
      .selectFrom('brands')
      .select('id')
      .where('id', '=', good.brand_id)
      .executeTakeFirst();
    if (!brand) throw invalid({ brand_id: 'good.brandMissing' });
  }
  if (good.freight_id) {
    const freight = await trx
      .selectFrom('freights')
      .select('id')
      .where('id', '=', good.freight_id)
      .executeTakeFirst();
    if (!freight) throw invalid({ freight_id: 'good.freightMissing' });
  }
  if (good.number) {
    // Saves of the same article number share an advisory lock, so the second sees the first's goods.
    await takeAdvisoryLock(trx, `goods.number:${good.number}`);
    const taken = await trx
      .selectFrom('goods')
      .select('id')
      .where('number', '=', good.number)
      .where('deleted_at', 'is', null)
      .where('id', '<>', id)
      .executeTakeFirst();
    if (taken) throw invalid({ number: 'validation.exists' });
  }
  const first = good.skus[0];
  if (!first) return;
  const options = await trx
    .selectFrom('specifications')
    .innerJoin('category_specifications', 'category_specifications.specification_id', 'specifications.id')
    .select('specifications.name')
    .where('category_specifications.category_id', '=', good.category_id)
    .where('specifications.location', 'in', [SPECIFICATION_LOCATIONS.detail, SPECIFICATION_LOCATIONS.both])
    .execute();
  const names = new Set(options.map((o) => o.name));
  const unknown = first.spec.find((s) => !names.has(s.key));
  if (unknown) throw invalid({ 'skus.0.spec': 'good.specUnknown' }, { name: unknown.key });
}

/** The goods row's columns for the form's values (SKU-derived figures included). */
function goodsColumns(good: GoodValues) {
  const images = orderedImages(good.master_image, good.images);
  if (images.length > MAX_GOOD_IMAGES)
    throw invalid({ images: 'validation.max' }, { place: MAX_GOOD_IMAGES });
  const units = skuUnits(good);
  return {
    units,
    columns: {
      type: good.type,
      name: good.name,
      number: good.number,
      category_id: good.category_id,
      brand_id: good.brand_id,
      freight_id: good.freight_id,
      ...totals(units),
      images: JSON.stringify(images),
      master_image: good.master_image,
      video: good.video,
      poster: good.poster,
      keywords: good.keywords,
      short_description: good.short_description,
      details: sanitizeRichText(good.details),
      parameters: JSON.stringify(good.parameters),
      has_spec: good.skus.length > 0 ? 1 : 0,
      sort: good.sort,
      is_show: good.is_show,
      timing: good.is_show === GOOD_SHOW.timed && good.timing ? new Date(good.timing).toISOString() : null,
      is_inventory: good.is_inventory,
      is_recommend: good.is_recommend,
      is_new: good.is_new,
      is_hot: good.is_hot,
    },
  };
}

/** Timed goods get a shelving job at their time (the job puts every due timed goods on sale). */
async function scheduleShelving(trx: Trx, timing: string | null, adminId: number | null): Promise<void> {
  if (timing) await enqueueJob(trx, { type: SHELVE_JOB, runAt: timing, createdBy: adminId });
}

export async function createGood(
  db: Db,
  good: GoodValues,
  adminId: number | null,
  audit: AuditTrail,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkReferences(trx, good);
    const { units, columns } = goodsColumns(good);
    const now = nowIso();
    const row = await trx
      .insertInto('goods')
      .values({ ...columns, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncSkus(trx, row.id, units, now);
    await scheduleShelving(trx, columns.timing, adminId);
    await audit.created(trx, GOOD_SUBJECT, row.id);
    return row.id;
  });
}

export async function updateGood(
  db: Db,
  id: number,
  good: GoodValues,
  adminId: number | null,
  audit: AuditTrail,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, GOOD_SUBJECT, [id]);
    const current = found(
      await trx
        .selectFrom('goods')
        .select('timing')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    );
    await checkReferences(trx, good, id);
    const { units, columns } = goodsColumns(good);
    const now = nowIso();
    await updateVersioned(trx, 'goods', id, good.version, columns);
    await syncSkus(trx, id, units, now);
    if (columns.timing !== current.timing) await scheduleShelving(trx, columns.timing, adminId);
    await change.done();
  });
}

/** Soft delete: orders keep their snapshots; the article number becomes free again. */
export async function destroyGoods(db: Db, ids: number[], audit: AuditTrail): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, GOOD_SUBJECT, ids);
    const now = nowIso();
    const result = await trx
      .updateTable('goods')
      .set((eb) => ({ deleted_at: now, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== ids.length) throw notFound();
    await change.done();
  });
}

/**
 * Put on sale, move to the warehouse, or shelve at `timing` (single or batch); returns how many changed.
 * A batch is all or nothing, as a batch delete is: one good gone (`ids` are distinct) changes none.
 */
export async function setGoodsState(
  db: Db,
  ids: number[],
  isShow: number,
  timing: string | null,
  adminId: number | null,
  audit: AuditTrail,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, GOOD_SUBJECT, ids);
    const at = isShow === GOOD_SHOW.timed && timing ? new Date(timing).toISOString() : null;
    const result = await trx
      .updateTable('goods')
      .set((eb) => ({ is_show: isShow, timing: at, updated_at: nowIso(), version: eb('version', '+', 1) }))
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows);
    if (changed !== ids.length) throw notFound();
    await scheduleShelving(trx, at, adminId);
    await change.done();
    return changed;
  });
}
