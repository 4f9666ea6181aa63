import {
  AccountBookOutlined,
  CarOutlined,
  InboxOutlined,
  MoneyCollectOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type Dashboard, formatCompactCount, formatMoney, GOOD_TABS, ORDER_TAB_NAMES } from '@bo/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompactCount, useLang } from '../../../components/format/Figures';

type CardKey = keyof Dashboard['cards'];

const CARDS: { key: CardKey; title: string; icon: ReactNode; money?: boolean; link?: string }[] = [
  { key: 'users', title: 'dailyUsers', icon: <UserOutlined /> },
  { key: 'orders', title: 'dailyOrders', icon: <ShoppingCartOutlined /> },
  { key: 'revenue', title: 'dailyRevenue', icon: <MoneyCollectOutlined />, money: true },
  { key: 'expenses', title: 'dailyExpenses', icon: <AccountBookOutlined />, money: true },
  {
    key: 'pending_shipments',
    title: 'pendingShipments',
    icon: <CarOutlined />,
    link: `/shop/indent?activeIndex=${ORDER_TAB_NAMES.indexOf('waitDelivery') + 1}`,
  },
  {
    key: 'low_stock',
    title: 'lowStock',
    icon: <InboxOutlined />,
    link: `/shop/good?activeIndex=${GOOD_TABS.indexOf('lowInventory') + 1}`,
  },
];

/** The six cards of the dashboard: today's figure beside yesterday's; the waiting work links to its list. */
export function StatCards({ cards }: { cards: Dashboard['cards'] | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((c) => {
        const pair = cards?.[c.key];
        const show = (v: number) => (c.money ? formatMoney(v) : formatCompactCount(v, lang));
        const body = (
          <Card loading={!cards} hoverable={Boolean(c.link)}>
            <Statistic
              title={t(`pages.dashboard.${c.title}`)}
              value={pair?.today ?? '—'}
              formatter={(value) =>
                typeof value !== 'number' ? (
                  value
                ) : c.money ? (
                  formatMoney(value)
                ) : (
                  <CompactCount value={value} />
                )
              }
              prefix={c.icon}
            />
            <Typography.Text type="secondary">
              {t('pages.dashboard.yesterday', { value: pair ? show(pair.yesterday) : '—' })}
            </Typography.Text>
          </Card>
        );
        return (
          <Col key={c.key} xs={24} sm={12} lg={8} xl={4}>
            {c.link ? (
              // Named by what the card shows (title, today, yesterday), as it reads (WCAG 2.5.3).
              <Link to={c.link}>{body}</Link>
            ) : (
              body
            )}
          </Col>
        );
      })}
    </Row>
  );
}
