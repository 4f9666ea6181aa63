import {
  MEDIA_USE_KINDS,
  type MediaUse,
  type MediaUseKind,
  THUMBNAIL_WIDTHS,
  thumbnailPath,
} from '@bo/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { UPLOAD_NAMES_FUNCTION } from '../../db/migrations/0028-media-uses.js';
import { dialectOf } from '../../lib/search.js';
import { UPLOADS_URL } from '../upload/index.js';
import { OWNERS, PLACES, type Place } from './places.js';

/** An upload as stored: its path below the uploads root. */
export interface StoredFile {
  id: number;
  path: string;
}

/** The random name the upload route gives every file. */
const RANDOM_NAME = /^[0-9a-f]{32}$/;

/** Rows read per place and page at most: a file used a thousand times is refused all the same. */
const READ_PER_PLACE = 200;

/** The URLs a `value` place may hold for a file: the file's and its small copies'. */
function urlsOf(relative: string): string[] {
  return [relative, ...THUMBNAIL_WIDTHS.map((width) => thumbnailPath(relative, width))].map(
    (p) => `${UPLOADS_URL}/${p}`,
  );
}

/**
 * What a `text` place is searched for: the random name (rich text may link a small copy), or the whole
 * URL for a path the upload route did not write.
 */
function needleOf(relative: string): string {
  const name = relative.slice(relative.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  return RANDOM_NAME.test(name) ? name : `${UPLOADS_URL}/${relative}`;
}

const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function textCondition(db: Db, place: Place, needles: string[]): RawBuilder<SqlBool> {
  const column = sql.ref(place.column);
  if (place.words && dialectOf(db) === 'sqlite') {
    const words = sql.table(place.words);
    const anyOf = needles.map((n) => `"${n}"`).join(' OR ');
    return sql<SqlBool>`id in (select rowid from ${words} where ${words} match ${anyOf})`;
  }
  // The names as a sub-select: planned without their values, the index is taken. With the values, PostgreSQL
  // guesses each name matches 0.5 % of the goods and, under the limit, scans the table instead (1 s).
  if (place.words)
    return sql<SqlBool>`${sql.id(UPLOAD_NAMES_FUNCTION)}(${column}) && (select cast(${needles} as text[]))`;
  return sql<SqlBool>`(${sql.join(
    needles.map((n) => sql`${column} like ${likeAnywhere(n)} escape '\\'`),
    sql` or `,
  )})`;
}

function condition(db: Db, place: Place, values: string[], needles: string[]): RawBuilder<SqlBool> {
  const found =
    place.holds === 'value'
      ? sql<SqlBool>`${sql.ref(place.column)} in (${sql.join(values)})`
      : textCondition(db, place, needles);
  return place.live ? sql<SqlBool>`${found} and deleted_at is null` : found;
}

async function readPlace(db: Db, place: Place, values: string[], allNeedles: string[]) {
  // An indexed place finds random names only (a hand-written path is looked for in small tables alone).
  const needles = place.words ? allNeedles.filter((n) => RANDOM_NAME.test(n)) : allNeedles;
  if (place.holds === 'text' && needles.length === 0) return [];
  const { rows } = await sql<{
    owner: number;
    value: string;
  }>`select ${sql.ref(place.owner)} as owner, ${sql.ref(
    place.column,
  )} as value from ${sql.table(place.table)} where ${condition(db, place, values, needles)} limit ${sql.lit(READ_PER_PLACE)}`.execute(
    db,
  );
  return rows;
}

async function ownerNames(db: Db, kind: MediaUseKind, ids: number[]): Promise<Map<number, string>> {
  const owner = OWNERS[kind];
  const live = owner.live ? sql` and deleted_at is null` : sql``;
  const { rows } = await sql<{
    id: number;
    name: string;
  }>`select id, ${sql.ref(owner.name)} as name from ${sql.table(
    owner.table,
  )} where id in (${sql.join(ids)})${live}`.execute(db);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/**
 * Where each of `files` is used, read for these files only: one statement per place (an indexed
 * equality for URL columns), then one per kind for the records' names. A use whose record is gone
 * (soft-deleted goods or assets) does not count.
 */
export async function usesOf(db: Db, files: readonly StoredFile[]): Promise<Map<number, MediaUse[]>> {
  const uses = new Map<number, MediaUse[]>(files.map((f) => [f.id, []]));
  if (files.length === 0) return uses;
  const byValue = new Map<string, number>();
  const byNeedle = new Map<string, number>();
  for (const file of files) {
    for (const url of urlsOf(file.path)) byValue.set(url, file.id);
    byNeedle.set(needleOf(file.path), file.id);
  }
  const values = [...byValue.keys()];
  const needles = [...byNeedle.keys()];
  const found = new Map<string, { file: number; kind: MediaUseKind; id: number }>();
  for (const place of PLACES) {
    for (const row of await readPlace(db, place, values, needles)) {
      const matched =
        place.holds === 'value'
          ? [byValue.get(row.value)]
          : needles.filter((n) => row.value.includes(n)).map((n) => byNeedle.get(n));
      for (const file of matched) {
        if (file === undefined) continue;
        const id = Number(row.owner);
        found.set(`${file}:${place.kind}:${id}`, { file, kind: place.kind, id });
      }
    }
  }
  for (const kind of MEDIA_USE_KINDS) {
    const ids = [...new Set([...found.values()].filter((u) => u.kind === kind).map((u) => u.id))];
    if (ids.length === 0) continue;
    const names = await ownerNames(db, kind, ids);
    for (const use of found.values()) {
      const name = use.kind === kind ? names.get(use.id) : undefined;
      if (name !== undefined) uses.get(use.file)?.push({ kind, id: use.id, name });
    }
  }
  return uses;
}
