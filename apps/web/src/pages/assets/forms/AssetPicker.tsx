import { type AssetRow, type FormKind, formatMoney } from '@bo/contract';
import { Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEligibleAssets } from '../../../api/assetForms';
import { AssetStatusTag } from '../asset/shared/AssetTags';

/**
 * The lines of a new form: the assets that can go on a form of `kind` (asked from the server), searched
 * and paged there; the choice is kept across pages and searches.
 */
export function AssetPicker({
  kind,
  value = [],
  onChange,
}: {
  kind: FormKind;
  value?: AssetRow[];
  onChange?: (rows: AssetRow[]) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const query = useEligibleAssets(kind, { keyword: keyword || undefined, page, limit });
  const chosen = new Map(value.map((r) => [r.id, r]));
  const total = value.reduce((sum, r) => sum + r.original_value, 0);

  const select = (row: AssetRow, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(row.id, row);
    else next.delete(row.id);
    onChange?.([...next.values()]);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('assetForms.create.pickHint')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ width: 320 }}
        />
        <Typography.Text type="secondary">
          {t('assetForms.create.picked', { count: value.length, value: formatMoney(total) })}
        </Typography.Text>
      </Space>
      <Table<AssetRow>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.data ?? []}
        locale={{ emptyText: t('assetForms.create.noneEligible') }}
        rowSelection={{
          selectedRowKeys: value.map((r) => r.id),
          preserveSelectedRowKeys: true,
          onSelect: (row, on) => select(row, on),
          onSelectAll: (on, _rows, changed) => {
            const next = new Map(chosen);
            for (const row of changed) {
              if (on) next.set(row.id, row);
              else next.delete(row.id);
            }
            onChange?.([...next.values()]);
          },
        }}
        pagination={{
          current: page,
          pageSize: limit,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (p, l) => {
            setPage(p);
            setLimit(l);
          },
        }}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('assetForms.assetFields.code') },
          { key: 'name', dataIndex: 'name', title: t('assetForms.assetFields.name') },
          { key: 'class_name', dataIndex: 'class_name', title: t('assetForms.assetFields.class_name') },
          {
            key: 'organization_name',
            dataIndex: 'organization_name',
            title: t('assetForms.fields.organization'),
          },
          { key: 'place_name', dataIndex: 'place_name', title: t('assetForms.fields.place') },
          {
            key: 'status',
            title: t('assetForms.fields.status'),
            render: (_: unknown, r: AssetRow) => <AssetStatusTag status={r.status} />,
          },
          {
            key: 'original_value',
            title: t('assetForms.assetFields.value'),
            align: 'right',
            render: (_: unknown, r: AssetRow) => formatMoney(r.original_value),
          },
        ]}
      />
    </Space>
  );
}
