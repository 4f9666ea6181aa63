import type { TreeNodeOf, TreeResource } from '@bo/contract';
import { type TableColumnType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { Leveled } from '../../../api/declaredTree';
import { fieldColumns } from './declaredColumns';

/** A record of any declared tree, with its children, as the tree's client reads it (with its depth). */
export type DeclaredTreeNode = Leveled<TreeNodeOf<TreeResource>>;

const LEVEL_COLORS = ['', 'blue', 'cyan', 'green', 'gold', 'purple'];

/** The "add inside" text of a row at `level`: by level, or the one text of a tree with no deepest level. */
export const addChildText = (resource: TreeResource, level: number, t: TFunction) =>
  t(
    Number.isFinite(resource.tree.maxLevel)
      ? `resources.${resource.name}.addChild.${level}`
      : `resources.${resource.name}.addChild`,
  );

/**
 * The tree table's columns: the first field (which carries the expander), the level's name when the
 * levels are named (or after the field it is declared to follow), the id unless left out, then the other
 * listed fields and the counts as a plain list shows them.
 */
export function declaredTreeColumns(
  resource: TreeResource,
  t: TFunction,
): TableColumnType<DeclaredTreeNode>[] {
  const label = (name: string) => t(`resources.${resource.name}.fields.${name}`);
  const [first, ...rest] = fieldColumns(resource, t).map(
    (column): TableColumnType<DeclaredTreeNode> => ({
      key: column.key,
      title: column.title,
      align: column.align,
      ellipsis: column.ellipsis,
      render: (_, row) => (column.render ? column.render(row) : String(row[column.key] ?? '')),
    }),
  );
  const level: TableColumnType<DeclaredTreeNode>[] = resource.tree.levels
    ? [
        {
          key: 'level',
          title: label('level'),
          render: (_, row) => (
            <Tag color={LEVEL_COLORS[row.level]}>{t(`resources.${resource.name}.levels.${row.level}`)}</Tag>
          ),
        },
      ]
    : [];
  const id: TableColumnType<DeclaredTreeNode>[] =
    resource.tree.idColumn === false ? [] : [{ key: 'id', dataIndex: 'id', title: label('id'), width: 80 }];
  const { levelAfter } = resource.tree;
  if (levelAfter && levelAfter !== first?.key) {
    const at = rest.findIndex((column) => column.key === levelAfter) + 1;
    return [...(first ? [first] : []), ...id, ...rest.slice(0, at), ...level, ...rest.slice(at)];
  }
  return [...(first ? [first] : []), ...level, ...id, ...rest];
}
