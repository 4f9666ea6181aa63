import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../auth/Permission';

/**
 * An action behind the permission directive that asks first and then shows the server's (localized)
 * response. `link` is the small form of row actions; otherwise a toolbar button.
 */
export function ConfirmButton({
  api,
  label,
  title,
  run,
  onDone,
  link = false,
  danger = false,
}: {
  api: string;
  label: string;
  title: string;
  run: () => Promise<string>;
  onDone?: () => void;
  link?: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Permission api={api}>
      <Popconfirm
        title={title}
        okText={t('resources.common.yes')}
        cancelText={t('resources.common.no')}
        okButtonProps={{ danger }}
        onConfirm={() =>
          run().then(
            (text) => {
              message.success(text);
              onDone?.();
            },
            () => undefined,
          )
        }
      >
        <Button type={link ? 'link' : 'default'} size={link ? 'small' : 'middle'} danger={danger}>
          {label}
        </Button>
      </Popconfirm>
    </Permission>
  );
}
