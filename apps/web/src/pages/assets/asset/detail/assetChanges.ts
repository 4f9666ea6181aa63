import { type AssetEvent, formatDateTime, formatMoney } from '@bo/contract';
import type { TFunction } from 'i18next';

export interface ChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

const TIMES = new Set(['deleted_at', 'created_at', 'updated_at']);
const FLAGS = new Set(['is_resource', 'bound']);

/** Marks are stored as `,a,b,`; older events may carry a list. */
const markList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : String(value).split(',').filter(Boolean);

/** One recorded value in words: statuses, ownership, marks and flags translated, money in yuan. */
export function changeValue(field: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('assets.asset.detail.empty');
  if (field === 'status') return t(`asset.statuses.${String(value)}`);
  if (field === 'ownership') return t(`assets.asset.ownerships.${String(value)}`);
  if (field === 'original_value' && typeof value === 'number') return formatMoney(value);
  if (field === 'marks') {
    const marks = markList(value);
    return marks.length
      ? marks.map((m) => t(`assets.asset.marks.${m}`)).join(', ')
      : t('assets.asset.detail.empty');
  }
  if (FLAGS.has(field))
    return t(value === 1 || value === true ? 'resources.common.yes' : 'resources.common.no');
  if (TIMES.has(field)) return formatDateTime(String(value));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The changes of an event, one line per field, labelled like the asset's fields. */
export function changeLines(
  changes: AssetEvent['changes'],
  t: TFunction,
  exists: (key: string) => boolean,
): ChangeLine[] {
  return Object.entries(changes).map(([field, [before, after]]) => {
    const key = `assets.asset.fields.${field}`;
    return {
      field,
      label: exists(key) ? t(key) : field,
      before: changeValue(field, before, t),
      after: changeValue(field, after, t),
    };
  });
}
