import { formatDateTime, formatMoney, type OrderDetail, type OrderEvent, orderFields } from '@bo/contract';
import { Card, Descriptions, Space, Steps, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/format/Figures';
import { optionLabel } from '../../../components/resource/declared/declaredColumns';
import { Thumb } from '../../../components/resource/RowActions';

/** Buyer order → payment → merchant delivery → completion, with the time each step happened. */
export function OrderProgress({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const steps = [
    ['placed', order.created_at],
    ['paid', order.paid_at],
    ['shipped', order.shipped_at],
    ['finished', order.finished_at],
  ] as const;
  const reached = steps.filter(([, at]) => at).length;
  return (
    <Steps
      current={Math.max(0, reached - 1)}
      status={[4, 6].includes(order.state) ? 'error' : reached === steps.length ? 'finish' : 'process'}
      items={steps.map(([key, at]) => ({
        title: t(`orders.detail.steps.${key}`),
        content: at ? formatDateTime(at) : undefined,
      }))}
    />
  );
}

/** Consignee, address, remark, logistics and the amounts. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`orders.fields.${k}`);
  const money = (cents: number) => formatMoney(cents);
  return (
    <Card title={t('orders.detail.consignee')}>
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" bordered>
        <Descriptions.Item label={f('consignee')}>{order.consignee}</Descriptions.Item>
        <Descriptions.Item label={f('phone')}>{order.phone}</Descriptions.Item>
        <Descriptions.Item label={f('member')}>{order.member_account ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('address')} span={2}>
          {order.region_name} {order.address}
        </Descriptions.Item>
        <Descriptions.Item label={f('type')}>{t(`orders.types.${order.type}`)}</Descriptions.Item>
        <Descriptions.Item label={f('remark')} span={3}>
          {order.remark || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={f('dhl')}>{order.dhl_name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('odd')}>{order.odd || '-'}</Descriptions.Item>
        <Descriptions.Item label={f('receiving_time')}>
          {formatDateTime(order.receiving_time) || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={f('goods_amount')}>{money(order.goods_amount)}</Descriptions.Item>
        <Descriptions.Item label={f('carriage')}>{money(order.carriage)}</Descriptions.Item>
        <Descriptions.Item label={f('total')}>
          <Typography.Text strong>{money(order.total)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={f('paid')}>{money(order.paid)}</Descriptions.Item>
        <Descriptions.Item label={f('pay_platform')}>
          {order.pay_platform ? t(`orders.platforms.${order.pay_platform}`) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={f('refunded')}>{money(order.refunded)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The lines with their snapshots and, once finished, the card keys handed out. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`orders.detail.${k}`);
  return (
    <Card title={d('lines')}>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.order_lines}
        columns={[
          {
            key: 'name',
            title: t('orders.fields.goods'),
            render: (_, l) => (
              <Space>
                <Thumb src={l.image} alt={l.name} />
                {l.name}
              </Space>
            ),
          },
          {
            key: 'spec',
            title: d('spec'),
            render: (_, l) => l.spec.map((s) => `${s.key}: ${s.value}`).join(' / ') || '-',
          },
          { key: 'price', title: d('price'), align: 'right', render: (_, l) => formatMoney(l.price) },
          { key: 'number', title: d('number'), align: 'right', dataIndex: 'number' },
          {
            key: 'subtotal',
            title: d('subtotal'),
            align: 'right',
            render: (_, l) => formatMoney(l.price * l.number),
          },
          {
            key: 'codes',
            title: d('codes'),
            render: (_, l) =>
              l.codes.length
                ? l.codes.map((c) => <Tag key={`${c.name}:${c.code}`}>{`${c.name} ${c.code}`}</Tag>)
                : '-',
          },
        ]}
      />
    </Card>
  );
}

/** Payment records (payments and refunds as the providers saw them) and the refunds asked for. */
export function OrderMoney({
  order,
  paymentQuery,
  refundQuery,
}: {
  order: OrderDetail;
  paymentQuery?: React.ReactNode;
  refundQuery?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const d = (k: string) => t(`orders.detail.${k}`);
  return (
    <>
      <Card title={d('payments')} extra={paymentQuery}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.payments}
          locale={{ emptyText: d('none') }}
          columns={[
            { key: 'description', title: d('description'), dataIndex: 'description' },
            { key: 'merchant_no', title: d('merchantNo'), dataIndex: 'merchant_no' },
            { key: 'trade_no', title: d('tradeNo'), dataIndex: 'trade_no' },
            {
              key: 'type',
              title: d('paymentType'),
              render: (_, p) => t(`orders.detail.paymentTypes.${p.type}`),
            },
            { key: 'amount', title: d('amount'), align: 'right', render: (_, p) => formatMoney(p.amount) },
            { key: 'platform', title: d('platform'), render: (_, p) => t(`orders.platforms.${p.platform}`) },
            { key: 'created_at', title: d('time'), render: (_, p) => formatDateTime(p.created_at) },
          ]}
        />
      </Card>
      <Card title={d('refunds')} extra={refundQuery}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.refunds}
          locale={{ emptyText: d('none') }}
          columns={[
            { key: 'amount', title: d('amount'), align: 'right', render: (_, r) => formatMoney(r.amount) },
            {
              key: 'way',
              title: t('orders.fields.refund_way'),
              render: (_, r) => optionLabel(orderFields, 'refund_way', r.way, t),
            },
            { key: 'reason', title: t('orders.fields.refund_reason'), dataIndex: 'reason' },
            {
              key: 'state',
              title: d('refundState'),
              render: (_, r) => t(`orders.detail.refundStates.${r.state}`),
            },
            { key: 'admin', title: d('operator'), render: (_, r) => r.admin_name ?? '-' },
            { key: 'created_at', title: d('time'), render: (_, r) => formatDateTime(r.created_at) },
          ]}
        />
      </Card>
    </>
  );
}

/** What happened to the order, by whom, newest last. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  const text = (e: OrderEvent) => {
    const detail = Object.fromEntries(
      Object.entries(e.detail).map(([k, v]) => [
        k,
        ['total', 'amount'].includes(k) && typeof v === 'number'
          ? formatMoney(v)
          : k === 'platform'
            ? t(`orders.platforms.${v}`)
            : k === 'to' || k === 'receiving_time'
              ? formatDateTime(String(v))
              : (v ?? ''),
      ]),
    );
    const actor = e.actor_type === 'system' ? t('orders.detail.system') : e.actor_name;
    return t(`orders.events.${e.action}`, { ...detail, actor });
  };
  return (
    <Card title={t('orders.detail.timeline')}>
      <Timeline
        items={events.map((e) => ({
          key: e.id,
          content: (
            <Space orientation="vertical" size={0}>
              <span>{text(e)}</span>
              <Typography.Text type="secondary">
                <RelativeTime value={e.created_at} />
              </Typography.Text>
            </Space>
          ),
        }))}
      />
    </Card>
  );
}
