import { formatDateTime } from '@bo/contract';
import type { TFunction } from 'i18next';
import type { ResourceColumn } from './ResourceTable';

/** The sortable "created at" column of a list, in the reader's local time. */
export function createdAtColumn<T extends { created_at: string }>(title: string): ResourceColumn<T> {
  return { key: 'created_at', title, sortable: true, render: (r) => formatDateTime(r.created_at) };
}

/** The row actions column, kept at the right edge when the table scrolls sideways. */
export function actionsColumn<T>(
  t: TFunction,
  render: NonNullable<ResourceColumn<T>['render']>,
  width?: number,
): ResourceColumn<T> {
  return { key: 'actions', title: t('resources.common.actions'), fixed: 'right', width, render };
}
