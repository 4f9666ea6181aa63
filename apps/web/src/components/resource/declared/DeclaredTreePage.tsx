import type { TreeResource } from '@bo/contract';
import { Card, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declaredTreeApi } from '../../../api/declaredTree';
import { CreateButton } from '../RowActions';
import { TreeTable } from '../TreeTable';
import { DeclaredTreeForm } from './DeclaredTreeForm';
import { addChildText, type DeclaredTreeNode, declaredTreeColumns } from './declaredTreeColumns';

type Editing = { row: DeclaredTreeNode | null; parentId: number } | null;

/**
 * The page of a declared tree resource: the whole tree with its declared columns, "new" at the top,
 * and per row "add inside" (named by the row's level), edit and delete behind their permissions.
 * `toolbar` adds buttons next to "new"; `view`, when given, is shown instead of the table (a mode of
 * the page of its own, like dragging categories).
 */
export function DeclaredTreePage({
  resource,
  toolbar,
  view,
}: {
  resource: TreeResource;
  toolbar?: ReactNode;
  view?: ReactNode;
}) {
  const { t } = useTranslation();
  const client = useMemo(() => declaredTreeApi(resource), [resource]);
  const query = client.useTree();
  const destroy = client.useDestroy();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => declaredTreeColumns(resource, t), [resource, t]);
  const { permission, tree } = resource;
  const nodes = query.data ?? [];
  return (
    <Card>
      <Space style={{ marginBottom: 16 }}>
        <CreateButton resource={permission} onClick={() => setEditing({ row: null, parentId: 0 })} />
        {toolbar}
      </Space>
      {view ?? (
        <TreeTable<DeclaredTreeNode>
          query={query}
          columns={columns}
          resource={permission}
          maxLevel={tree.maxLevel}
          addChildLabel={tree.addChild ? (row) => addChildText(resource, row.level, t) : undefined}
          onEdit={(row) => setEditing({ row, parentId: Number(row[tree.parent]) })}
          onAddChild={(row) => setEditing({ row: null, parentId: row.id })}
          onDelete={(row) => destroy.mutateAsync(row.id)}
        />
      )}
      {editing ? (
        <DeclaredTreeForm
          resource={resource}
          row={editing.row}
          parentId={editing.parentId}
          tree={nodes}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
