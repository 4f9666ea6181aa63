import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Table, type TableColumnType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../auth/Permission';
import { LoadError } from '../LoadState';
import { RowActions } from './RowActions';

/** A node of a tree resource (categories, places): its depth from 1, its children. */
export interface TreeNode {
  id: number;
  level: number;
  children: readonly TreeNode[];
}

/** Without children arrays on leaves, so the table shows no expander there. */
function forTable<T extends TreeNode>(nodes: readonly T[]): T[] {
  return nodes.map((n) => ({
    ...n,
    children: n.children.length ? forTable(n.children as readonly T[]) : (undefined as never),
  }));
}

/** The ids of the rows that hold others. */
function parents(nodes: readonly TreeNode[]): number[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, ...parents(n.children)] : []));
}

/**
 * A tree resource's table, every row expanded but those the user closed (a row that gets its first
 * record inside after a save opens too, so the new record shows): its columns, then edit, delete and "add
 * inside" (above the deepest level) behind `<resource>Edit/Destroy/Create`; the server's message with a
 * retry when the tree cannot be read.
 */
export function TreeTable<T extends TreeNode>({
  query,
  columns,
  resource,
  maxLevel,
  addChildLabel,
  onEdit,
  onAddChild,
  onDelete,
}: {
  query: UseQueryResult<T[], Error>;
  columns: TableColumnType<T>[];
  resource: string;
  /** Rows at this level get no "add inside". */
  maxLevel: number;
  /** The "add inside" action's name on a row; without it rows have none. */
  addChildLabel?: (row: T) => ReactNode;
  onEdit: (row: T) => void;
  onAddChild: (row: T) => void;
  onDelete: (row: T) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const actions: TableColumnType<T> = {
    key: 'actions',
    title: t('resources.common.actions'),
    render: (_, row) => (
      <RowActions resource={resource} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)}>
        {addChildLabel && row.level < maxLevel ? (
          <Permission api={`${resource}Create`}>
            <Button type="link" size="small" onClick={() => onAddChild(row)}>
              {addChildLabel(row)}
            </Button>
          </Permission>
        ) : null}
      </RowActions>
    ),
  };
  return (
    <>
      {query.isError ? <LoadError query={query} /> : null}
      <Table<T>
        rowKey="id"
        loading={query.isLoading}
        columns={[...columns, actions]}
        dataSource={forTable(query.data ?? [])}
        pagination={false}
        expandable={{
          expandedRowKeys: parents(query.data ?? []).filter((id) => !closed.has(id)),
          onExpand: (open, row) =>
            setClosed((ids) => {
              const next = new Set(ids);
              if (open) next.delete(row.id);
              else next.add(row.id);
              return next;
            }),
        }}
      />
    </>
  );
}
