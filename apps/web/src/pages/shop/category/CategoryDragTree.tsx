import type { CategoryNode } from '@bo/contract';
import { App, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoveCategories } from '../../../api/categories';
import { moveAfterDrop } from './categoryTree';

const toTreeData = (nodes: readonly CategoryNode[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: toTreeData(n.children) }));

/** The category tree in drag mode: a drop saves the new parent and order at once. */
export function CategoryDragTree({ tree }: { tree: readonly CategoryNode[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const move = useMoveCategories();
  return (
    <Tree
      draggable
      blockNode
      defaultExpandAll
      treeData={toTreeData(tree)}
      onDrop={(info) => {
        // antd's dropPosition is relative to the target's index among its siblings.
        const index = Number(info.node.pos.split('-').at(-1));
        const position = info.dropToGap ? (info.dropPosition < index ? -1 : 1) : 0;
        const next = moveAfterDrop(tree, Number(info.dragNode.key), Number(info.node.key), position);
        if (!next) return;
        move.mutateAsync(next).then(
          (text) => message.success(text),
          () => undefined,
        );
      }}
      aria-label={t('category.dragMode')}
    />
  );
}
