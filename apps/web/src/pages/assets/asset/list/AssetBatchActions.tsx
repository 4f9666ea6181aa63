import { PrinterOutlined } from '@ant-design/icons';
import type { AssetView } from '@bo/contract';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteAssets, useSetAssetResource, useUnbindAssets } from '../../../../api/assets';
import { Permission } from '../../../../auth/Permission';
import { BatchDeleteButton } from '../../../../components/resource/BatchDeleteButton';
import { ConfirmButton } from './ConfirmButton';

/** What the selected assets can do in a view; destructive ones ask first. */
export function AssetBatchActions({
  view,
  ids,
  clear,
  onMark,
  onPrint,
}: {
  view: AssetView;
  ids: number[];
  clear: () => void;
  onMark: () => void;
  onPrint: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteAssets();
  const unbind = useUnbindAssets();
  const share = useSetAssetResource();
  const a = (k: string) => t(`assets.asset.actions.${k}`);
  const withdraw = (
    <ConfirmButton
      api="ResourceUpdate"
      label={a('withdraw')}
      title={t('assets.asset.confirm.withdraw', { count: ids.length })}
      run={() => share.mutateAsync({ ids, is_resource: 0 })}
      onDone={clear}
    />
  );
  return (
    <>
      <Button icon={<PrinterOutlined />} onClick={onPrint}>
        {a('print')}
      </Button>
      {view === 'all' ? (
        <>
          <Permission api="AssetsMark">
            <Button onClick={onMark}>{a('mark')}</Button>
          </Permission>
          <BatchDeleteButton
            api="AssetsDestroy"
            ids={ids}
            onConfirm={(selected) => remove.mutateAsync(selected)}
            onDone={clear}
          />
        </>
      ) : null}
      {view === 'self' ? (
        <>
          <Permission api="ResourceUpdate">
            <Button
              loading={share.isPending}
              onClick={() =>
                share.mutateAsync({ ids, is_resource: 1 }).then(
                  (text) => {
                    message.success(text);
                    clear();
                  },
                  () => undefined,
                )
              }
            >
              {a('share')}
            </Button>
          </Permission>
          {withdraw}
          <ConfirmButton
            api="SelfAssetsBinding"
            label={a('unbind')}
            title={t('assets.asset.confirm.unbind', { count: ids.length })}
            run={() => unbind.mutateAsync(ids)}
            onDone={clear}
          />
        </>
      ) : null}
      {view === 'resource' ? withdraw : null}
    </>
  );
}
