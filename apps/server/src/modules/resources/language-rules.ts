import { BUILT_IN_LANGUAGES } from '@bo/contract';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { found } from '../../lib/records.js';
import type { ResourceRules } from '../../lib/resource-routes.js';

/**
 * Languages: zh and en are built in (the interface is written in them), so they cannot be recoded,
 * disabled or deleted. The declaration's `locked` only shows this on the page; these rules refuse it.
 */
export const languageRules: ResourceRules = {
  async beforeSave(trx, values, id) {
    if (id === null) return undefined;
    const current = found(
      await trx.selectFrom('languages').select('code').where('id', '=', id).executeTakeFirst(),
    );
    if (!BUILT_IN_LANGUAGES.includes(current.code)) return undefined;
    if (values.code !== current.code) throw invalid({ code: 'language.builtIn' });
    if (values.state !== 1) throw invalid({ state: 'language.builtIn' });
    return undefined;
  },
  async beforeDestroy(trx, ids) {
    const rows = await trx.selectFrom('languages').select('code').where('id', 'in', ids).execute();
    // A missing id is named first, as before the languages were declared.
    if (rows.length !== ids.length) throw notFound();
    if (rows.some((r) => BUILT_IN_LANGUAGES.includes(r.code))) throw conflict('language.builtIn');
  },
};
