import { ASSET_MARKS, type AssetMark } from '@bo/contract';
import type { Trx } from '../../../db/database.js';

/** The marks as kept on the asset row for showing (`,damaged,important,`), sorted and without repeats. */
export const storedMarks = (marks: readonly string[]): string => {
  const set = [...new Set(marks)].sort();
  return set.length === 0 ? '' : `,${set.join(',')},`;
};

export const parseMarks = (marks: string): AssetMark[] =>
  marks.split(',').filter((m): m is AssetMark => (ASSET_MARKS as readonly string[]).includes(m));

/** Writes the asset's marks to `asset_marks`, which the list filters on (the row keeps them for showing). */
export async function syncMarks(trx: Trx, assetId: number, stored: string): Promise<void> {
  await trx.deleteFrom('asset_marks').where('asset_id', '=', assetId).execute();
  const marks = parseMarks(stored);
  if (marks.length > 0) {
    await trx
      .insertInto('asset_marks')
      .values(marks.map((mark) => ({ mark, asset_id: assetId })))
      .execute();
  }
}
