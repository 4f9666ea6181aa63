import { App, Button, Input, Space, Table, type TableColumnType, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors';
import {
  fetchRegionChildren,
  type RegionNode,
  type RegionRow,
  useDestroyRegion,
  useRegionSearch,
} from '../../../api/regions';
import { Permission } from '../../../auth/Permission';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { useListState } from '../../../components/resource/useListState';
import { RegionForm, type RegionFormTarget } from './RegionForm';
import { buildRegionTree, type RegionTreeRow } from './regionTree';

const FILTERS = ['keyword'];

/** RegionList: the national divisions as a tree whose children load when a node opens; search by name or code. */
export function RegionListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Map<number, RegionNode[]>>(new Map());
  const [loading, setLoading] = useState<number | null>(0);
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  // The search and its page live in the URL, as on every list: a reload or a tab switch keeps them.
  const list = useListState(FILTERS);
  const keyword = list.state.filters.keyword ?? '';
  const page = list.state.page;
  const [target, setTarget] = useState<RegionFormTarget | null>(null);
  const search = useRegionSearch(keyword, page);
  const destroy = useDestroyRegion();
  const label = (f: string) => t(`resources.region.fields.${f}`);

  const load = useCallback(
    async (parentId: number) => {
      setLoading(parentId);
      try {
        const children = await fetchRegionChildren(parentId);
        setLoaded((prev) => new Map(prev).set(parentId, children));
      } catch (error) {
        message.error(errorMessage(error, t('request.failed')));
      } finally {
        setLoading(null);
      }
    },
    [message, t],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  /** After a change the affected parents reload; the rest of the opened tree stays. */
  const reload = async (...parents: number[]) => {
    for (const parent of new Set(parents)) await load(parent);
  };

  const levelTag = (level: number | undefined) =>
    level ? <Tag>{t(`system.region.levels.${level}`)}</Tag> : null;

  const actions = (r: RegionNode, level: number) => (
    <Space size={0}>
      {level < 3 ? (
        <Permission api="RegionCreate">
          <Button type="link" size="small" onClick={() => setTarget({ parent: r })}>
            {t('system.region.addChild')}
          </Button>
        </Permission>
      ) : null}
      <Permission api="RegionEdit">
        <Button type="link" size="small" onClick={() => setTarget({ id: r.id })}>
          {t('resources.common.edit')}
        </Button>
      </Permission>
      <DeleteButton
        api="RegionDestroy"
        onConfirm={async () => {
          await destroy.mutateAsync(r.id);
          await reload(r.parent_id);
        }}
      />
    </Space>
  );

  const depthOf = new Map<number, number>();
  const treeColumns: TableColumnType<RegionTreeRow>[] = [
    { key: 'name', title: label('name'), dataIndex: 'name' },
    { key: 'code', title: label('code'), dataIndex: 'code', width: 160 },
    { key: 'level', title: label('level'), width: 100, render: (_, r) => levelTag(depthOf.get(r.id)) },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      width: 260,
      render: (_, r) => actions(r, depthOf.get(r.id) ?? 3),
    },
  ];
  const tree = buildRegionTree(loaded);
  const walk = (rows: RegionTreeRow[], depth: number) => {
    for (const row of rows) {
      depthOf.set(row.id, depth);
      if (row.children) walk(row.children, depth + 1);
    }
  };
  walk(tree, 1);

  const searchColumns: TableColumnType<RegionRow>[] = [
    { key: 'name', title: label('name'), dataIndex: 'name' },
    { key: 'code', title: label('code'), dataIndex: 'code', width: 160 },
    { key: 'path', title: label('path'), render: (_, r) => r.path.map((p) => p.name).join(' / ') },
    { key: 'level', title: label('level'), width: 100, render: (_, r) => levelTag(r.level) },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      width: 260,
      render: (_, r) => actions(r, r.level),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder={label('keyword')}
          aria-label={label('keyword')}
          style={{ width: 280 }}
          defaultValue={keyword}
          onSearch={(value) => list.setFilters(value.trim() ? { keyword: value.trim() } : {})}
        />
        <Permission api="RegionCreate">
          <Button type="primary" onClick={() => setTarget({})}>
            {t('resources.common.create')}
          </Button>
        </Permission>
      </Space>
      {keyword ? (
        <Table<RegionRow>
          rowKey="id"
          size="middle"
          columns={searchColumns}
          dataSource={search.data?.data ?? []}
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
        <Table<RegionTreeRow>
          rowKey="id"
          size="middle"
          columns={treeColumns}
          dataSource={tree}
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
        <RegionForm
          target={target}
          onClose={() => setTarget(null)}
          onSaved={(parents) => reload(...parents)}
        />
      ) : null}
    </>
  );
}
