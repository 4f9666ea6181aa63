import type { Resource } from '@bo/contract';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { declaredApi } from '../../../api/declared';
import { BatchDeleteButton } from '../BatchDeleteButton';
import { type ResourceColumn, ResourceTable } from '../ResourceTable';
import { CreateButton, RowActions } from '../RowActions';
import { filterParamNames } from '../types';
import { useEditing } from '../useEditing';
import { useListState } from '../useListState';
import { DeclaredForm } from './DeclaredForm';
import { type DeclaredRow, declaredColumns, declaredFilters } from './declaredColumns';
import { destroyLockedReason } from './locked';
import { RowView } from './RowView';

/** What a page wrapping the declared one adds to it (languages: their catalogs). */
export interface DeclaredListExtras {
  /** Columns after the declared ones. */
  columns?: readonly ResourceColumn<DeclaredRow>[];
  /** Links of a row's own, before edit and delete. */
  rowActions?: (row: DeclaredRow) => ReactNode;
}

/**
 * The list page of a declared resource: search, sortable columns, create, edit, delete one or many,
 * every part read from its declaration and shown only with the permission it needs; a locked row's
 * delete is disabled with the declared reason.
 */
export function DeclaredListPage({
  resource,
  extras = {},
}: {
  resource: Resource;
  extras?: DeclaredListExtras;
}) {
  const { t } = useTranslation();
  const client = useMemo(() => declaredApi(resource), [resource]);
  const filters = useMemo(() => declaredFilters(resource, t), [resource, t]);
  const list = useListState(useMemo(() => filterParamNames(filters), [filters]));
  const query = client.useList(list.params);
  const destroy = client.useDestroy();
  const editing = useEditing<DeclaredRow>();
  const { permission } = resource;
  const columns = [
    ...declaredColumns(resource, t),
    ...(extras.columns ?? []),
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (row: DeclaredRow) => (
        <RowActions
          resource={permission}
          onEdit={() => editing.edit(row)}
          onDelete={() => destroy.mutateAsync(row.id)}
          deleteDisabledReason={destroyLockedReason(resource, row, t)}
        >
          {extras.rowActions?.(row)}
          <RowView resource={resource} row={row} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <ResourceTable<DeclaredRow>
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        // A row that cannot be deleted is not offered to the batch delete either.
        selectable={(row) => !destroyLockedReason(resource, row, t)}
        toolbar={<CreateButton resource={permission} onClick={editing.create} />}
        batchActions={(ids, clear) => (
          <BatchDeleteButton
            api={resource.permissions.destroy}
            ids={ids}
            onConfirm={(x) => destroy.mutateAsync(x)}
            onDone={clear}
          />
        )}
      />
      {editing.open ? <DeclaredForm resource={resource} row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
