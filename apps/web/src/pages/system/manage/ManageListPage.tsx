import { SUPER_ROLE } from '@bo/contract';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RoleRow, roles } from '../../../api/roles';
import { Permission } from '../../../auth/Permission';
import { EffectiveButton } from '../../../components/effective/EffectiveButton';
import { HistoryLink } from '../../../components/history/HistoryLink';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';
import { RoleForm } from './RoleForm';

const FILTER_NAMES: string[] = [];

/** ManageList: roles, their permissions (on a tree, and what they allow) and member counts. */
export function ManageListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTER_NAMES);
  const query = roles.useList(list.params);
  const destroy = roles.useDestroy();
  const editing = useEditing<RoleRow>();
  const label = (f: string) => t(`resources.manage.fields.${f}`);

  const columns: ResourceColumn<RoleRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 72 },
    { key: 'name', title: label('name') },
    { key: 'code', title: label('code'), render: (r) => <Tag>{r.code}</Tag> },
    { key: 'introduction', title: label('introduction'), ellipsis: true },
    {
      key: 'permission_ids',
      title: label('permission_ids'),
      render: (r) =>
        r.code === SUPER_ROLE ? (
          <Tag color="gold">{t('system.manage.allPermissions')}</Tag>
        ) : (
          (r.permission_ids?.length ?? 0)
        ),
    },
    { key: 'members', title: label('members'), render: (r) => r.members ?? 0 },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (r) => (
        <Space size={0}>
          <EffectiveButton of="manage" id={r.id} name={r.name} />
          <Permission api="ManageEdit">
            <Button type="link" size="small" onClick={() => editing.edit(r)}>
              {t('resources.common.edit')}
            </Button>
          </Permission>
          <DeleteButton
            api="ManageDestroy"
            disabledReason={r.code === SUPER_ROLE ? t('system.manage.builtIn') : undefined}
            onConfirm={() => destroy.mutateAsync(r.id)}
          />
          <HistoryLink type="role" id={r.id} inRow />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ResourceTable<RoleRow>
        list={list}
        query={query}
        columns={columns}
        toolbar={
          <Permission api="ManageCreate">
            <Button type="primary" onClick={editing.create}>
              {t('resources.common.create')}
            </Button>
          </Permission>
        }
      />
      {editing.open ? <RoleForm row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
