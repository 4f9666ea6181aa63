import {
  ASSET_MARKS,
  ASSET_OWNERSHIPS,
  ASSET_STATUSES,
  type AssetView,
  type BaseDataNode,
  type DepartmentNode,
  formatDate,
  type OrganizationTree,
} from '@bo/contract';
import type { TFunction } from 'i18next';
import type { ListParams } from '../../../../api/resource';
import type { CascaderFilterOption, FilterField } from '../../../../components/resource/types';
import { cascaderOptions, classOptions, type TreeOption } from '../shared/trees';

/** URL names of the asset filters (value bounds in cents, purchase dates as picked). */
export const ASSET_FILTER_NAMES = [
  'keyword',
  'unit',
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
  organizations: readonly OrganizationTree[] = [],
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
    organizations.length > 0 && {
      kind: 'cascader',
      name: 'unit',
      label: label('org_department'),
      options: unitOptions(organizations),
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
  const { unit, ...rest } = params;
  const [kind, id] = typeof unit === 'string' ? [unit[0], unit.slice(1)] : [];
  return {
    ...rest,
    organization_id: kind === 'o' ? id : undefined,
    department_id: kind === 'd' ? id : undefined,
    date_start: day(params.date_start),
    date_end: day(params.date_end),
  };
}

/** Units with their departments: `o<id>` filters by the unit, `d<id>` by a department (with the unit's). */
function unitOptions(organizations: readonly OrganizationTree[]): CascaderFilterOption[] {
  const departments = (nodes: readonly DepartmentNode[]): CascaderFilterOption[] =>
    nodes.map((d) => ({
      value: `d${d.id}`,
      label: d.name,
      children: d.children.length ? departments(d.children) : undefined,
    }));
  return organizations.map((o) => ({
    value: `o${o.id}`,
    label: o.name,
    children: o.departments.length ? departments(o.departments) : undefined,
  }));
}
