import { adminFields, adminInputSchema, fieldLimits } from '@bo/contract';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from '../../../account/AvatarUpload';
import { type AdminInput, type AdminRow, admins, type DataScope } from '../../../api/admins';
import { useDepartmentTree } from '../../../api/departments';
import { useRoleOptions } from '../../../api/roles';
import { optionLabel } from '../../../components/resource/declared/declaredColumns';
import { DeclaredFieldItem } from '../../../components/resource/declared/declaredFieldItem';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { maxRule, requiredRule } from '../../../components/resource/rules';
import { useSession } from '../../../stores/session';
import { fromPlacement, placementOptions, toPlacement } from './placement';

/** The password's limit (the declared fields carry their own). */
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
  /** The state as the form's switch holds it. */
  state: boolean;
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
    state: values.state ? 1 : 0,
    ...(row?.version !== undefined ? { version: row.version } : {}),
  };
}

/** The form picks organization and department in one field: the server's messages on either go there. */
const PLACEMENT_ERRORS = { organization_id: 'placement', department_id: 'placement' };

/** A new account starts with the creator's own data scope: the widest one the server lets it give. */
function initialValues(row: AdminRow | null, ownScope: DataScope): Partial<AdminFormValues> {
  if (!row) return { role_ids: [], data_scope: ownScope, state: true, password: '' };
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
    state: row.state === 1,
    password: '',
  };
}

/** Create or edit an administrator: roles, data scope, state; the password only when changing it. */
export function AdminForm({ row, onClose }: { row: AdminRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = admins.useSave();
  const roles = useRoleOptions();
  const tree = useDepartmentTree();
  const placements = placementOptions(tree.data ?? []);
  const label = (f: string) => t(`resources.admin.fields.${f}`);
  const ownScope = useSession().info?.data_scope ?? 'all';
  const declared = (
    name: keyof typeof adminFields.fields,
    props: Partial<Parameters<typeof DeclaredFieldItem>[0]> = {},
  ) => <DeclaredFieldItem source={adminFields} name={name} t={t} {...props} />;
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
      {declared('account', { first: !row, input: { autoComplete: 'off' } })}
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
      {/* The page asks for a name to show, which the API leaves optional for accounts made elsewhere. */}
      {declared('nickname', { rules: [requiredRule(t, label('nickname'))] })}
      {declared('phone', { input: { inputMode: 'numeric' } })}
      {declared('email', {
        rules: [{ type: 'email', message: t('validation.format', { attribute: label('email') }) }],
      })}
      {declared('avatar', { control: <AvatarUpload /> })}
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
      {declared('rank')}
      {declared('code')}
      {declared('data_scope')}
      {declared('state', {
        input: {
          checkedChildren: optionLabel(adminFields, 'state', 1, t),
          unCheckedChildren: optionLabel(adminFields, 'state', 0, t),
        },
      })}
    </ResourceFormModal>
  );
}
