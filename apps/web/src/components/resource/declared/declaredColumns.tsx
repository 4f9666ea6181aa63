import { type FieldSpec, formatDateTime, type Resource, type ResourceRow } from '@bo/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ResourceColumn } from '../ResourceTable';
import { Thumb } from '../RowActions';
import type { FilterField } from '../types';

export type DeclaredRow = ResourceRow<Resource['fields']>;

/** A swatch with its `#rrggbb`, so a colour reads without guessing. */
function Swatch({ color }: { color: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{
          width: 14,
          height: 14,
          borderRadius: 3,
          background: color,
          border: '1px solid rgba(0,0,0,.15)',
        }}
      />
      {color}
    </span>
  );
}

function cellOf(field: FieldSpec, value: unknown, t: TFunction): ReactNode {
  switch (field.kind) {
    case 'image':
      return <Thumb src={String(value ?? '')} />;
    case 'color':
      return <Swatch color={String(value ?? '')} />;
    case 'switch':
      return value === 1 ? (
        <Tag color="green">{t('resources.common.yes')}</Tag>
      ) : (
        <Tag>{t('resources.common.no')}</Tag>
      );
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The list's columns: id, each listed field as its kind shows it, the creation time. */
export function declaredColumns(resource: Resource, t: TFunction): ResourceColumn<DeclaredRow>[] {
  const label = (name: string) => t(`resources.${resource.name}.fields.${name}`);
  const fields = resource.fieldNames
    .filter((name) => resource.fields[name]?.list !== false)
    .map((name): ResourceColumn<DeclaredRow> => {
      const field = resource.fields[name] as FieldSpec;
      return {
        key: name,
        title: label(name),
        sortable: resource.sortable.includes(name),
        align: field.kind === 'integer' ? 'right' : undefined,
        ellipsis: field.kind === 'textarea',
        render: (row) => cellOf(field, row[name], t),
      };
    });
  return [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    ...fields,
    {
      key: 'created_at',
      title: label('created_at'),
      sortable: true,
      render: (row) => formatDateTime(row.created_at),
    },
  ];
}

/** The search form: a keyword over the searchable fields, a yes/no choice per filterable switch. */
export function declaredFilters(resource: Resource, t: TFunction): FilterField[] {
  const label = (name: string) => t(`resources.${resource.name}.fields.${name}`);
  const keyword: FilterField[] =
    resource.searchable.length > 0 ? [{ kind: 'text', name: 'keyword', label: label('keyword') }] : [];
  return [
    ...keyword,
    ...resource.filterable.map(
      (name): FilterField => ({
        kind: 'select',
        name,
        label: label(name),
        options: [
          { value: '1', label: t('resources.common.yes') },
          { value: '0', label: t('resources.common.no') },
        ],
      }),
    ),
  ];
}
