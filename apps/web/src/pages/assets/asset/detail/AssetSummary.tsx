import { type AssetDetail, formatDateTime, formatMoney } from '@bo/contract';
import { Card, Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryLink } from '../../../../components/history/HistoryLink';
import { AssetStatusTag, MarkTags, OwnershipTag } from '../shared/AssetTags';

const dash = (v: string | number | null | undefined): ReactNode =>
  v === null || v === undefined || v === '' ? '-' : v;

/** Every field of the asset. */
export function AssetSummary({ asset }: { asset: AssetDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`assets.asset.fields.${k}`);
  const yesNo = (v: number) => t(v ? 'resources.common.yes' : 'resources.common.no');
  const items: [string, ReactNode][] = [
    ['code', asset.code],
    ['name', asset.name],
    ['class_name', asset.class_name],
    ['brand', dash(asset.brand)],
    ['model', dash(asset.model)],
    ['unit', dash(asset.unit)],
    ['quantity', asset.quantity],
    ['value', formatMoney(asset.original_value)],
    ['purchase_date', asset.purchase_date],
    ['organization', asset.organization_name],
    ['department', dash(asset.department_name)],
    ['custodian', dash(asset.custodian)],
    ['place', dash(asset.place_name)],
    ['ownership', <OwnershipTag key="o" ownership={asset.ownership} />],
    ['status', <AssetStatusTag key="s" status={asset.status} />],
    ['holder', dash(asset.holder_name)],
    ['due_date', dash(asset.due_date)],
    ['is_resource', yesNo(asset.is_resource)],
    ['tag', asset.bound ? <Tag key="t">{asset.tag}</Tag> : yesNo(0)],
    ['marks', asset.marks.length ? <MarkTags key="m" marks={asset.marks} /> : '-'],
    ['created_at', formatDateTime(asset.created_at)],
    ['updated_at', formatDateTime(asset.updated_at)],
  ];
  return (
    <Card title={t('assets.asset.detail.basics')} extra={<HistoryLink type="asset" id={asset.id} />}>
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        size="small"
        bordered
        items={items.map(([key, children]) => ({ key, label: f(key), children }))}
      />
    </Card>
  );
}
