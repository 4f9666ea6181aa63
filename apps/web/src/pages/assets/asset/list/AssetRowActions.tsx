import type { AssetRow, AssetView } from '@bo/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteAssets, useSetAssetResource, useUnbindAssets } from '../../../../api/assets';
import { Permission } from '../../../../auth/Permission';
import { DeleteButton } from '../../../../components/resource/DeleteButton';
import { ConfirmButton } from './ConfirmButton';

export interface RowDialogs {
  edit: (row: AssetRow) => void;
  mark: (row: AssetRow) => void;
  bind: (row: AssetRow) => void;
}

/** The APIs behind each view's row actions: the actions column shows to whoever holds one of them. */
export const ASSET_ROW_APIS: Record<AssetView, readonly string[]> = {
  all: ['AssetsEdit', 'AssetsMark', 'AssetsDestroy'],
  self: ['SelfAssetsBinding'],
  resource: ['ResourceUpdate'],
  public: [],
};

/** The actions of one asset in a view, each behind its permission. */
export function AssetRowActions({ view, row, open }: { view: AssetView; row: AssetRow; open: RowDialogs }) {
  const { t } = useTranslation();
  const remove = useDeleteAssets();
  const unbind = useUnbindAssets();
  const share = useSetAssetResource();
  const a = (k: string) => t(`assets.asset.actions.${k}`);
  const deletable = row.ownership === 'self' && row.status === 'idle';
  return (
    <Space size={0} wrap>
      {view === 'all' ? (
        <>
          <Permission api="AssetsEdit">
            <Button type="link" size="small" onClick={() => open.edit(row)}>
              {t('resources.common.edit')}
            </Button>
          </Permission>
          <Permission api="AssetsMark">
            <Button type="link" size="small" onClick={() => open.mark(row)}>
              {a('mark')}
            </Button>
          </Permission>
          <DeleteButton
            api="AssetsDestroy"
            disabledReason={deletable ? undefined : t('assets.asset.deleteOnlyIdle')}
            onConfirm={() => remove.mutateAsync([row.id])}
          />
        </>
      ) : null}
      {view === 'self' ? (
        <>
          <Permission api="SelfAssetsBinding">
            <Button type="link" size="small" onClick={() => open.bind(row)}>
              {a('bind')}
            </Button>
          </Permission>
          {row.bound ? (
            <ConfirmButton
              link
              api="SelfAssetsBinding"
              label={a('unbind')}
              title={t('assets.asset.confirm.unbindOne')}
              run={() => unbind.mutateAsync([row.id])}
            />
          ) : null}
        </>
      ) : null}
      {view === 'resource' ? (
        <ConfirmButton
          link
          api="ResourceUpdate"
          label={a('withdraw')}
          title={t('assets.asset.confirm.withdrawOne')}
          run={() => share.mutateAsync({ ids: [row.id], is_resource: 0 })}
        />
      ) : null}
    </Space>
  );
}
