import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../auth/Permission';

/**
 * Batch delete of the selected rows (`POST res/destroy/0 {ids}`), with confirmation. The keys are the
 * rows' ids, or whatever names them (a backup's file name).
 */
export function BatchDeleteButton<K extends number | string = number>({
  api,
  ids,
  onConfirm,
  onDone,
}: {
  api: string;
  ids: K[];
  onConfirm: (ids: K[]) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Permission api={api}>
      <Popconfirm
        title={t('resources.common.confirmBatchDelete', { count: ids.length })}
        okText={t('resources.common.yes')}
        cancelText={t('resources.common.no')}
        okButtonProps={{ danger: true }}
        onConfirm={async () => {
          await onConfirm(ids)
            .then(() => {
              message.success(t('resources.common.deleted'));
              onDone();
            })
            .catch(() => undefined);
        }}
      >
        <Button danger>{t('resources.common.batchDelete')}</Button>
      </Popconfirm>
    </Permission>
  );
}
