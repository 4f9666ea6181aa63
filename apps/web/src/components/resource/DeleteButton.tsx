import { App, Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../auth/Permission';

export interface DeleteButtonProps {
  /** Permission api of the delete action (e.g. `AdminDestroy`). */
  api: string;
  onConfirm: () => Promise<unknown>;
  /** Why this record cannot be deleted; the button is disabled and says so. */
  disabledReason?: string;
  confirmText?: string;
}

/** A delete link behind the permission directive that asks for confirmation first. */
export function DeleteButton({ api, onConfirm, disabledReason, confirmText }: DeleteButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = t('resources.common.delete');
  return (
    <Permission api={api}>
      {disabledReason ? (
        <Tooltip title={disabledReason}>
          <Button type="link" size="small" danger disabled>
            {label}
          </Button>
        </Tooltip>
      ) : (
        <Popconfirm
          title={confirmText ?? t('resources.common.confirmDelete')}
          okText={t('resources.common.yes')}
          cancelText={t('resources.common.no')}
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            await onConfirm()
              .then(() => message.success(t('resources.common.deleted')))
              .catch(() => undefined);
          }}
        >
          <Button type="link" size="small" danger>
            {label}
          </Button>
        </Popconfirm>
      )}
    </Permission>
  );
}
