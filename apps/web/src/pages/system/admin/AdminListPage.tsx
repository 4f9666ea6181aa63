import { adminFields, formatDateTime } from '@bo/contract';
import { Avatar, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AdminRow, admins } from '../../../api/admins';
import { useRoleOptions } from '../../../api/roles';
import { Permission, usePermission } from '../../../auth/Permission';
import { EffectiveButton } from '../../../components/effective/EffectiveButton';
import { HistoryLink } from '../../../components/history/HistoryLink';
import { BatchDeleteButton } from '../../../components/resource/BatchDeleteButton';
import { actionsColumn, createdAtColumn } from '../../../components/resource/columns';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { optionLabel } from '../../../components/resource/declared/declaredColumns';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import type { FilterField } from '../../../components/resource/types';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';
import { usePageCommand } from '../../../stores/pageCommands';
import { useSession } from '../../../stores/session';
import { AdminForm } from './AdminForm';
import { LoginTokenButton } from './LoginTokenButton';

const FILTER_NAMES = ['keyword', 'role_id'];

/** AdminList: administrators with their roles and state; create, edit and delete. */
export function AdminListPage() {
  const { t } = useTranslation();
  const { info } = useSession();
  const list = useListState(FILTER_NAMES);
  const query = admins.useList(list.params);
  const roles = useRoleOptions();
  const destroy = admins.useDestroy();
  const editing = useEditing<AdminRow>();
  // The palette's "new administrator" opens the form the toolbar's button opens, to the same holders.
  usePageCommand(usePermission('AdminCreate') ? 'admin.create' : undefined, editing.create);
  const label = (f: string) => t(`resources.admin.fields.${f}`);
  const isSelf = (r: AdminRow) => info?.id === r.id;
  // The server refuses these two whoever asks; the others (out of reach) it explains when refused.
  const loginTokenRefusal = (r: AdminRow) =>
    isSelf(r)
      ? t('system.admin.loginToken.self')
      : r.state !== 1
        ? t('system.admin.loginToken.forbidden')
        : undefined;

  const filters: FilterField[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: label('keyword'),
      placeholder: t('system.admin.keywordPlaceholder'),
    },
    {
      kind: 'select',
      name: 'role_id',
      label: label('role_id'),
      options: (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
    },
  ];

  const columns: ResourceColumn<AdminRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 72 },
    {
      key: 'avatar',
      title: label('avatar'),
      // A column of its own: the picture is named by whose it is.
      render: (r) => (
        <Avatar src={r.avatar || undefined} alt={r.nickname || r.account}>
          {r.nickname?.[0]}
        </Avatar>
      ),
    },
    { key: 'account', title: label('account'), sortable: true },
    { key: 'nickname', title: label('nickname') },
    {
      key: 'roles',
      title: label('roles'),
      render: (r) =>
        (r.roles ?? []).map((role) =>
          typeof role === 'string' ? <Tag key={role}>{role}</Tag> : <Tag key={role.id}>{role.name}</Tag>,
        ),
    },
    { key: 'phone', title: label('phone') },
    { key: 'email', title: label('email') },
    {
      key: 'state',
      title: label('state'),
      render: (r) => (
        <Tag color={r.state === 1 ? 'success' : 'error'}>{optionLabel(adminFields, 'state', r.state, t)}</Tag>
      ),
    },
    {
      key: 'last_login_at',
      title: label('last_login_at'),
      sortable: true,
      render: (r) => formatDateTime(r.last_login_at) || t('system.admin.never'),
    },
    createdAtColumn(label('created_at')),
    actionsColumn(t, (r) => (
      <Space size={0}>
        <EffectiveButton of="admin" id={r.id} name={r.nickname || r.account} />
        <Permission api="AdminEdit">
          <Button type="link" size="small" onClick={() => editing.edit(r)}>
            {t('resources.common.edit')}
          </Button>
        </Permission>
        <LoginTokenButton row={r} disabledReason={loginTokenRefusal(r)} />
        <HistoryLink type="admin" id={r.id} inRow />
        <DeleteButton
          api="AdminDestroy"
          disabledReason={isSelf(r) ? t('system.admin.selfDelete') : undefined}
          onConfirm={() => destroy.mutateAsync(r.id)}
        />
      </Space>
    )),
  ];

  return (
    <>
      <ResourceTable<AdminRow>
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        selectable={(r) => !isSelf(r)}
        batchActions={(ids, clear) => (
          <BatchDeleteButton api="AdminDestroy" ids={ids} onConfirm={destroy.mutateAsync} onDone={clear} />
        )}
        toolbar={
          <Permission api="AdminCreate">
            <Button type="primary" onClick={editing.create}>
              {t('resources.common.create')}
            </Button>
          </Permission>
        }
      />
      {editing.open ? <AdminForm row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
