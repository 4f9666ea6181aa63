import type { TreeGroupRow, TreeGroups, TreeResource } from '@bo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Col, Empty, List, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declaredTreeApi } from '../../../api/declaredTree';
import { groupedTreeApi } from '../../../api/groupedTree';
import { Permission } from '../../../auth/Permission';
import { DeleteButton } from '../DeleteButton';
import { CreateButton } from '../RowActions';
import { TreeTable } from '../TreeTable';
import { DeclaredFormModal } from './DeclaredForm';
import { DeclaredTreeForm } from './DeclaredTreeForm';
import type { DeclaredRow } from './declaredColumns';
import { addChildText, type DeclaredTreeNode, declaredTreeColumns } from './declaredTreeColumns';

type Editing =
  | { kind: 'group'; row: TreeGroupRow | null }
  | { kind: 'record'; row: DeclaredTreeNode | null; parentId: number };

/** The records of a group as read (each with its depth). */
const recordsOf = (group: TreeGroupRow | undefined, groups: TreeGroups) =>
  (group?.[groups.key] ?? []) as DeclaredTreeNode[];

/**
 * The page of a grouped tree resource (organizations and their departments): the groups on the left,
 * each made, edited and deleted with its declaration's form, and the chosen one's tree on the right,
 * with "new" and per row "add inside", edit and delete. Every button sits behind the permissions of
 * the resource its action writes.
 */
export function GroupedTreePage({ resource }: { resource: TreeResource }) {
  const { t } = useTranslation();
  const groups = resource.tree.groups as TreeGroups;
  const group = groups.resource;
  const units = useMemo(() => groupedTreeApi(resource), [resource]);
  const query = units.useGroups();
  const destroyGroup = units.useDestroyGroup();
  const destroy = useMemo(() => declaredTreeApi(resource), [resource]).useDestroy();
  const saveGroup = units.useSaveGroup();
  const columns = useMemo(() => declaredTreeColumns(resource, t), [resource, t]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = query.data ?? [];
  const chosen = list.find((g) => g.id === chosenId) ?? list[0];
  const records = recordsOf(chosen, groups);
  const prefix = `resources.${resource.name}`;
  // The table reads the chosen group's records as the query it came with.
  const recordsQuery = { ...query, data: records } as UseQueryResult<DeclaredTreeNode[], Error>;
  const name = (g: TreeGroupRow) => String(g[group.fieldNames[0] ?? 'id'] ?? '');

  return (
    <Row gutter={16}>
      <Col xs={24} lg={9} xl={8}>
        <Card
          title={t(`resources.${group.name}.title`)}
          size="small"
          extra={
            <CreateButton
              resource={group.permission}
              small
              onClick={() => setEditing({ kind: 'group', row: null })}
            />
          }
        >
          <List<TreeGroupRow>
            loading={query.isLoading}
            dataSource={list}
            locale={{ emptyText: <Empty description={t(`${prefix}.groups.empty`)} /> }}
            renderItem={(g) => (
              <List.Item
                actions={[
                  <Permission key="edit" api={`${group.permission}Edit`}>
                    <Button type="link" size="small" onClick={() => setEditing({ kind: 'group', row: g })}>
                      {t('resources.common.edit')}
                    </Button>
                  </Permission>,
                  <DeleteButton
                    key="delete"
                    api={`${group.permission}Destroy`}
                    onConfirm={() => destroyGroup.mutateAsync(g.id)}
                  />,
                ]}
              >
                <Button
                  type={g.id === chosen?.id ? 'primary' : 'text'}
                  ghost={g.id === chosen?.id}
                  aria-pressed={g.id === chosen?.id}
                  onClick={() => setChosenId(g.id)}
                  style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
                >
                  {name(g)}
                </Button>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={15} xl={16}>
        <Card
          title={
            chosen ? `${name(chosen)} · ${t(`${prefix}.groups.records`)}` : t(`${prefix}.groups.records`)
          }
          size="small"
          extra={
            chosen ? (
              <CreateButton
                resource={resource.permission}
                small
                label={t(`${prefix}.createTitle`)}
                onClick={() => setEditing({ kind: 'record', row: null, parentId: 0 })}
              />
            ) : null
          }
        >
          {chosen ? (
            <TreeTable<DeclaredTreeNode>
              query={recordsQuery}
              columns={columns}
              resource={resource.permission}
              maxLevel={resource.tree.maxLevel}
              addChildLabel={
                resource.tree.addChild ? (row) => addChildText(resource, row.level, t) : undefined
              }
              onEdit={(row) =>
                setEditing({ kind: 'record', row, parentId: Number(row[resource.tree.parent]) })
              }
              onAddChild={(row) => setEditing({ kind: 'record', row: null, parentId: row.id })}
              onDelete={(row) => destroy.mutateAsync(row.id)}
            />
          ) : (
            <Empty description={t(`${prefix}.groups.choose`)} />
          )}
        </Card>
      </Col>
      {editing?.kind === 'group' ? (
        <DeclaredFormModal
          resource={group}
          row={editing.row as DeclaredRow | null}
          onClose={() => setEditing(null)}
          onSubmit={(vars) => saveGroup.mutateAsync(vars)}
        />
      ) : null}
      {editing?.kind === 'record' && chosen ? (
        <DeclaredTreeForm
          resource={resource}
          row={editing.row}
          parentId={editing.parentId}
          tree={records}
          fixed={{ [groups.field]: chosen.id }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Row>
  );
}
