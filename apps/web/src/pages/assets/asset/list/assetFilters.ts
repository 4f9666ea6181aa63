import {
  ASSET_MARKS,
  ASSET_OWNERSHIPS,
  ASSET_STATUSES,
  type AssetView,
  type BaseDataNode,
  formatDate,
} from '@bo/contract';
import type { TFunction } from 'i18next';
import type { ListParams } from '../../../../api/resource';
import type { FilterField } from '../../../../components/resource/types';
import { cascaderOptions, classOptions, type TreeOption } from '../shared/trees';

/** URL names of the asset filters (value bounds in cents, purchase dates as picked). */
export const ASSET_FILTER_NAMES = [
  'keyword',
  'base_data_id',
  'status',
  'ownership',
  'storage_location_id',
  'value_min',
  'value_max',
  'date_start',
  'date_end',
  'mark',
];

/** The search form of an asset list: ownership only where the view does not fix it. */
export function assetFilters(
  t: TFunction,
  view: AssetView,
  classes: readonly BaseDataNode[],
  places: TreeOption[],
): FilterField[] {
  const label = (f: string) => t(`assets.asset.fields.${f}`);
  const fields: (FilterField | false)[] = [
    { kind: 'text', name: 'keyword', label: label('keyword'), placeholder: t('assets.asset.keywordHint') },
    {
      kind: 'cascader',
      name: 'base_data_id',
      label: label('class_name'),
      options: cascaderOptions(classOptions(classes)),
    },
    {
      kind: 'select',
      name: 'status',
      label: label('status'),
      options: ASSET_STATUSES.map((s) => ({ value: s, label: t(`asset.statuses.${s}`) })),
    },
    (view === 'all' || view === 'resource') && {
      kind: 'select',
      name: 'ownership',
      label: label('ownership'),
      options: ASSET_OWNERSHIPS.map((o) => ({ value: o, label: t(`assets.asset.ownerships.${o}`) })),
    },
    {
      kind: 'cascader',
      name: 'storage_location_id',
      label: label('place'),
      options: cascaderOptions(places),
    },
    { kind: 'priceRange', name: 'value', label: label('value'), from: 'value_min', to: 'value_max' },
    {
      kind: 'dateRange',
      name: 'purchase',
      label: label('purchase_date'),
      from: 'date_start',
      to: 'date_end',
    },
    {
      kind: 'select',
      name: 'mark',
      label: label('mark'),
      options: ASSET_MARKS.map((m) => ({ value: m, label: t(`assets.asset.marks.${m}`) })),
    },
  ];
  return fields.filter((f): f is FilterField => f !== false);
}

/**
 * The `assets/list` query of a list state. The date picker keeps instants in the URL; a purchase date
 * is a calendar day, so the API gets the local day (an instant's UTC day can be the day before).
 */
export function assetListParams(params: ListParams): ListParams {
  const day = (value: string | number | undefined) =>
    typeof value === 'string' && value ? formatDate(value) : undefined;
  return { ...params, date_start: day(params.date_start), date_end: day(params.date_end) };
}
