import {
  type Block,
  blockSchema,
  type Lang,
  type PageDesign,
  type PageDesignKey,
  type PageLayout,
  type pageDesignInputSchema,
  translate,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import { conflict } from '../../../http/errors.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof pageDesignInputSchema>;

/** A page never saved yet: no blocks, version 0 (the first save sends version 0). */
const EMPTY: Omit<PageDesign, 'key'> = {
  layout: { blocks: [] },
  version: 0,
  updated_by: null,
  updated_at: null,
};

/**
 * The stored JSON, block by block: a block a later release no longer accepts is left out rather than
 * making the whole page unreadable (it was valid when saved).
 */
function parseLayout(text: string): PageLayout {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { blocks: [] };
  }
  const list = (raw as { blocks?: unknown })?.blocks;
  const blocks: Block[] = [];
  for (const item of Array.isArray(list) ? list : []) {
    const parsed = blockSchema.safeParse(item);
    if (parsed.success) blocks.push(parsed.data);
  }
  return { blocks };
}

async function readRow(db: Db | Trx, key: PageDesignKey) {
  return db
    .selectFrom('page_designs')
    .leftJoin('admins', 'admins.id', 'page_designs.updated_by')
    .select([
      'page_designs.layout',
      'page_designs.version',
      'page_designs.updated_at',
      'admins.nickname',
      'admins.username',
    ])
    .where('page_designs.key', '=', key)
    .executeTakeFirst();
}

type Row = NonNullable<Awaited<ReturnType<typeof readRow>>>;

const editorName = (row: Row) => row.nickname || row.username || null;

function present(key: PageDesignKey, row: Row | undefined): PageDesign {
  if (!row) return { key, ...EMPTY };
  return {
    key,
    layout: parseLayout(row.layout),
    version: row.version,
    updated_by: editorName(row),
    updated_at: row.updated_at,
  };
}

export async function getPageDesign(db: Db, key: PageDesignKey): Promise<PageDesign> {
  return present(key, await readRow(db, key));
}

/** 40900 naming who saved the page meanwhile and its current version. */
function stale(lang: Lang, row: Row | undefined) {
  return conflict('pageDesign.stale', {
    by: (row && editorName(row)) || translate(lang, 'pageDesign.someone'),
    current: row?.version ?? 0,
  });
}

/**
 * Saves the whole layout if the page is still at `input.version` (0 = never saved); otherwise 40900 and
 * nothing is overwritten. Returns the saved design with its new version.
 */
export async function savePageDesign(
  db: Db,
  key: PageDesignKey,
  input: Input,
  adminId: number | null,
  lang: Lang,
): Promise<PageDesign> {
  return db.transaction().execute(async (trx) => {
    const current = await readRow(trx, key);
    if ((current?.version ?? 0) !== input.version) throw stale(lang, current);
    const layout = JSON.stringify(input.layout);
    const now = nowIso();
    if (!current) {
      const result = await trx
        .insertInto('page_designs')
        .values({ key, layout, version: 1, updated_by: adminId, updated_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (!result.numInsertedOrUpdatedRows) throw stale(lang, await readRow(trx, key));
    } else {
      const result = await trx
        .updateTable('page_designs')
        .set({ layout, version: input.version + 1, updated_by: adminId, updated_at: now })
        .where('key', '=', key)
        .where('version', '=', input.version)
        .executeTakeFirst();
      if (!result.numUpdatedRows) throw stale(lang, await readRow(trx, key));
    }
    return present(key, await readRow(trx, key));
  });
}
