import { ORDER_STATES as S } from '@bo/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = {
  [S.waitPayment]: 'gold',
  [S.waitDelivery]: 'volcano',
  [S.waitReceipt]: 'processing',
  [S.expired]: 'default',
  [S.finished]: 'success',
  [S.cancelled]: 'default',
  [S.refunded]: 'purple',
  [S.refunding]: 'magenta',
  [S.refundFailed]: 'error',
};

/** An order state in its colour. */
export function OrderStateTag({ state }: { state: number }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state] ?? 'default'}>{t(`orders.states.${state}`)}</Tag>;
}
