import type { PlaceNode } from '@bo/contract';
import { Button, Card, Space, Table, type TableColumnType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDestroyPlace, usePlaceTree } from '../../../api/places';
import { Permission } from '../../../auth/Permission';
import { LoadError } from '../../../components/LoadState';
import { CreateButton, RowActions } from '../../../components/resource/RowActions';
import { PlaceForm } from './PlaceForm';

type Editing = { row: PlaceNode | null; parentId: number } | null;
const LEVEL_COLORS = ['', 'blue', 'cyan', 'green'];

/** Without children arrays on leaves, so the table shows no expander there. */
const forTable = (nodes: readonly PlaceNode[]): PlaceNode[] =>
  nodes.map((n) => ({ ...n, children: n.children.length ? forTable(n.children) : (undefined as never) }));

/** PlaceList: warehouses, zones and shelves with their label codes; add inside, edit, delete empty ones. */
export function PlaceListPage() {
  const { t } = useTranslation();
  const query = usePlaceTree();
  const destroy = useDestroyPlace();
  const [editing, setEditing] = useState<Editing>(null);
  const tree = query.data ?? [];
  const label = (f: string) => t(`assets.place.fields.${f}`);

  const columns: TableColumnType<PlaceNode>[] = [
    { key: 'name', dataIndex: 'name', title: label('name') },
    { key: 'code', dataIndex: 'code', title: label('code') },
    {
      key: 'level',
      title: label('level'),
      render: (_, r) => <Tag color={LEVEL_COLORS[r.level]}>{t(`assets.place.levels.${r.level}`)}</Tag>,
    },
    { key: 'capacity', title: label('capacity'), align: 'right', render: (_, r) => r.capacity || '-' },
    { key: 'remark', dataIndex: 'remark', title: label('remark') },
    { key: 'sort', dataIndex: 'sort', title: label('sort') },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (_, r) => (
        <RowActions
          resource="Place"
          onEdit={() => setEditing({ row: r, parentId: r.pid })}
          onDelete={() => destroy.mutateAsync(r.id)}
        >
          {r.level < 3 ? (
            <Permission api="PlaceCreate">
              <Button type="link" size="small" onClick={() => setEditing({ row: null, parentId: r.id })}>
                {t(`assets.place.addChild.${r.level}`)}
              </Button>
            </Permission>
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <Card>
      <Space style={{ marginBottom: 16 }}>
        <CreateButton resource="Place" onClick={() => setEditing({ row: null, parentId: 0 })} />
      </Space>
      {query.isError ? <LoadError query={query} /> : null}
      <Table<PlaceNode>
        // Mounted again once loaded, so every row starts expanded.
        key={query.isSuccess ? 'loaded' : 'loading'}
        rowKey="id"
        loading={query.isLoading}
        columns={columns}
        dataSource={forTable(tree)}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
      />
      {editing ? (
        <PlaceForm
          row={editing.row}
          parentId={editing.parentId}
          tree={tree}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
