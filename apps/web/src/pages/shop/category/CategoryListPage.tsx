import type { CategoryNode } from '@bo/contract';
import { Alert, Button, Card, Space, type TableColumnType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTree, useDestroyCategory } from '../../../api/categories';
import { Permission } from '../../../auth/Permission';
import { CreateButton, Thumb } from '../../../components/resource/RowActions';
import { TreeTable } from '../../../components/resource/TreeTable';
import { CategoryDragTree } from './CategoryDragTree';
import { CategoryForm } from './CategoryForm';

type Editing = { row: CategoryNode | null; parentId: number } | null;

/** CategoryList: the category tree with links, goods counts, add-child, edit, delete and drag sorting. */
export function CategoryListPage() {
  const { t } = useTranslation();
  const query = useCategoryTree();
  const destroy = useDestroyCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [dragging, setDragging] = useState(false);
  const tree = query.data ?? [];
  const label = (f: string) => t(`category.fields.${f}`);
  const yesNo = (v: number) =>
    v ? <Tag color="success">{t('resources.common.yes')}</Tag> : <Tag>{t('resources.common.no')}</Tag>;

  const columns: TableColumnType<CategoryNode>[] = [
    { key: 'name', dataIndex: 'name', title: label('name') },
    { key: 'icon', title: label('icon'), width: 80, render: (_, r) => <Thumb src={r.icon} size={32} /> },
    { key: 'id', dataIndex: 'id', title: label('id'), width: 80 },
    { key: 'goods_count', dataIndex: 'goods_count', title: label('goods_count'), align: 'right' },
    { key: 'visible', title: label('visible'), render: (_, r) => yesNo(r.visible) },
    { key: 'recommend', title: label('recommend'), render: (_, r) => yesNo(r.recommend) },
    { key: 'sort', dataIndex: 'sort', title: label('sort') },
  ];

  return (
    <Card>
      <Space style={{ marginBottom: 16 }}>
        <CreateButton resource="Category" onClick={() => setEditing({ row: null, parentId: 0 })} />
        <Permission api="CategoryEdit">
          <Button onClick={() => setDragging((d) => !d)}>
            {t(dragging ? 'category.doneDragging' : 'category.dragMode')}
          </Button>
        </Permission>
      </Space>
      {dragging ? (
        <>
          <Alert type="info" showIcon title={t('category.dragHelp')} style={{ marginBottom: 12 }} />
          <CategoryDragTree tree={tree} />
        </>
      ) : (
        <TreeTable<CategoryNode>
          query={query}
          columns={columns}
          resource="Category"
          maxLevel={3}
          addChildLabel={() => t('category.addChild')}
          onEdit={(r) => setEditing({ row: r, parentId: r.pid })}
          onAddChild={(r) => setEditing({ row: null, parentId: r.id })}
          onDelete={(r) => destroy.mutateAsync(r.id)}
        />
      )}
      {editing ? (
        <CategoryForm
          row={editing.row}
          parentId={editing.parentId}
          tree={tree}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
