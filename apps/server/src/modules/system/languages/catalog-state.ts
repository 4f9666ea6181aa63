import { type CatalogState, type CatalogTree, checkCatalog, isBuiltInLang, uiCatalogs } from '@bo/contract';
import type { Db } from '../../../db/database.js';

/**
 * The keys of the interface: the built-in zh catalog's, derived, never listed (en holds the same keys,
 * the contract's catalog test says so).
 */
export const REFERENCE_CATALOG: CatalogTree = uiCatalogs.zh;

/**
 * Keys each stored catalog lacks, by language and upload: a catalog checked whole at its upload may
 * lack keys a later version of the interface added. A stored catalog never changes under its version,
 * and the reference is this process's, so an answer holds until the next upload.
 */
const lacking = new Map<string, number>();

async function missingKeys(db: Db, languageId: number, version: number): Promise<number> {
  const cacheKey = `${languageId}:${version}`;
  const known = lacking.get(cacheKey);
  if (known !== undefined) return known;
  const row = await db
    .selectFrom('language_catalogs')
    .select(['catalog', 'version'])
    .where('language_id', '=', languageId)
    .executeTakeFirst();
  if (!row) return 0;
  const stored = JSON.parse(row.catalog) as Record<string, unknown>;
  const missing = checkCatalog(stored, REFERENCE_CATALOG).findings.filter((f) => f.problem !== 'unknown');
  // A catalog replaced since the first read is counted under its own version.
  if (lacking.size > 1000) lacking.clear();
  lacking.set(`${languageId}:${row.version}`, missing.length);
  return missing.length;
}

/** Every language row, in the menu's order, with its catalog's version. */
export function languagesWithCatalogs(db: Db) {
  return db
    .selectFrom('languages')
    .leftJoin('language_catalogs', 'language_catalogs.language_id', 'languages.id')
    .select([
      'languages.id',
      'languages.name',
      'languages.code',
      'languages.state',
      'language_catalogs.version as catalog_version',
      'language_catalogs.updated_at as catalog_updated_at',
    ])
    .orderBy('languages.sort')
    .orderBy('languages.id');
}

/** A language row with its catalog's version and time (null: none uploaded). */
type LanguageWithCatalog = Awaited<ReturnType<ReturnType<typeof languagesWithCatalogs>['execute']>>[number];

/** Where a language's texts stand, and how many keys its catalog lacks. */
export async function catalogState(
  db: Db,
  row: LanguageWithCatalog,
): Promise<{ state: CatalogState; missing: number }> {
  if (isBuiltInLang(row.code)) return { state: 'built-in', missing: 0 };
  if (row.catalog_version === null) return { state: 'none', missing: 0 };
  const missing = await missingKeys(db, row.id, row.catalog_version);
  return { state: missing > 0 ? 'incomplete' : 'complete', missing };
}
