import {
  formatDateTime,
  formatPrice,
  type OrderDetail,
  type OrderRow,
  orderFields,
  orderRefundSchema,
  orderShipmentSchema,
  parsePrice,
} from '@bo/contract';
import { Alert, DatePicker, Form, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { orderActions, useOrderAction } from '../../../api/orders';
import { dhls as dhlClient } from '../../../api/sales-resources';
import { DeclaredFieldItem } from '../../../components/resource/declared/declaredFieldItem';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { requiredChoiceRule, requiredRule } from '../../../components/resource/rules';

interface ModalProps<O> {
  order: O;
  onClose: () => void;
}

/**
 * Ship (`indent/shipment`) or change the waybill (`indent/dhl`): the default company comes preselected,
 * the waybill number is the declared field (resources/order-fields.ts).
 */
export function ShipModal({ order, onClose, mode }: ModalProps<OrderRow> & { mode: 'ship' | 'waybill' }) {
  const { t } = useTranslation();
  const action = useOrderAction(orderActions[mode]);
  const dhls = dhlClient.useList({ state: 1, limit: 200, sort: 'sort' });
  const rows = dhls.data?.data ?? [];
  const preset = mode === 'waybill' ? (order.dhl_id ?? undefined) : rows.find((d) => d.is_default)?.id;
  const label = (f: string) => t(`orders.fields.${f}`);
  return (
    <ResourceFormModal<{ dhl_id?: number; odd?: string }, { id: number; dhl_id: number; odd: string }>
      open
      title={t(mode === 'ship' ? 'orders.ship.title' : 'orders.ship.waybillTitle')}
      labelPrefix="orders.fields"
      schema={orderShipmentSchema}
      initialValues={{ dhl_id: preset, odd: mode === 'waybill' ? order.odd : '' }}
      toPayload={(v) => ({ id: order.id, dhl_id: v.dhl_id ?? 0, odd: v.odd ?? '' })}
      onSubmit={(input) => action.mutateAsync(input)}
      onClose={onClose}
      width={480}
    >
      <Typography.Paragraph type="secondary">
        {order.identification} · {order.consignee} {order.phone} · {order.region_name} {order.address}
      </Typography.Paragraph>
      <PresetOnArrival name="dhl_id" value={preset} />
      {dhls.isSuccess && rows.length === 0 ? (
        <Typography.Paragraph type="danger">{t('orders.ship.noDhl')}</Typography.Paragraph>
      ) : null}
      <Form.Item name="dhl_id" label={label('dhl_id')} rules={[requiredChoiceRule(t, label('dhl_id'))]}>
        <Select
          loading={dhls.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={rows.map((d) => ({ value: d.id, label: `${d.name} (${d.abbreviation})` }))}
        />
      </Form.Item>
      <DeclaredFieldItem source={orderFields} name="odd" t={t} first />
    </ResourceFormModal>
  );
}

/**
 * Fills the field `name` with `value` once it is known (choices loading after the form opened), unless
 * it already holds one: the form stays the same, so nothing typed meanwhile is lost.
 */
function PresetOnArrival({ name, value }: { name: string; value: number | undefined }) {
  const form = Form.useFormInstance();
  useEffect(() => {
    if (value !== undefined && form.getFieldValue(name) === undefined) form.setFieldValue(name, value);
  }, [form, name, value]);
  return null;
}

/** `indent/receiving`: a later automatic receipt time. */
export function ReceivingModal({ order, onClose }: ModalProps<OrderRow>) {
  const { t } = useTranslation();
  const action = useOrderAction(orderActions.receiving);
  const current = order.receiving_time ? dayjs(order.receiving_time) : dayjs();
  const label = t('orders.fields.receiving_time');
  return (
    <ResourceFormModal<{ receiving_time?: Dayjs }, { id: number; receiving_time: string }>
      open
      title={t('orders.receiving.title')}
      labelPrefix="orders.fields"
      initialValues={{ receiving_time: current.add(3, 'day') }}
      toPayload={(v) => ({ id: order.id, receiving_time: v.receiving_time?.toISOString() ?? '' })}
      onSubmit={(input) => action.mutateAsync(input)}
      onClose={onClose}
      width={480}
    >
      <Typography.Paragraph type="secondary">
        {t('orders.receiving.current', { time: formatDateTime(order.receiving_time) })}
      </Typography.Paragraph>
      <Form.Item
        name="receiving_time"
        label={label}
        rules={[
          requiredChoiceRule(t, label),
          {
            validator: (_, value?: Dayjs) =>
              !value || value.isAfter(current)
                ? Promise.resolve()
                : Promise.reject(new Error(t('orders.receiving.later'))),
          },
        ]}
      >
        <DatePicker
          showTime
          format="YYYY-MM-DD HH:mm:ss"
          disabledDate={(d) => d.isBefore(current.startOf('day'))}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </ResourceFormModal>
  );
}

/**
 * What the refund typed will do to the order, before it is confirmed: all that is left ends it
 * (refunded), a part leaves it where it is.
 */
function RefundOutcome({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const typed = Form.useWatch('refund_money', form) as string | undefined;
  const cents = typed ? parsePrice(typed) : null;
  if (cents === null || cents <= 0 || cents > order.refundable) return null;
  const whole = cents === order.refundable;
  return (
    <Alert
      type={whole ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      title={
        whole
          ? t('orders.refund.whole')
          : t('orders.refund.part', { state: t(`orders.states.${order.state}`) })
      }
    />
  );
}

interface RefundValues {
  refund_money?: string;
  refund_way?: 0 | 1;
  refund_reason?: string;
}

/**
 * `indent/refund/{id}`: an amount up to what is refundable, the way, and the reason, as declared
 * (resources/order-fields.ts); the amount is typed in yuan as text, and held to the order's refundable.
 */
export function RefundModal({ order, onClose }: ModalProps<OrderDetail>) {
  const { t } = useTranslation();
  const action = useOrderAction(orderActions.refund);
  const max = formatPrice(order.refundable);
  const label = (f: string) => t(`orders.fields.${f}`);
  return (
    <ResourceFormModal<
      RefundValues,
      { id: number; refund_money: number; refund_way: 0 | 1; refund_reason: string }
    >
      open
      title={t('orders.refund.title')}
      labelPrefix="orders.fields"
      schema={orderRefundSchema}
      initialValues={{ refund_money: max, refund_way: 0 }}
      toPayload={(v) => ({
        id: order.id,
        refund_money: parsePrice(v.refund_money ?? '') ?? Number.NaN,
        refund_way: v.refund_way ?? 0,
        refund_reason: v.refund_reason ?? '',
      })}
      onSubmit={(input) => action.mutateAsync(input)}
      onClose={onClose}
      width={480}
    >
      <Typography.Paragraph type="secondary">
        {order.identification} · {t('orders.refund.max', { max })}
      </Typography.Paragraph>
      <DeclaredFieldItem
        source={orderFields}
        name="refund_money"
        t={t}
        control={<Input inputMode="decimal" prefix="¥" autoFocus />}
        rules={[
          requiredRule(t, label('refund_money')),
          {
            validator: (_: unknown, value?: string) => {
              const cents = value ? parsePrice(value) : null;
              if (!value) return Promise.resolve();
              if (cents === null) {
                return Promise.reject(new Error(t('validation.price', { attribute: label('refund_money') })));
              }
              return cents > order.refundable
                ? Promise.reject(new Error(t('orders.refund.tooMuch', { max })))
                : Promise.resolve();
            },
          },
        ]}
      />
      <DeclaredFieldItem
        source={orderFields}
        name="refund_way"
        t={t}
        extra={order.pay_platform === 'balance' ? t('orders.refund.originalBalance') : undefined}
      />
      <DeclaredFieldItem source={orderFields} name="refund_reason" t={t} />
      <RefundOutcome order={order} />
    </ResourceFormModal>
  );
}
