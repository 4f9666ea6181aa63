import type { LazyNode, TreeResource } from '@bo/contract';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LazyRow, lazyTreeApi } from '../../../api/lazyTree';
import { DetailLoadingModal } from '../DetailLoadingModal';
import { DeclaredFormModal } from './DeclaredForm';
import type { DeclaredRow } from './declaredColumns';
import { LazyParentSelect } from './LazyParentSelect';

/** What the form opens on: a record (`id`), a new one inside `parent`, or a new one at the top. */
export interface LazyFormTarget {
  id?: number;
  parent?: LazyNode;
}

/**
 * Create or edit a record of a lazy tree: a record is loaded whole first (its level's rows hold only the
 * listed fields), its parent picked level by level. `onSaved` gets the parents whose records changed
 * (the old and the new one on a move).
 */
export function LazyTreeForm({
  resource,
  target,
  onClose,
  onSaved,
}: {
  resource: TreeResource;
  target: LazyFormTarget;
  onClose: () => void;
  onSaved: (parents: number[]) => void;
}) {
  const { t } = useTranslation();
  const client = useMemo(() => lazyTreeApi(resource), [resource]);
  const save = client.useSave();
  const detail = client.useDetail(target.id);
  const { parent } = resource.tree;
  const prefix = `resources.${resource.name}`;
  const first = resource.fieldNames.find((name) => name !== parent) ?? 'id';
  const row = detail.data;
  if (target.id !== undefined && !row) {
    return (
      <DetailLoadingModal
        title={t(`${prefix}.editTitle`)}
        failed={detail.isError}
        width={520}
        onClose={onClose}
      />
    );
  }
  const known = row
    ? row.path
    : target.parent
      ? [{ id: target.parent.id, name: String(target.parent[first]) }]
      : [];
  const parentOf = (r: LazyRow | undefined) => Number(r?.[parent] ?? 0);
  return (
    <DeclaredFormModal
      resource={resource}
      row={(row as unknown as DeclaredRow | undefined) ?? null}
      onClose={onClose}
      onSubmit={async (vars) => {
        await save.mutateAsync(vars);
        onSaved([Number(vars.input[parent] ?? 0), ...(row ? [parentOf(row)] : [])]);
      }}
      start={{ [parent]: target.parent?.id ?? 0 }}
      items={{
        [parent]: (
          <Form.Item name={parent} label={t(`${prefix}.fields.${parent}`)}>
            <LazyParentSelect
              load={client.children}
              top={t(`${prefix}.top`)}
              title={(node) => String(node[first])}
              known={known}
              selfId={row?.id}
            />
          </Form.Item>
        ),
      }}
    />
  );
}
