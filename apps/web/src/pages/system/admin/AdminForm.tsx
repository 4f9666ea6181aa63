import { adminInputSchema, fieldLimits } from '@bo/contract';
import { Form, Input, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from '../../../account/AvatarUpload';
import {
  type AdminInput,
  type AdminRow,
  DATA_SCOPES,
  type DataScope,
  useSaveAdmin,
} from '../../../api/admins';
import { useDepartmentTree } from '../../../api/departments';
import { useRoleOptions } from '../../../api/roles';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { maxRule, requiredRule } from '../../../components/resource/rules';
import { useSession } from '../../../stores/session';
import { fromPlacement, placementOptions, toPlacement } from './placement';

/** What the server accepts, shown by the form before anything is sent. */
const LIMITS = fieldLimits(adminInputSchema);

export interface AdminFormValues {
  account: string;
  password?: string;
  nickname: string;
  email?: string;
  phone?: string;
  avatar?: string;
  rank?: string;
  code?: string;
  /** `o:<organization id>` or `d:<department id>` (see ./placement). */
  placement?: string;
  role_ids: number[];
  data_scope: DataScope;
  enabled: boolean;
}

/** Form values to the `POST admin` body; an empty password is left out (kept unchanged on edit). */
export function adminPayload(
  values: AdminFormValues,
  row: AdminRow | null,
  organizationOf: (departmentId: number) => number | null = () => row?.organization_id ?? null,
): AdminInput {
  const password = values.password?.trim();
  const placed =
    values.placement === undefined
      ? { organization_id: row?.organization_id ?? null, department_id: row?.department_id ?? null }
      : fromPlacement(values.placement, organizationOf);
  return {
    account: values.account?.trim() ?? '',
    ...(password ? { password } : {}),
    nickname: values.nickname?.trim() ?? '',
    email: values.email?.trim() ?? '',
    phone: values.phone?.trim() ?? '',
    avatar: values.avatar ?? '',
    rank: values.rank?.trim() ?? '',
    code: values.code?.trim() ?? '',
    role_ids: values.role_ids ?? [],
    ...placed,
    data_scope: values.data_scope,
    state: values.enabled ? 1 : 0,
    ...(row?.version !== undefined ? { version: row.version } : {}),
  };
}

/** The form picks organization and department in one field: the server's messages on either go there. */
const PLACEMENT_ERRORS = { organization_id: 'placement', department_id: 'placement' };

/** A new account starts with the creator's own data scope: the widest one the server lets it give. */
function initialValues(row: AdminRow | null, ownScope: DataScope): Partial<AdminFormValues> {
  if (!row) return { role_ids: [], data_scope: ownScope, enabled: true, password: '' };
  return {
    account: row.account,
    nickname: row.nickname,
    email: row.email ?? '',
    phone: row.phone ?? '',
    avatar: row.avatar ?? '',
    rank: row.rank ?? '',
    code: row.code ?? '',
    placement: toPlacement(row.organization_id, row.department_id),
    role_ids: row.role_ids,
    data_scope: row.data_scope,
    enabled: row.state === 1,
    password: '',
  };
}

/** Create or edit an administrator: roles, data scope, state; the password only when changing it. */
export function AdminForm({ row, onClose }: { row: AdminRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAdmin();
  const roles = useRoleOptions();
  const tree = useDepartmentTree();
  const placements = placementOptions(tree.data ?? []);
  const label = (f: string) => t(`resources.admin.fields.${f}`);
  const ownScope = useSession().info?.data_scope ?? 'all';
  return (
    <ResourceFormModal<AdminFormValues, AdminInput>
      open
      title={t(row ? 'system.admin.editTitle' : 'system.admin.createTitle')}
      labelPrefix="resources.admin.fields"
      initialValues={initialValues(row, ownScope)}
      toPayload={(v) =>
        adminPayload(
          v,
          row,
          (id) =>
            placements.organizationOf(id) ??
            (id === row?.department_id ? (row?.organization_id ?? null) : null),
        )
      }
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
      errorFields={PLACEMENT_ERRORS}
    >
      <Form.Item
        name="account"
        label={label('account')}
        rules={[requiredRule(t, label('account')), maxRule(t, label('account'), LIMITS.account.max)]}
      >
        <Input autoComplete="off" autoFocus={!row} />
      </Form.Item>
      <Form.Item
        name="password"
        label={label('password')}
        extra={row ? t('system.admin.passwordHint') : undefined}
        rules={
          row ? [maxRule(t, label('password'), LIMITS.password.max)] : [requiredRule(t, label('password'))]
        }
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="nickname"
        label={label('nickname')}
        rules={[requiredRule(t, label('nickname')), maxRule(t, label('nickname'), LIMITS.nickname.max)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="phone" label={label('phone')}>
        <Input inputMode="numeric" maxLength={LIMITS.phone.max} />
      </Form.Item>
      <Form.Item
        name="email"
        label={label('email')}
        rules={[{ type: 'email', message: t('validation.format', { attribute: label('email') }) }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="avatar" label={label('avatar')}>
        <AvatarUpload />
      </Form.Item>
      <Form.Item
        name="role_ids"
        label={label('role_ids')}
        rules={[{ required: true, message: t('validation.required', { attribute: label('role_ids') }) }]}
      >
        <Select
          mode="multiple"
          loading={roles.isLoading}
          optionFilterProp="label"
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      </Form.Item>
      <Form.Item name="placement" label={t('system.department.placement')}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          loading={tree.isLoading}
          treeData={placements.options}
        />
      </Form.Item>
      <Form.Item name="rank" label={label('rank')} rules={[maxRule(t, label('rank'), LIMITS.rank.max)]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label={label('code')} rules={[maxRule(t, label('code'), LIMITS.code.max)]}>
        <Input />
      </Form.Item>
      <Form.Item name="data_scope" label={label('data_scope')}>
        <Select options={DATA_SCOPES.map((s) => ({ value: s, label: t(`system.dataScope.${s}`) }))} />
      </Form.Item>
      <Form.Item name="enabled" label={label('state')} valuePropName="checked">
        <Switch checkedChildren={t('system.admin.normal')} unCheckedChildren={t('system.admin.forbidden')} />
      </Form.Item>
    </ResourceFormModal>
  );
}
