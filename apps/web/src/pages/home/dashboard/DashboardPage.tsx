import {
  AccountBookOutlined,
  CarOutlined,
  FundProjectionScreenOutlined,
  InboxOutlined,
  MoneyCollectOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LatestNotices } from './LatestNotices';
import { UpdateBanner } from './UpdateBanner';

const STATS: { key: string; icon: ReactNode }[] = [
  { key: 'dailyUsers', icon: <UserOutlined /> },
  { key: 'dailyOrders', icon: <ShoppingCartOutlined /> },
  { key: 'dailyRevenue', icon: <MoneyCollectOutlined /> },
  { key: 'dailyExpenses', icon: <AccountBookOutlined /> },
  { key: 'pendingShipments', icon: <CarOutlined /> },
  { key: 'lowStock', icon: <InboxOutlined /> },
];

const TOP_LISTS = ['topVisits', 'topFavourites', 'topSales'] as const;

/** Dashboard cards of spec §2; the statistics endpoints come later, so each card shows a no-data state. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <div>
      <UpdateBanner />
      <Row justify="space-between" align="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('route.dashboard')}
        </Typography.Title>
        <Link to="/dashboard/largeScreen">
          <Button icon={<FundProjectionScreenOutlined />}>{t('route.largeScreen')}</Button>
        </Link>
      </Row>
      <Row gutter={[16, 16]}>
        {STATS.map((s) => (
          <Col key={s.key} xs={24} sm={12} lg={8} xl={4}>
            <Card>
              <Statistic title={t(`pages.dashboard.${s.key}`)} value="—" prefix={s.icon} />
              <Typography.Text type="secondary">{t('pages.dashboard.notAvailable')}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {TOP_LISTS.map((key) => (
          <Col key={key} xs={24} lg={8}>
            <Card title={t(`pages.dashboard.${key}`)}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.dashboard.notAvailable')} />
            </Card>
          </Col>
        ))}
      </Row>
      <LatestNotices />
    </div>
  );
}
