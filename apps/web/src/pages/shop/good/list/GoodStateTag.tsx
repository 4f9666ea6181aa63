import { formatDateTime, formatMoney, GOOD_SHOW, type GoodRow } from '@bo/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** "12.00", or "12.00 - 30.00" when the SKUs' prices differ. */
export const priceRange = (min: number, max: number) =>
  min === max ? formatMoney(min) : `${formatMoney(min)} - ${formatMoney(max)}`;

/** The release state: on sale, in warehouse, or timed with its shelf time. */
export function GoodStateTag({ good }: { good: Pick<GoodRow, 'is_show' | 'timing'> }) {
  const { t } = useTranslation();
  if (good.is_show === GOOD_SHOW.timed) {
    return (
      <Tag color="processing">
        {t('goods.states.2')} · {t('goods.timedAt', { time: formatDateTime(good.timing) })}
      </Tag>
    );
  }
  return (
    <Tag color={good.is_show === GOOD_SHOW.sale ? 'success' : 'default'}>
      {t(`goods.states.${good.is_show}`)}
    </Tag>
  );
}
