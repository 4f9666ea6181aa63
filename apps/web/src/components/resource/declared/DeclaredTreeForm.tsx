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
 * Where the top is null the picker is left empty for it, its text in the empty picker. `fixed` are
 * values sent as they are and not shown (the record's group in a grouped tree).
 */
export function DeclaredTreeForm({
  resource,
  row,
  parentId,
  tree,
  onClose,
  fixed,
}: {
  resource: TreeResource;
  row: DeclaredTreeNode | null;
  parentId: number;
  tree: readonly DeclaredTreeNode[];
  onClose: () => void;
  fixed?: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const save = useMemo(() => declaredTreeApi(resource), [resource]).useSave();
  const { parent, maxLevel } = resource.tree;
  const parentField = resource.fields[parent];
  const nullAtTop = parentField?.kind === 'parent' && parentField.nullAtTop === true;
  const prefix = `resources.${resource.name}`;
  // A record is named by its first listed field (not the parent) as the list shows it, and its unique
  // one when it holds one ("Main (WH-1)").
  const first =
    resource.fieldNames.find((name) => name !== parent && resource.fields[name]?.list !== false) ?? 'id';
  const [unique] = resource.unique;
  const title = (n: DeclaredTreeNode) => {
    const name = textOf(resource, first, n[first], t);
    return unique && n[unique] ? `${name} (${String(n[unique])})` : name;
  };
  const cross = crossFieldRule(resource, parent, t);
  const options = parentOptions(tree, row?.id ?? null, maxLevel, title);
  return (
    <DeclaredFormModal
      resource={resource}
      row={row}
      onClose={onClose}
      onSubmit={(vars) => save.mutateAsync(vars)}
      start={{ [parent]: nullAtTop && parentId === 0 ? null : parentId }}
      fixed={fixed}
      items={{
        [parent]: (
          <Form.Item
            name={parent}
            label={t(`${prefix}.fields.${parent}`)}
            rules={cross.rules}
            dependencies={cross.dependencies}
          >
            {nullAtTop ? (
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                placeholder={t(`${prefix}.top`)}
                treeData={options}
              />
            ) : (
              <TreeSelect
                treeDefaultExpandAll
                treeData={[{ value: 0, title: t(`${prefix}.top`), children: options }]}
              />
            )}
          </Form.Item>
        ),
      }}
    />
  );
}
