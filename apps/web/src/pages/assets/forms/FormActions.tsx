import { canApplyFormAction, type FormKind, type FormRow } from '@bo/contract';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormCommand } from '../../../api/assetForms';
import { Permission } from '../../../auth/Permission';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { ApproveModal } from './ApproveModal';
import { permissionsOf } from './formKinds';

/** What a form's status allows, behind the kind's permissions: view, submit, approve, cancel. */
export function FormActions({
  kind,
  form,
  onView,
  onDone,
}: {
  kind: FormKind;
  form: Pick<FormRow, 'id' | 'number' | 'status' | 'version'>;
  onView?: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const command = useFormCommand(kind);
  const [approving, setApproving] = useState(false);
  useReturnFocus(approving);
  const perms = permissionsOf(kind);

  const run = (action: 'submit' | 'cancel') =>
    modal.confirm({
      title: t(`assetForms.actions.${action}`),
      content: t(`assetForms.confirm.${action}`),
      okButtonProps: { danger: action === 'cancel' },
      onOk: async () => {
        message.success(await command.mutateAsync({ action, id: form.id, version: form.version }));
        onDone?.();
      },
    });

  return (
    <Space size={0} wrap>
      {onView ? (
        <Button type="link" size="small" onClick={onView}>
          {t('assetForms.actions.view')}
        </Button>
      ) : null}
      {kind === 'verify' && form.status === 'processing' ? (
        <Permission api="VerifyEdit">
          <Button type="link" size="small" href={`/verify/walk/${form.id}`} target="_blank">
            {t('walk.action')}
          </Button>
        </Permission>
      ) : null}
      {canApplyFormAction('submit', form.status) ? (
        <Permission api={perms.create}>
          <Button type="link" size="small" onClick={() => run('submit')}>
            {t('assetForms.actions.submit')}
          </Button>
        </Permission>
      ) : null}
      {canApplyFormAction('approve', form.status) ? (
        <Permission api={perms.approve}>
          <Button type="link" size="small" onClick={() => setApproving(true)}>
            {t('assetForms.actions.approve')}
          </Button>
        </Permission>
      ) : null}
      {canApplyFormAction('cancel', form.status) ? (
        <Permission api={perms.create}>
          <Button type="link" size="small" danger onClick={() => run('cancel')}>
            {t('assetForms.actions.cancel')}
          </Button>
        </Permission>
      ) : null}
      {approving ? (
        <ApproveModal
          kind={kind}
          form={form}
          onClose={() => {
            setApproving(false);
            onDone?.();
          }}
        />
      ) : null}
    </Space>
  );
}
