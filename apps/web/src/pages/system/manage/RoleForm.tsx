import { fieldLimits, roleInputSchema, SUPER_ROLE } from '@bo/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RoleInput, type RoleRow, roles } from '../../../api/roles';
import { EffectiveButton } from '../../../components/effective/EffectiveButton';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { maxRule, requiredRule } from '../../../components/resource/rules';
import { PermissionTree } from './PermissionTree';
import { useRolePreviewConfirm } from './useRolePreviewConfirm';

/** What the server accepts, shown by the form before anything is sent. */
const LIMITS = fieldLimits(roleInputSchema);

interface Values {
  name: string;
  code: string;
  introduction?: string;
  permission_ids: number[];
}

/** Create or edit a role with its permissions chosen on the tree. */
export function RoleForm({ row, onClose }: { row: RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = roles.useSave();
  const confirmChange = useRolePreviewConfirm();
  const label = (f: string) => t(`resources.manage.fields.${f}`);
  const isAdmin = row?.code === SUPER_ROLE;
  return (
    <ResourceFormModal<Values, RoleInput>
      open
      title={t(row ? 'system.manage.editTitle' : 'system.manage.createTitle')}
      labelPrefix="resources.manage.fields"
      initialValues={
        row
          ? {
              name: row.name,
              code: row.code,
              introduction: row.introduction ?? '',
              permission_ids: row.permission_ids ?? [],
            }
          : { permission_ids: [] }
      }
      toPayload={(v) => ({
        name: v.name?.trim() ?? '',
        code: v.code?.trim() ?? '',
        introduction: v.introduction?.trim() ?? '',
        permission_ids: v.permission_ids ?? [],
        ...(row?.version !== undefined ? { version: row.version } : {}),
      })}
      // A new role has no holders yet: only an edit is previewed before it is saved.
      confirm={row ? (input) => confirmChange(row.id, input) : undefined}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={label('name')}
        rules={[requiredRule(t, label('name')), maxRule(t, label('name'), LIMITS.name.max)]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item
        name="code"
        label={label('code')}
        rules={[requiredRule(t, label('code')), maxRule(t, label('code'), LIMITS.code.max)]}
      >
        <Input disabled={isAdmin} />
      </Form.Item>
      <Form.Item
        name="introduction"
        label={label('introduction')}
        rules={[maxRule(t, label('introduction'), LIMITS.introduction.max)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item
        name="permission_ids"
        label={label('permission_ids')}
        // What the role allows as saved, beside the boxes being changed.
        extra={
          row ? (
            <EffectiveButton of="manage" id={row.id} name={row.name} label={t('system.effective.asSaved')} />
          ) : undefined
        }
      >
        <PermissionTree holdsAll={isAdmin} />
      </Form.Item>
    </ResourceFormModal>
  );
}
