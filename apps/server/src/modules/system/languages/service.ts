import {
  CATALOG_UNKNOWN_SHOWN,
  type CatalogFinding,
  type CatalogProblem,
  type CatalogSaved,
  checkCatalog,
  isBuiltInLang,
  type LanguageCatalogState,
  type LanguageOption,
  type MessageKey,
  uiCatalogs,
} from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { conflict, invalid, notFound } from '../../../http/errors.js';
import { found } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import { catalogState, languagesWithCatalogs, REFERENCE_CATALOG } from './catalog-state.js';

/**
 * `GET lang`: the languages the switchers offer: the enabled rows that are built in or have a catalog
 * holding every key of the interface.
 */
export async function menuLanguages(db: Db): Promise<LanguageOption[]> {
  const rows = await languagesWithCatalogs(db).where('languages.state', '=', 1).execute();
  const menu: LanguageOption[] = [];
  for (const row of rows) {
    const { state } = await catalogState(db, row);
    if (state === 'built-in' || state === 'complete')
      menu.push({ name: row.name, code: row.code, built_in: state === 'built-in' });
  }
  return menu;
}

/** `GET language/catalogs`: each language row's catalog, for the languages page. */
export async function catalogStates(db: Db): Promise<LanguageCatalogState[]> {
  const rows = await languagesWithCatalogs(db).execute();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      code: row.code,
      ...(await catalogState(db, row)),
      updated_at: row.catalog_updated_at,
    })),
  );
}

/**
 * `GET language/catalog/{code}`: the texts of an enabled language, matched in any case (the web keeps
 * codes in lower case); zh and en from the contract.
 */
export async function readCatalog(db: Db, code: string): Promise<Record<string, unknown>> {
  const lower = code.toLowerCase();
  if (isBuiltInLang(lower)) return uiCatalogs[lower];
  const row = await db
    .selectFrom('language_catalogs')
    .innerJoin('languages', 'languages.id', 'language_catalogs.language_id')
    .select('language_catalogs.catalog')
    .where(sql<string>`lower(${sql.ref('languages.code')})`, '=', lower)
    .where('languages.state', '=', 1)
    .orderBy('languages.id')
    .executeTakeFirst();
  if (!row) throw notFound();
  return JSON.parse(row.catalog) as Record<string, unknown>;
}

const PROBLEM_MESSAGES: Record<CatalogProblem, MessageKey> = {
  missing: 'language.catalogMissing',
  notText: 'language.catalogNotText',
  empty: 'language.catalogEmpty',
  unknown: 'language.catalogUnknown',
};

/** Where an answer stops naming unknown keys and counts the rest. */
const MORE_UNKNOWN = '…';

/**
 * A refused catalog as a 42200 with a message per key: every missing, non-text or empty key, then the
 * first unknown ones (they do not block, but whoever fixes the file should see them too).
 */
function refused(findings: readonly CatalogFinding[]) {
  const blocking = findings.filter((f) => f.problem !== 'unknown');
  const unknown = findings.filter((f) => f.problem === 'unknown');
  const fields = Object.fromEntries(
    [...blocking, ...unknown.slice(0, CATALOG_UNKNOWN_SHOWN)].map((f) => [
      f.key,
      PROBLEM_MESSAGES[f.problem],
    ]),
  );
  const more = unknown.length - CATALOG_UNKNOWN_SHOWN;
  if (more > 0) fields[MORE_UNKNOWN] = 'language.catalogMoreUnknown';
  return invalid(fields, { count: Math.max(more, 0) });
}

/**
 * `POST language/catalog/{id}`: stores a language's catalog once it holds every key of the interface
 * as a non-empty text; unknown keys are left out and named in the answer.
 */
export async function saveCatalog(
  db: Db,
  id: number,
  upload: Record<string, unknown>,
): Promise<Omit<CatalogSaved, 'message'>> {
  const language = found(
    await db.selectFrom('languages').select('code').where('id', '=', id).executeTakeFirst(),
  );
  if (isBuiltInLang(language.code)) throw conflict('language.catalogBuiltIn');
  const check = checkCatalog(upload, REFERENCE_CATALOG);
  if (check.blocked) throw refused(check.findings);
  const catalog = JSON.stringify(check.catalog);
  const now = nowIso();
  await db
    .insertInto('language_catalogs')
    .values({ language_id: id, catalog, updated_at: now })
    .onConflict((oc) =>
      oc.column('language_id').doUpdateSet({
        catalog,
        updated_at: now,
        version: sql<number>`${sql.ref('language_catalogs.version')} + 1`,
      }),
    )
    .execute();
  // A saved catalog's findings are its unknown keys: any other would have refused it.
  const unknown = check.findings.map((f) => f.key);
  return {
    texts: check.texts,
    unknown: unknown.slice(0, CATALOG_UNKNOWN_SHOWN),
    unknown_count: unknown.length,
  };
}
