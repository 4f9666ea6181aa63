import { Button, Card, Col, Empty, List, Row, Space, Table, type TableColumnType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DepartmentNode,
  type OrganizationTree,
  useDepartmentTree,
  useDestroyDepartment,
  useDestroyOrganization,
} from '../../../api/departments';
import { Permission } from '../../../auth/Permission';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { DepartmentForm } from './DepartmentForm';
import { OrganizationForm } from './OrganizationForm';

type Editing =
  | { kind: 'organization'; row: OrganizationTree | null }
  | { kind: 'department'; row: DepartmentTableRow | null; parentId?: number | null };

/** A row of the department table; leaves have no `children`, so antd shows no expand icon. */
type DepartmentTableRow = Omit<DepartmentNode, 'children'> & { children?: DepartmentTableRow[] };

/** Ids of the departments that have sub-departments: shown open unless the user folds them. */
function parentIds(nodes: readonly DepartmentNode[]): number[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, ...parentIds(n.children)] : []));
}

function tableRows(nodes: readonly DepartmentNode[]): DepartmentTableRow[] {
  return nodes.map(({ children, ...node }) =>
    children.length ? { ...node, children: tableRows(children) } : node,
  );
}

/** DepartmentList: organizations on the left, the chosen one's department tree on the right. */
export function DepartmentListPage() {
  const { t } = useTranslation();
  const tree = useDepartmentTree();
  const destroyOrganization = useDestroyOrganization();
  const destroyDepartment = useDestroyDepartment();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const organizations = tree.data ?? [];
  const chosen = organizations.find((o) => o.id === chosenId) ?? organizations[0] ?? null;
  const label = (f: string) => t(`resources.department.fields.${f}`);

  const columns: TableColumnType<DepartmentTableRow>[] = [
    { key: 'name', title: label('name'), dataIndex: 'name' },
    { key: 'admins', title: label('admins'), width: 120, render: (_, r) => <Tag>{r.admins}</Tag> },
    { key: 'sort', title: label('sort'), dataIndex: 'sort', width: 90 },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      width: 240,
      render: (_, r) => (
        <Space size={0}>
          <Permission api="DepartmentCreate">
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ kind: 'department', row: null, parentId: r.id })}
            >
              {t('system.department.addChild')}
            </Button>
          </Permission>
          <Permission api="DepartmentEdit">
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'department', row: r })}>
              {t('resources.common.edit')}
            </Button>
          </Permission>
          <DeleteButton api="DepartmentDestroy" onConfirm={() => destroyDepartment.mutateAsync(r.id)} />
        </Space>
      ),
    },
  ];

  return (
    <Row gutter={16}>
      <Col xs={24} lg={9} xl={8}>
        <Card
          title={t('system.department.organizations')}
          size="small"
          extra={
            <Permission api="DepartmentCreate">
              <Button
                size="small"
                type="primary"
                onClick={() => setEditing({ kind: 'organization', row: null })}
              >
                {t('resources.common.create')}
              </Button>
            </Permission>
          }
        >
          <List<OrganizationTree>
            loading={tree.isLoading}
            dataSource={organizations}
            locale={{ emptyText: <Empty description={t('system.department.noOrganizations')} /> }}
            renderItem={(o) => (
              <List.Item
                actions={[
                  <Permission key="edit" api="DepartmentEdit">
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setEditing({ kind: 'organization', row: o })}
                    >
                      {t('resources.common.edit')}
                    </Button>
                  </Permission>,
                  <DeleteButton
                    key="delete"
                    api="DepartmentDestroy"
                    onConfirm={() => destroyOrganization.mutateAsync(o.id)}
                  />,
                ]}
              >
                <Button
                  type={o.id === chosen?.id ? 'primary' : 'text'}
                  ghost={o.id === chosen?.id}
                  aria-pressed={o.id === chosen?.id}
                  onClick={() => setChosenId(o.id)}
                  style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
                >
                  {o.name}
                </Button>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={15} xl={16}>
        <Card
          title={
            chosen
              ? `${chosen.name} · ${t('system.department.departments')}`
              : t('system.department.departments')
          }
          size="small"
          extra={
            chosen ? (
              <Permission api="DepartmentCreate">
                <Button
                  size="small"
                  type="primary"
                  onClick={() => setEditing({ kind: 'department', row: null })}
                >
                  {t('system.department.newDepartment')}
                </Button>
              </Permission>
            ) : null
          }
        >
          {chosen ? (
            <Table<DepartmentTableRow>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={tableRows(chosen.departments)}
              expandable={{
                expandedRowKeys: parentIds(chosen.departments).filter((id) => !folded.has(id)),
                onExpand: (open, row) =>
                  setFolded((prev) => {
                    const next = new Set(prev);
                    if (open) next.delete(row.id);
                    else next.add(row.id);
                    return next;
                  }),
              }}
              pagination={false}
              loading={tree.isFetching}
            />
          ) : (
            <Empty description={t('system.department.chooseOrganization')} />
          )}
        </Card>
      </Col>
      {editing?.kind === 'organization' ? (
        <OrganizationForm row={editing.row} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'department' && chosen ? (
        <DepartmentForm
          organization={chosen}
          row={editing.row}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Row>
  );
}
