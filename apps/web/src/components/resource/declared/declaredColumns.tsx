import {
  type CrossFieldRule,
  type FieldSpec,
  type Fields,
  formatDateTime,
  formatMoney,
  type Resource,
  type ResourceRowOf,
} from '@bo/contract';
import { Tag, theme } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { MenuIcon } from '../../../layout/sidebar/MenuIcon';
import type { ResourceColumn } from '../ResourceTable';
import { Thumb } from '../RowActions';
import type { FilterField } from '../types';

/** A row of any declared resource (its times, when it has them). */
export type DeclaredRow = ResourceRowOf<Resource>;

/**
 * Declared fields and where their texts are: a resource (`resources.<name>`) or the field set of a page
 * with its own components (`goodForm`).
 */
export interface FieldSource {
  fields: Fields;
  texts: string;
  rule?: CrossFieldRule;
}

/** A swatch with its `#rrggbb`, so a colour reads without guessing. */
function Swatch({ color }: { color: string }) {
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{
          width: 14,
          height: 14,
          borderRadius: 3,
          background: color,
          border: `1px solid ${token.colorBorder}`,
        }}
      />
      {color}
    </span>
  );
}

/** What a row's picture shows, for its `alt`: the record's name or title where it has one, else the field. */
function pictureName(
  source: FieldSource,
  name: string,
  row: Readonly<Record<string, unknown>>,
  t: TFunction,
): string {
  const own = [row.name, row.title].find((v): v is string => typeof v === 'string' && v !== '');
  return own ?? t(`${source.texts}.fields.${name}`);
}

/** How a switch's value or a choice's option reads: its declared name, else yes/no. */
export function optionLabel(source: FieldSource, name: string, value: unknown, t: TFunction): string {
  const key = `${source.texts}.options.${name}.${String(value)}`;
  if (source.fields[name]?.kind === 'choice' || source.fields[name]?.kind === 'switch') {
    const declared = t(key, { defaultValue: '' });
    if (declared) return declared;
  }
  return t(value === 1 ? 'resources.common.yes' : 'resources.common.no');
}

/** How a text reads: the catalog's text for it when its field names a section that has one, else itself. */
export function textOf(source: FieldSource, name: string, value: unknown, t: TFunction): string {
  const field = source.fields[name];
  const text = value === null || value === undefined ? '' : String(value);
  if ((field?.kind !== 'text' && field?.kind !== 'textarea') || !field.textsIn || !text) return text;
  return t(`${field.textsIn}.${text}`, { defaultValue: text });
}

