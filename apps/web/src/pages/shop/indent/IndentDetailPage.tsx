import { BALANCE_PLATFORM, canApply, type OrderDetail } from '@bo/contract';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { orderActions, useOrder, useOrderAction } from '../../../api/orders';
import { Permission } from '../../../auth/Permission';
import { HistoryLink } from '../../../components/history/HistoryLink';
import { LoadState } from '../../../components/LoadState';
import { OrderPrintButtons } from '../../print/PrintButtons';
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
      <OrderPrintButtons ids={[order.id]} />
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

/**
 * Asks the payment provider about the order and shows its answer in a dialog that stays until read:
 * a refund by the original route (its outcome applies to the order), or the online payment (it only
 * reports, and says when the provider's amount is not the order's).
 */
function ProviderQueryButton({ order, of }: { order: OrderDetail; of: 'refund' | 'payment' }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const refund = useOrderAction(orderActions.refundQuery);
  const payment = useOrderAction(orderActions.paymentQuery);
  const shown =
    of === 'refund' ? order.refunds.some((r) => r.state === 0) : order.pay_platform !== BALANCE_PLATFORM;
  if (!shown) return null;
  const run = async () => {
    if (of === 'refund') {
      const answer = await refund.mutateAsync(order.id);
      return modal.info({ title: t('orders.actions.refundQuery'), content: answer.message });
    }
    const answer = await payment.mutateAsync(order.id);
    const show =
      answer.state === 'paid' && answer.matches
        ? modal.success
        : answer.state === 'unpaid'
          ? modal.info
          : modal.warning;
    show({ title: t('orders.actions.paymentQuery'), content: answer.message });
  };
  return (
    <Permission api={of === 'refund' ? 'IndentRefund' : 'IndentPaymentQuery'}>
      <Button
        size="small"
        loading={refund.isPending || payment.isPending}
        onClick={() => run().catch(() => undefined)}
      >
        {t(`orders.actions.${of}Query`)}
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
              <HistoryLink type="order" id={order.id} />
              <Button onClick={() => navigate('/shop/indent')}>{t('orders.detail.back')}</Button>
            </Space>
          </Space>
          <OrderProgress order={order} />
        </Space>
      </Card>
      <OrderSummary order={order} />
      <OrderLines order={order} />
      <OrderMoney
        order={order}
        paymentQuery={<ProviderQueryButton order={order} of="payment" />}
        refundQuery={<ProviderQueryButton order={order} of="refund" />}
      />
      <OrderTimeline events={order.events} />
      {modals.modal}
    </Space>
  );
}
