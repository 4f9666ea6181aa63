import type { Page } from '@bo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, type PaginationProps, Space, Table, type TableColumnType, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { hasPermission } from '../../auth/Permission';
import { useNarrowScreen } from '../../lib/useMediaQuery';
import { useSession } from '../../stores/session';
import type { CardRole } from './cardLayout';
import { sortOrderOf, sortParam, viewQueryOf } from './listState';
import { ResourceCards } from './ResourceCards';
import { SearchForm } from './SearchForm';
import type { FilterField } from './types';
import type { ListStateApi } from './useListState';
import { ColumnsPopover } from './views/ColumnsPopover';
import { arrangeColumns, LOCKED_COLUMNS } from './views/columnLayout';
import { useTableViews } from './views/useTableViews';
import { ViewBar } from './views/ViewBar';

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
  /** Its place on a phone's card; left out, the card picks (see `cardLayout`). */
  card?: CardRole;
  /**
   * Shown only to a user who may use one of these APIs: an actions column whose every action is denied
   * would be an empty column.
   */
  can?: string | readonly string[];
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
  /**
   * Saved views and the user's columns kept on the server under the page's name; off for a second list
   * on one page, which would share the first one's.
   */
  views?: boolean;
}

/** antd's row heights; `default` is its largest. */
const TABLE_SIZE = { default: 'large', middle: 'middle', small: 'small' } as const;

/** Below this a column's text would wrap a word a line: a column that declares no width gets it. */
const NARROWEST_COLUMN = 80;

/** Dates and amounts read as one piece: a line break inside "2021-04-19" or "1,110.00" misleads. */
const keepWhole = <T,>(c: ResourceColumn<T>) => c.align === 'right' || c.key.endsWith('_date');

/** A date and time may break between the two, never inside either. */
function dateTimeParts(text: ReactNode): ReactNode {
  if (typeof text !== 'string' || !text.includes(' ')) return text;
  const gap = text.indexOf(' ');
  const [date, time] = [text.slice(0, gap), text.slice(gap + 1)];
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{date}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
    </>
  );
}

/** The width under which the table scrolls sideways rather than squeezing its columns further. */
function minTableWidth<T>(columns: readonly ResourceColumn<T>[]): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : NARROWEST_COLUMN), 48);
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
  columns: declared,
  filters = [],
  toolbar,
  batchActions,
  selectable,
  emptyText,
  views = true,
}: ResourceTableProps<T>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Key[]>([]);
  const { state } = list;
  const page = query.data;
  const clear = () => setSelected([]);
  const narrow = useNarrowScreen();
  const { info, roles } = useSession();
  const permitted = declared.filter((c) => !c.can || hasPermission(info, roles, c.can));
  const tableViews = useTableViews(list, views);
  const { layout } = tableViews;
  const columns = arrangeColumns(permitted, layout.columns);
  const viewPage = tableViews.page;
  const render = (c: ResourceColumn<T>, row: T) => {
    const shown = c.render ? c.render(row) : cell(row, c.key);
    return /(_at|_time)$/.test(c.key) ? dateTimeParts(shown) : shown;
  };

  const tableColumns: TableColumnType<T>[] = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    width: c.width,
    align: c.align,
    fixed: c.fixed,
    ellipsis: c.ellipsis,
    render: (_: unknown, row: T) => render(c, row),
    onCell: keepWhole(c) ? () => ({ style: { whiteSpace: 'nowrap' } }) : undefined,
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
  const pagination: PaginationProps = {
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
  };
  return (
    <div>
      {filters.length > 0 ? (
        <SearchForm fields={filters} filters={state.filters} onSearch={list.setFilters} />
      ) : null}
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>{toolbar}</Space>
        <Space wrap>
          {batchActions && selected.length > 0 ? (
            <Space>
              <Typography.Text>{t('resources.common.selected', { count: selected.length })}</Typography.Text>
              {batchActions(selected.map(Number), clear)}
              <Button type="link" onClick={clear}>
                {t('resources.common.clearSelection')}
              </Button>
            </Space>
          ) : null}
          {viewPage ? (
            <ViewBar
              views={{ ...tableViews, page: viewPage }}
              snapshot={{ query: viewQueryOf(state), columns: layout.columns, density: layout.density }}
            />
          ) : null}
          <ColumnsPopover
            columns={permitted.filter((c) => !LOCKED_COLUMNS.has(c.key))}
            layout={layout.columns}
            density={layout.density}
            onChange={(next, density) => tableViews.changeLayout({ columns: next, density })}
            onReset={tableViews.reset}
          />
        </Space>
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
      {narrow ? (
        <ResourceCards<T, ResourceColumn<T>>
          columns={columns}
          rows={page?.data ?? []}
          loading={query.isFetching}
          cell={render}
          pagination={pagination}
          emptyText={emptyText}
          selection={batchActions ? { selected, onChange: setSelected, selectable } : undefined}
        />
      ) : (
        <Table<T>
          rowKey="id"
          size={TABLE_SIZE[layout.density]}
          columns={tableColumns}
          dataSource={page?.data ?? []}
          loading={query.isFetching}
          locale={emptyText ? { emptyText } : undefined}
          // Content decides the widths, and text wraps before anything scrolls: a wide window shows every
          // column beside the fixed ones; below the minimum width the table scrolls sideways instead.
          tableLayout="auto"
          scroll={{ x: minTableWidth(columns) }}
          rowSelection={
            batchActions
              ? {
                  selectedRowKeys: selected,
                  onChange: setSelected,
                  // antd names these checkboxes in English whatever the locale.
                  getTitleCheckboxProps: () => ({ 'aria-label': t('resources.common.selectAllRows') }),
                  getCheckboxProps: (row) => ({
                    'aria-label': t('resources.common.selectRowId', { id: row.id }),
                    disabled: selectable ? !selectable(row) : false,
                  }),
                }
              : undefined
          }
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') onSort(sorter);
          }}
          pagination={pagination}
        />
      )}
    </div>
  );
}
