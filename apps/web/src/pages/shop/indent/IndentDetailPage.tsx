import { canApply, type OrderDetail } from '@bo/contract';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { orderActions, useOrder, useOrderAction } from '../../../api/orders';
import { Permission } from '../../../auth/Permission';
import { LoadState } from '../../../components/LoadState';
import { OrderLines, OrderMoney, OrderProgress, OrderSummary, OrderTimeline } from './OrderSections';
import { OrderStateTag } from './OrderStateTag';
import { useOrderModals } from './useOrderModals';

/** The actions the order's state allows and the caller holds. */
function OrderActions({
  order,
  open,
}: {
  order: OrderDetail;
  open: ReturnType<typeof useOrderModals>['open'];
}) {
  const { t } = useTranslation();
  const a = (k: string) => t(`orders.actions.${k}`);
  return (
    <Space wrap>
      {canApply('ship', order.state) ? (
        <Permission api="IndentShipment">
          <Button type="primary" onClick={() => open({ kind: 'ship', order })}>
            {a('ship')}
          </Button>
        </Permission>
      ) : null}
      {canApply('waybill', order.state) ? (
        <Permission api="IndentDhl">
          <Button onClick={() => open({ kind: 'waybill', order })}>{a('waybill')}</Button>
        </Permission>
      ) : null}
      {canApply('extendReceiving', order.state) ? (
        <Permission api="IndentReceiving">
          <Button onClick={() => open({ kind: 'receiving', order })}>{a('receiving')}</Button>
        </Permission>
      ) : null}
      {canApply('refundToBalance', order.state) && order.refundable > 0 ? (
        <Permission api="IndentRefund">
          <Button danger onClick={() => open({ kind: 'refund', order })}>
            {a('refund')}
          </Button>
        </Permission>
      ) : null}
    </Space>
  );
}

/** Asks the payment provider about a refund by the original route. */
function RefundQueryButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useOrderAction(orderActions.refundQuery);
  if (!order.refunds.some((r) => r.state === 0)) return null;
  return (
    <Permission api="IndentRefund">
      <Button
        size="small"
        loading={query.isPending}
        onClick={() =>
          query.mutateAsync(order.id).then(
            (r) => message.info(r.message),
            () => undefined,
          )
        }
      >
        {t('orders.actions.refundQuery')}
      </Button>
    </Permission>
  );
}

/** IndentDetail: progress, consignee, lines, money, refunds and the timeline, with the allowed actions. */
export function IndentDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrder(valid ? id : undefined);
  const modals = useOrderModals();
  const order = query.data;
  if (!valid) return <Alert type="error" showIcon title={t('errors.notFound')} />;
  if (!order) return <LoadState query={query} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="order-detail">
      <Card>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Space>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {order.identification}
              </Typography.Title>
              <OrderStateTag state={order.state} />
            </Space>
            <Space>
              <OrderActions order={order} open={modals.open} />
              <Button onClick={() => navigate('/shop/indent')}>{t('orders.detail.back')}</Button>
            </Space>
          </Space>
          <OrderProgress order={order} />
        </Space>
      </Card>
      <OrderSummary order={order} />
      <OrderLines order={order} />
      <OrderMoney order={order} refundQuery={<RefundQueryButton order={order} />} />
      <OrderTimeline events={order.events} />
      {modals.modal}
    </Space>
  );
}