/** How a declared field's value reads in a list cell (`row` gives a reference's name where it has one). */
export function cellOf(
  source: FieldSource,
  name: string,
  value: unknown,
  t: TFunction,
  row: Readonly<Record<string, unknown>> = {},
): ReactNode {
  const field = source.fields[name] as FieldSpec;
  switch (field.kind) {
    case 'icon':
      return value ? <MenuIcon name={String(value)} /> : null;
    case 'text':
    case 'textarea':
      return textOf(source, name, value, t);
    case 'image':
      return <Thumb src={String(value ?? '')} alt={pictureName(source, name, row, t)} />;
    case 'color':
      return <Swatch color={String(value ?? '')} />;
    case 'switch':
      return <Tag color={value === 1 ? 'green' : undefined}>{optionLabel(source, name, value, t)}</Tag>;
    case 'choice':
      return optionLabel(source, name, value, t);
    case 'datetime':
      return formatDateTime(value === null || value === undefined ? null : String(value));
    case 'ref':
      // The record's name where rows carry it, else its id.
      return String((field.named ? row[field.named] : value) ?? '');
    case 'money':
      return formatMoney(Number(value ?? 0));
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** A declared field's column: its label, the alignment and cell of its kind, sortable where the list is. */
function fieldColumn<Row>(
  source: FieldSource,
  name: string,
  t: TFunction,
  sortable: boolean,
): ResourceColumn<Row> {
  const field = source.fields[name] as FieldSpec;
  return {
    key: name,
    title: t(`${source.texts}.fields.${name}`),
    sortable,
    align: field.kind === 'integer' || field.kind === 'money' ? 'right' : undefined,
    ellipsis: field.kind === 'textarea' || field.kind === 'link',
    render: (row) => {
      const values = row as Readonly<Record<string, unknown>>;
      return cellOf(source, name, values[name], t, values);
    },
  };
}

/** A column per listed field, each shown as its kind shows it, then one per count. */
export function fieldColumns(resource: Resource, t: TFunction): ResourceColumn<DeclaredRow>[] {
  const label = (name: string) => t(`resources.${resource.name}.fields.${name}`);
  const fields = resource.fieldNames
    // Formatted text is not a column unless its field says so: markup reads badly in a cell.
    .filter((name) => resource.fields[name]?.list ?? resource.fields[name]?.kind !== 'richText')
    .map((name) => fieldColumn<DeclaredRow>(resource, name, t, resource.sortable.includes(name)));
  const counts = resource.countNames.map(
    (name): ResourceColumn<DeclaredRow> => ({ key: name, title: label(name), align: 'right' }),
  );
  // A count declared after a field follows that field's column; the others end the row.
  const after = (name: string) => resource.counts?.[name]?.after;
  return [
    ...fields.flatMap((column) => [column, ...counts.filter((count) => after(count.key) === column.key)]),
    ...counts.filter((count) => !fields.some((column) => column.key === after(count.key))),
  ];
}

/** The list's columns: id, each listed field as its kind shows it, the counts, the creation time. */
export function declaredColumns(resource: Resource, t: TFunction): ResourceColumn<DeclaredRow>[] {
  const label = (name: string) => t(`resources.${resource.name}.fields.${name}`);
  return [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    ...fieldColumns(resource, t),
    {
      key: 'created_at',
      title: label('created_at'),
      sortable: true,
      render: (row) => formatDateTime(row.created_at),
    },
  ];
}

/**
 * The columns of a page's field set, in their declared order: a field as its kind shows it, a label over
 * the cell the page draws. `cells` are the page's own cells, by column (a field's in place of its kind's).
 */
export function fieldSetColumns<Row>(
  set: FieldSource & { columns: readonly string[] },
  t: TFunction,
  cells: Readonly<Record<string, (row: Row) => ReactNode>>,
): ResourceColumn<Row>[] {
  return set.columns.map((name) => {
    const cell = cells[name];
    const field = set.fields[name];
    if (field) {
      const column = fieldColumn<Row>(set, name, t, field.sortable ?? false);
      return cell ? { ...column, render: cell } : column;
    }
    // A label names what only the page knows how to show.
    if (!cell) throw new Error(`${set.texts}: the column ${name} needs the page's cell`);
    return { key: name, title: t(`${set.texts}.fields.${name}`), render: cell };
  });
}

/**
 * A declared field in the search form: a text searched for as typed, a time's range as `from` / `to`, a
 * choice or switch picked from its options.
 */
function fieldFilter(source: FieldSource, name: string, t: TFunction): FilterField {
  const label = t(`${source.texts}.fields.${name}`);
  const field = source.fields[name];
  if (field?.kind === 'text' || field?.kind === 'textarea') return { kind: 'text', name, label };
  if (field?.kind === 'datetime') return { kind: 'dateRange', name, label, from: 'from', to: 'to' };
  const values = field?.kind === 'choice' ? field.options.map((o) => o.value) : [1, 0];
  return {
    kind: 'select',
    name,
    label,
    options: values.map((v) => ({ value: String(v), label: optionLabel(source, name, v, t) })),
  };
}

/** The search form of a page's field set: its declared filters, in their order. */
export function fieldSetFilters(
  set: FieldSource & { filters: readonly string[] },
  t: TFunction,
): FilterField[] {
  return set.filters.map((name) => fieldFilter(set, name, t));
}

/** The search form: a keyword over the searchable fields, a choice per filterable switch or choice field. */
export function declaredFilters(resource: Resource, t: TFunction): FilterField[] {
  const keyword: FilterField[] =
    resource.searchable.length > 0
      ? [{ kind: 'text', name: 'keyword', label: t(`${resource.texts}.fields.keyword`) }]
      : [];
  return [
    ...keyword,
    ...resource.filterable.map((name) => fieldFilter(resource, name, t)),
    // The range of the filterable time field, as `from` / `to`.
    ...(resource.ranged ? [fieldFilter(resource, resource.ranged, t)] : []),
  ];
}
