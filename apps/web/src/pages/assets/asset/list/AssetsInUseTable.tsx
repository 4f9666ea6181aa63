import type { AssetRow } from '@bo/contract';
import { useTranslation } from 'react-i18next';
import { useAssetsInUse } from '../../../../api/assets';
import { ResourceTable } from '../../../../components/resource/ResourceTable';
import { useListState } from '../../../../components/resource/useListState';
import { assetColumns } from './assetColumns';

/** `assets/uselist`: what the caller's unit uses, its own assets in use and those it borrowed. */
export function AssetsInUseTable() {
  const { t } = useTranslation();
  const list = useListState(['keyword']);
  const query = useAssetsInUse(list.params);
  return (
    <ResourceTable<AssetRow>
      list={list}
      views={false}
      query={query}
      columns={assetColumns(t)}
      filters={[{ kind: 'text', name: 'keyword', label: t('assets.asset.fields.keyword') }]}
    />
  );
}
