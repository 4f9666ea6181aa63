import { ASSET_EVENT_KINDS, type AssetEvent, formatDateTime } from '@bo/contract';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAssetEvents } from '../../../../api/assets';
import { ListExportButton } from '../../../../components/export/ListExportButton';
import { type ResourceColumn, ResourceTable } from '../../../../components/resource/ResourceTable';
import type { FilterField } from '../../../../components/resource/types';
import { useListState } from '../../../../components/resource/useListState';
import { EventChanges } from '../detail/AssetHistory';
import { assetPaths } from '../shared/paths';

const FILTER_NAMES = ['kind', 'keyword', 'start', 'end'];

/** AllList: the movement ledger of every asset in the caller's scope (`assets/events`), newest first. */
export function AssetLedgerPage() {
  const { t } = useTranslation();
  const list = useListState(FILTER_NAMES);
  const query = useAssetEvents(list.params);
  const label = (f: string) => t(`assets.ledger.fields.${f}`);

  const filters: FilterField[] = [
    {
      kind: 'select',
      name: 'kind',
      label: label('kind'),
      options: ASSET_EVENT_KINDS.map((k) => ({ value: k, label: t(`assets.asset.eventKinds.${k}`) })),
    },
    { kind: 'text', name: 'keyword', label: label('keyword'), placeholder: t('assets.ledger.keywordHint') },
    { kind: 'dateRange', name: 'time', label: label('time'), from: 'start', to: 'end' },
  ];
  const columns: ResourceColumn<AssetEvent>[] = [
    { key: 'created_at', title: label('created_at'), render: (e) => formatDateTime(e.created_at) },
    {
      key: 'asset_code',
      title: label('asset_code'),
      render: (e) => <Link to={assetPaths.detail(e.asset_id)}>{e.asset_code}</Link>,
    },
    { key: 'asset_name', title: label('asset_name') },
    { key: 'kind', title: label('kind'), render: (e) => <Tag>{t(`assets.asset.eventKinds.${e.kind}`)}</Tag> },
    { key: 'changes', title: label('changes'), render: (e) => <EventChanges event={e} /> },
    { key: 'form_number', title: label('form_number'), render: (e) => e.form_number ?? '-' },
    { key: 'operator_name', title: label('operator_name') },
  ];

  return (
    <Card>
      <ResourceTable<AssetEvent>
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        toolbar={<ListExportButton path="assets/events" params={list.params} />}
      />
    </Card>
  );
}
