import type { TreeResource } from '@bo/contract';
import { Form, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { declaredTreeApi } from '../../../api/declaredTree';
import { DeclaredFormModal } from './DeclaredForm';
import { textOf } from './declaredColumns';
import { crossFieldRule } from './declaredFieldItem';
import type { DeclaredTreeNode } from './declaredTreeColumns';
import { parentOptions } from './treeOptions';

/**
 * Create (inside `parentId`, 0 at the top) or edit a record of a tree resource: the declared fields,
 * the parent picked from the tree (not the record itself or below it, nothing at the deepest level).
 */
export function DeclaredTreeForm({
  resource,
  row,
  parentId,
  tree,
  onClose,
}: {
  resource: TreeResource;
  row: DeclaredTreeNode | null;
  parentId: number;
  tree: readonly DeclaredTreeNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useMemo(() => declaredTreeApi(resource), [resource]).useSave();
  const { parent, maxLevel } = resource.tree;
  const prefix = `resources.${resource.name}`;
  // A record is named by its first field (not the parent) as the list shows it, and its unique one
  // when it holds one ("Main (WH-1)").
  const first = resource.fieldNames.find((name) => name !== parent) ?? 'id';
  const [unique] = resource.unique;
  const title = (n: DeclaredTreeNode) => {
    const name = textOf(resource, first, n[first], t);
    return unique && n[unique] ? `${name} (${String(n[unique])})` : name;
  };
  const cross = crossFieldRule(resource, parent, t);
  return (
    <DeclaredFormModal
      resource={resource}
      row={row}
      onClose={onClose}
      onSubmit={(vars) => save.mutateAsync(vars)}
      start={{ [parent]: parentId }}
      items={{
        [parent]: (
          <Form.Item
            name={parent}
            label={t(`${prefix}.fields.${parent}`)}
            rules={cross.rules}
            dependencies={cross.dependencies}
          >
            <TreeSelect
              treeDefaultExpandAll
              treeData={[
                {
                  value: 0,
                  title: t(`${prefix}.top`),
                  children: parentOptions(tree, row?.id ?? null, maxLevel, title),
                },
              ]}
            />
          </Form.Item>
        ),
      }}
    />
  );
}
