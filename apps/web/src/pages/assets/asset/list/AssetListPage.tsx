import type { AssetRow, AssetView } from '@bo/contract';
import { Button, Card, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAssetClassTree, useAssets } from '../../../../api/assets';
import { useDepartmentTree } from '../../../../api/departments';
import { Permission } from '../../../../auth/Permission';
import { ListExportButton } from '../../../../components/export/ListExportButton';
import { ResourceTable } from '../../../../components/resource/ResourceTable';
import { useListState } from '../../../../components/resource/useListState';
import { useReturnFocus } from '../../../../components/useReturnFocus';
import { ImportAssetsButton } from '../../import/ImportAssetsButton';
import { AssetEditModal } from '../form/AssetEditModal';
import { assetPaths } from '../shared/paths';
import { usePlaceOptions } from '../shared/pickers';
import { AssetBatchActions } from './AssetBatchActions';
import { ASSET_ROW_APIS, AssetRowActions } from './AssetRowActions';
import { AssetsInUseTable } from './AssetsInUseTable';
import { assetColumns } from './assetColumns';
import { ASSET_FILTER_NAMES, assetFilters, assetListParams } from './assetFilters';
import { BindModal } from './BindModal';
import { LabelSheet } from './LabelSheet';
import { type Marking, MarkModal } from './MarkModal';

type Dialog =
  | { kind: 'edit'; row: AssetRow }
  | { kind: 'bind'; row: AssetRow }
  | { kind: 'mark'; marking: Marking }
  | { kind: 'print'; rows: AssetRow[] }
  | null;

/**
 * One asset list (AssetsList, SelfAssetsList, PublicAssetsList, ResourceList): the view's rows with
 * the shared filters kept in the URL, and the actions the view and the caller's permissions allow.
 */
export function AssetListPage({ view }: { view: AssetView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState(ASSET_FILTER_NAMES);
  const params = useMemo(() => assetListParams(list.params), [list.params]);
  const query = useAssets(view, params);
  const classes = useAssetClassTree().data;
  const places = usePlaceOptions();
  const organizations = useDepartmentTree().data;
  const [dialog, setDialog] = useState<Dialog>(null);
  useReturnFocus(dialog !== null);
  const [inUse, setInUse] = useState(false);
  const close = () => setDialog(null);

  const filters = useMemo(
    () => assetFilters(t, view, classes ?? [], places, organizations ?? []),
    [t, view, classes, places, organizations],
  );
  const open = {
    edit: (row: AssetRow) => setDialog({ kind: 'edit', row }),
    bind: (row: AssetRow) => setDialog({ kind: 'bind', row }),
    mark: (row: AssetRow) => setDialog({ kind: 'mark', marking: { ids: [row.id], marks: row.marks } }),
  };
  const columns = assetColumns(
    t,
    view === 'public' ? undefined : (row) => <AssetRowActions view={view} row={row} open={open} />,
    ASSET_ROW_APIS[view],
  );
  const rowsOf = (ids: number[]) => (query.data?.data ?? []).filter((r) => ids.includes(r.id));

  return (
    <Card>
      {view === 'self' ? (
        <Segmented
          style={{ marginBottom: 16 }}
          value={inUse ? 'inUse' : 'own'}
          onChange={(v) => setInUse(v === 'inUse')}
          options={(['own', 'inUse'] as const).map((v) => ({
            value: v,
            label: t(`assets.asset.views.${v}`),
          }))}
        />
      ) : null}
      {inUse ? (
        <AssetsInUseTable />
      ) : (
        <ResourceTable<AssetRow>
          list={list}
          query={query}
          columns={columns}
          filters={filters}
          toolbar={
            <Space>
              {view === 'self' ? (
                <Permission api="SelfAssetsCreate">
                  <Button type="primary" onClick={() => navigate(assetPaths.register)}>
                    {t('assets.asset.actions.register')}
                  </Button>
                </Permission>
              ) : null}
              {view === 'all' ? <ImportAssetsButton /> : null}
              <ListExportButton path="assets/list" params={{ ...params, view }} />
            </Space>
          }
          batchActions={(ids, clear) => (
            <AssetBatchActions
              view={view}
              ids={ids}
              clear={clear}
              onMark={() => setDialog({ kind: 'mark', marking: { ids, marks: [], onDone: clear } })}
              onPrint={() => setDialog({ kind: 'print', rows: rowsOf(ids) })}
            />
          )}
        />
      )}
      {dialog?.kind === 'edit' ? <AssetEditModal row={dialog.row} onClose={close} /> : null}
      {dialog?.kind === 'bind' ? <BindModal row={dialog.row} onClose={close} /> : null}
      {dialog?.kind === 'mark' ? <MarkModal marking={dialog.marking} onClose={close} /> : null}
      {dialog?.kind === 'print' ? <LabelSheet assets={dialog.rows} onClose={close} /> : null}
    </Card>
  );
}
