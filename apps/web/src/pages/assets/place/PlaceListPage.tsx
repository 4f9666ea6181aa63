import type { PlaceNode } from '@bo/contract';
import { Card, Space, type TableColumnType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDestroyPlace, usePlaceTree } from '../../../api/places';
import { CreateButton } from '../../../components/resource/RowActions';
import { TreeTable } from '../../../components/resource/TreeTable';
import { PlaceForm } from './PlaceForm';

type Editing = { row: PlaceNode | null; parentId: number } | null;
const LEVEL_COLORS = ['', 'blue', 'cyan', 'green'];

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
  ];

  return (
    <Card>
      <Space style={{ marginBottom: 16 }}>
        <CreateButton resource="Place" onClick={() => setEditing({ row: null, parentId: 0 })} />
      </Space>
      <TreeTable<PlaceNode>
        query={query}
        columns={columns}
        resource="Place"
        maxLevel={3}
        addChildLabel={(r) => t(`assets.place.addChild.${r.level}`)}
        onEdit={(r) => setEditing({ row: r, parentId: r.pid })}
        onAddChild={(r) => setEditing({ row: null, parentId: r.id })}
        onDelete={(r) => destroy.mutateAsync(r.id)}
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
