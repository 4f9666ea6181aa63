import { takeAdvisoryLock } from '../../db/database.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { found } from '../../lib/records.js';
import type { ResourceRules } from '../../lib/resource-routes.js';

/** Writers of companies share an advisory lock, so concurrent saves never leave two defaults (or none). */
const DEFAULT_LOCK = 'dhls.default';

/**
 * Logistics companies: exactly one enabled company is the default. The first one is the default
 * whatever the form says; making another the default unsets the old one; the default cannot be unset
 * or disabled, nor deleted while other companies remain.
 */
export const dhlRules: ResourceRules = {
  async beforeSave(trx, values, id) {
    await takeAdvisoryLock(trx, DEFAULT_LOCK);
    const current =
      id === null
        ? null
        : found(await trx.selectFrom('dhls').select('is_default').where('id', '=', id).executeTakeFirst());
    if (values.is_default && !values.state) throw invalid({ is_default: 'dhl.defaultDisabled' });
    if (current?.is_default && !values.is_default) throw invalid({ is_default: 'dhl.defaultRequired' });
    if (current) return values;
    const hasDefault = await trx
      .selectFrom('dhls')
      .select('id')
      .where('is_default', '=', 1)
      .executeTakeFirst();
    return { ...values, is_default: values.is_default || (!hasDefault && values.state) ? 1 : 0 };
  },
  async afterSave(trx, id, values) {
    if (!values.is_default) return;
    await trx
      .updateTable('dhls')
      .set({ is_default: 0 })
      .where('id', '<>', id)
      .where('is_default', '=', 1)
      .execute();
  },
  async beforeDestroy(trx, ids) {
    await takeAdvisoryLock(trx, DEFAULT_LOCK);
    const rows = await trx.selectFrom('dhls').select(['id', 'is_default']).where('id', 'in', ids).execute();
    if (rows.length !== ids.length) throw notFound();
    const others = await trx.selectFrom('dhls').select('id').where('id', 'not in', ids).executeTakeFirst();
    if (rows.some((r) => r.is_default) && others) throw conflict('dhl.defaultInUse');
  },
};
