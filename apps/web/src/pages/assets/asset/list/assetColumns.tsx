import { type AssetRow, formatMoney } from '@bo/contract';
import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ResourceColumn } from '../../../../components/resource/ResourceTable';
import { AssetStatusTag, MarkTags } from '../shared/AssetTags';
import { assetPaths } from '../shared/paths';

const dash = (text: string | null | undefined) => text || '-';

/** Two lines in one cell: the main text and a secondary one. */
function Stacked({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{main}</span>
      {sub ? <Typography.Text type="secondary">{sub}</Typography.Text> : null}
    </Space>
  );
}

/** The columns every asset list shows; the code opens the asset's detail. */
export function assetColumns(
  t: TFunction,
  actions?: (row: AssetRow) => ReactNode,
  actionApis?: readonly string[],
): ResourceColumn<AssetRow>[] {
  const label = (f: string) => t(`assets.asset.fields.${f}`);
  const columns: ResourceColumn<AssetRow>[] = [
    {
      key: 'code',
      title: label('code'),
      sortable: true,
      fixed: 'left',
      render: (r) => <Link to={assetPaths.detail(r.id)}>{r.code}</Link>,
    },
    // A phone's card shows what tells one asset from another: its name, value, holder unit and custodian.
    { key: 'name', title: label('name'), card: 'field' },
    { key: 'class_name', title: label('class_name') },
    {
      key: 'brand_model',
      title: label('brand_model'),
      render: (r) => [r.brand, r.model].filter(Boolean).join(' / ') || '-',
    },
    {
      key: 'original_value',
      title: label('value'),
      sortable: true,
      align: 'right',
      card: 'field',
      render: (r) => formatMoney(r.original_value),
    },
    { key: 'purchase_date', title: label('purchase_date'), sortable: true },
    {
      key: 'organization',
      title: label('org_department'),
      card: 'field',
      render: (r) => <Stacked main={r.organization_name} sub={r.department_name} />,
    },
    { key: 'custodian', title: label('custodian'), card: 'field', render: (r) => dash(r.custodian) },
    { key: 'place', title: label('place'), render: (r) => dash(r.place_name) },
    {
      // The marks sit under the state, not in a column of their own, so a laptop's width shows every column.
      key: 'status',
      title: label('status'),
      render: (r) => (
        <Stacked
          main={
            <Space size={4} wrap>
              <AssetStatusTag status={r.status} />
              <MarkTags marks={r.marks} />
            </Space>
          }
          sub={r.holder_name ? `${label('holder')}: ${r.holder_name}` : undefined}
        />
      ),
    },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      title: t('resources.common.actions'),
      fixed: 'right',
      render: actions,
      can: actionApis,
    });
  }
  return columns;
}
