import { formatDateTime, formatMoney, type GoodDetail, type SkuRow } from '@bo/contract';
import { Collapse, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Thumb } from '../../../../components/resource/RowActions';

const specText = (sku: SkuRow, fallback: string) =>
  sku.spec.map((s) => `${s.key}: ${s.value}`).join(' / ') || fallback;

/** The SKUs read-only: prices, stock, sales and what a buyer receives by the goods type. */
export function SkuTable({ good }: { good: GoodDetail }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`goods.detail.${k}`);
  return (
    <Table<SkuRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={good.skus}
      columns={[
        { key: 'spec', title: d('spec'), render: (_, s) => specText(s, d('defaultSku')) },
        {
          key: 'price',
          title: t('goods.fields.price'),
          align: 'right',
          render: (_, s) => formatMoney(s.price),
        },
        {
          key: 'market',
          title: t('goods.fields.market_price'),
          align: 'right',
          render: (_, s) => formatMoney(s.market_price),
        },
        {
          key: 'cost',
          title: t('goods.fields.cost_price'),
          align: 'right',
          render: (_, s) => formatMoney(s.cost_price),
        },
        { key: 'inventory', dataIndex: 'inventory', title: t('goods.fields.inventory'), align: 'right' },
        { key: 'sales', dataIndex: 'sales', title: t('goods.fields.sales'), align: 'right' },
        {
          key: 'image',
          title: d('image'),
          render: (_, s) => <Thumb src={s.image} alt={`${good.name} ${specText(s, '')}`.trim()} size={32} />,
        },
        ...(good.type === 1
          ? [
              {
                key: 'virtual',
                title: t('goodForm.fields.virtual_code'),
                render: (_: unknown, s: SkuRow) => s.virtual_code,
              },
            ]
          : []),
        ...(good.type === 3
          ? [
              {
                key: 'file',
                title: d('file'),
                render: (_: unknown, s: SkuRow) => (
                  <a href={s.file} target="_blank" rel="noreferrer">
                    {s.file.split('/').at(-1)}
                  </a>
                ),
              },
            ]
          : []),
        ...(good.type === 2
          ? [
              {
                key: 'codes',
                title: d('codes'),
                render: (_: unknown, s: SkuRow) => (
                  <>
                    <Tag>{t(`goods.codeTypes.${s.code_type ?? 0}`)}</Tag>
                    {s.is_fixed ? <Tag color="purple">{d('fixed')}</Tag> : null}
                    {t('goods.detail.codeUsage', {
                      used: s.codes.filter((c) => c.state === 1).length,
                      total: s.codes.length,
                    })}
                  </>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** Every card entry per SKU, with whether and when it was handed out. */
export function CardCodes({ good }: { good: GoodDetail }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`goods.detail.${k}`);
  return (
    <Collapse
      items={good.skus.map((sku) => ({
        key: sku.id,
        label: (
          <Typography.Text>
            {specText(sku, d('defaultSku'))} ·{' '}
            {t('goods.detail.codeUsage', {
              used: sku.codes.filter((c) => c.state === 1).length,
              total: sku.codes.length,
            })}
          </Typography.Text>
        ),
        children: (
          <Table
            rowKey="id"
            size="small"
            dataSource={sku.codes}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { key: 'name', dataIndex: 'name', title: d('codeName') },
              { key: 'code', dataIndex: 'code', title: d('codeValue') },
              {
                key: 'state',
                title: d('codeState'),
                render: (_, c) =>
                  c.state === 1 ? (
                    <Tag color="orange">{d('codeUsed')}</Tag>
                  ) : (
                    <Tag color="green">{d('codeUnused')}</Tag>
                  ),
              },
              { key: 'used_at', title: d('usedAt'), render: (_, c) => formatDateTime(c.used_at) },
            ]}
          />
        ),
      }))}
    />
  );
}
