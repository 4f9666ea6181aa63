import type { LazyNode, TreeResource } from '@bo/contract';
import { App, Button, Card, Input, Space, Table, type TableColumnType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors';
import { type LazyRow, lazyTreeApi } from '../../../api/lazyTree';
import { Permission } from '../../../auth/Permission';
import { useReturnFocus } from '../../useReturnFocus';
import { CreateButton, RowActions } from '../RowActions';
import { useListState } from '../useListState';
import { declaredTreeColumns } from './declaredTreeColumns';
import { type LazyFormTarget, LazyTreeForm } from './LazyTreeForm';
import { buildLazyTree, type LazyTreeRow } from './lazyTreeRows';

const FILTERS = ['keyword'];

/** A found record's columns: where it lies comes before its level (or last without level names). */
function withAncestors<T>(columns: TableColumnType<T>[], within: TableColumnType<T> | undefined) {
  if (!within) return columns;
  const at = columns.findIndex((column) => column.key === 'level');
  return at < 0 ? [...columns, within] : [...columns.slice(0, at), within, ...columns.slice(at)];
}

/**
 * The page of a declared lazy tree (regions): the top records, each level loading when a row opens, and
 * a search by keyword whose page shows where each record lies; add inside, edit and delete behind their
 * permissions. The search and its page live in the URL, as on every list.
 */
export function LazyTreePage({ resource }: { resource: TreeResource }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useMemo(() => lazyTreeApi(resource), [resource]);
  const { permission, tree, name } = resource;
  const [loaded, setLoaded] = useState<Map<number, LazyNode[]>>(new Map());
  const [loading, setLoading] = useState<number | null>(0);
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const list = useListState(FILTERS);
  const keyword = list.state.filters.keyword ?? '';
  const page = list.state.page;
  const [target, setTarget] = useState<LazyFormTarget | null>(null);
  useReturnFocus(target !== null);
  const search = client.useSearch(keyword, page);
  const destroy = client.useDestroy();
  const label = (field: string) => t(`resources.${name}.fields.${field}`);

  const load = useCallback(
    async (parentId: number) => {
      setLoading(parentId);
      try {
        const children = await client.children(parentId);
        setLoaded((prev) => new Map(prev).set(parentId, children));
      } catch (error) {
        message.error(errorMessage(error, t('request.failed')));
      } finally {
        setLoading(null);
      }
    },
    [client, message, t],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  /**
   * After a change the affected parents reload, and the levels holding them (a parent that gets its
   * first record shows an expander), opened so the change shows; the rest of the opened tree stays.
   */
  const reload = async (...parents: number[]) => {
    const holding = [...loaded].filter(([, nodes]) => nodes.some((n) => parents.includes(n.id)));
    for (const parent of new Set([...parents, ...holding.map(([id]) => id)])) await load(parent);
    setExpanded((keys) => [...new Set([...keys, ...parents.filter((p) => p !== 0)])]);
  };

  const columns = declaredTreeColumns(resource, t) as unknown as TableColumnType<LazyTreeRow>[];
  const actions: TableColumnType<LazyTreeRow> = {
    key: 'actions',
    title: t('resources.common.actions'),
    render: (_, row) => (
      <RowActions
        resource={permission}
        onEdit={() => setTarget({ id: row.id })}
        onDelete={async () => {
          await destroy.mutateAsync(row.id);
          await reload(Number(row[tree.parent] ?? 0));
        }}
      >
        {tree.addChild && row.level < tree.maxLevel ? (
          <Permission api={`${permission}Create`}>
            <Button type="link" size="small" onClick={() => setTarget({ parent: row })}>
              {t(`resources.${name}.addChild.${row.level}`)}
            </Button>
          </Permission>
        ) : null}
      </RowActions>
    ),
  };
  // Where a found record lies: its ancestors from the top.
  const within: TableColumnType<LazyTreeRow> = {
    key: 'path',
    title: label('path'),
    render: (_, row) => ((row as unknown as LazyRow).path ?? []).map((p) => p.name).join(' / '),
  };

  return (
    <Card>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder={label('keyword')}
          aria-label={label('keyword')}
          style={{ width: 280 }}
          defaultValue={keyword}
          onSearch={(value) => list.setFilters(value.trim() ? { keyword: value.trim() } : {})}
        />
        <CreateButton resource={permission} onClick={() => setTarget({})} />
      </Space>
      {keyword ? (
        <Table<LazyTreeRow>
          rowKey="id"
          columns={[...withAncestors(columns, tree.ancestors ? within : undefined), actions]}
          dataSource={(search.data?.data ?? []) as unknown as LazyTreeRow[]}
          loading={search.isFetching}
          pagination={{
            current: page,
            pageSize: 20,
            total: search.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => list.setPage(next),
          }}
        />
      ) : (
        <Table<LazyTreeRow>
          rowKey="id"
          columns={[...columns, actions]}
          dataSource={buildLazyTree(loaded)}
          loading={loading === 0}
          pagination={false}
          expandable={{
            expandedRowKeys: expanded,
            onExpand: (open, row) => {
              setExpanded((keys) => (open ? [...keys, row.id] : keys.filter((k) => k !== row.id)));
              if (open && !loaded.has(row.id)) void load(row.id);
            },
          }}
        />
      )}
      {target ? (
        <LazyTreeForm
          resource={resource}
          target={target}
          onClose={() => setTarget(null)}
          onSaved={(parents) => reload(...parents)}
        />
      ) : null}
    </Card>
  );
}
