import type { Page } from '@bo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Space, Table, type TableColumnType, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { sortOrderOf, sortParam } from './listState';
import { SearchForm } from './SearchForm';
import type { FilterField } from './types';
import type { ListStateApi } from './useListState';

/** A column: `sortable` ones sort on the server by `key` (`sort=key` / `sort=-key`). */
export interface ResourceColumn<T> {
  key: string;
  title: ReactNode;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
}

export interface ResourceTableProps<T extends { id: number }> {
  list: ListStateApi;
  query: UseQueryResult<Page<T>, Error>;
  columns: readonly ResourceColumn<T>[];
  filters?: readonly FilterField[];
  /** Buttons above the table (create, refresh...). */
  toolbar?: ReactNode;
  /** Batch actions for the selected ids; selection is offered only when given. */
  batchActions?: (ids: number[], clear: () => void) => ReactNode;
  /** Rows that cannot be selected (e.g. built-in records). */
  selectable?: (row: T) => boolean;
  rowKey?: keyof T & string;
  /** What an empty list says instead of the generic "no data". */
  emptyText?: ReactNode;
}

function cell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The generic list: search form, server-sorted columns, pagination and row selection with
 * batch actions, loading/empty/error states. Its state lives in the URL (see {@link ListStateApi}).
 */
export function ResourceTable<T extends { id: number }>({
  list,
  query,
  columns,
  filters = [],
  toolbar,
  batchActions,
  selectable,
  emptyText,
}: ResourceTableProps<T>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Key[]>([]);
  const { state } = list;
  const page = query.data;
  const clear = () => setSelected([]);

  const tableColumns: TableColumnType<T>[] = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    width: c.width,
    align: c.align,
    fixed: c.fixed,
    ellipsis: c.ellipsis,
    render: (_: unknown, row: T) => (c.render ? c.render(row) : cell(row, c.key)),
    sorter: c.sortable ? true : undefined,
    sortOrder: c.sortable ? sortOrderOf(state.sort, c.key) : undefined,
    sortDirections: c.sortable ? ['ascend', 'descend'] : undefined,
  }));

  const onSort = (sorter: SorterResult<T> | SorterResult<T>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const next = sortParam(one?.columnKey === undefined ? undefined : String(one.columnKey), one?.order);
    if (next !== state.sort) list.setSort(next);
  };

  const total = page?.total ?? 0;
  return (
    <div>
      {filters.length > 0 ? (
        <SearchForm fields={filters} filters={state.filters} onSearch={list.setFilters} />
      ) : null}
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>{toolbar}</Space>
        {batchActions && selected.length > 0 ? (
          <Space>
            <Typography.Text>{t('resources.common.selected', { count: selected.length })}</Typography.Text>
            {batchActions(selected.map(Number), clear)}
            <Button type="link" onClick={clear}>
              {t('resources.common.clearSelection')}
            </Button>
          </Space>
        ) : null}
      </Space>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('resources.common.loadError')}
          description={errorMessage(query.error, t('resources.common.loadError'))}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('resources.common.retry')}
            </Button>
          }
        />
      ) : null}
      <Table<T>
        rowKey="id"
        columns={tableColumns}
        dataSource={page?.data ?? []}
        loading={query.isFetching}
        locale={emptyText ? { emptyText } : undefined}
        scroll={{ x: 'max-content' }}
        rowSelection={
          batchActions
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                getCheckboxProps: selectable ? (row) => ({ disabled: !selectable(row) }) : undefined,
              }
            : undefined
        }
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') onSort(sorter);
        }}
        pagination={{
          current: state.page,
          pageSize: state.limit,
          total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: () =>
            t(page?.total_capped ? 'resources.common.totalCapped' : 'resources.common.total', {
              count: total,
              total,
            }),
          onChange: (next, size) => {
            clear();
            list.setPage(size !== state.limit ? 1 : next, size);
          },
        }}
      />
    </div>
  );
}
