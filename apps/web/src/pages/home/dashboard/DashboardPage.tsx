import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../../../api/dashboard';
import { AssetFigures } from './AssetFigures';
import { LatestNotices } from './LatestNotices';
import { ListPicture } from './ListPicture';
import { PlainList } from './PlainList';
import { StatCards } from './StatCards';
import { TopList } from './TopList';
import { UpdateBanner } from './UpdateBanner';
import { WeekChart } from './WeekChart';

/** Dashboard: the day's figures, the week, the top goods, low stock, assets and notices. */
export function DashboardPage() {
  const { t } = useTranslation();
  const board = useDashboard().data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <UpdateBanner known={board?.update} />
      <Row justify="space-between" align="middle">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('route.dashboard')}
        </Typography.Title>
        <Link to="/dashboard/largeScreen">
          <Button icon={<FundProjectionScreenOutlined />}>{t('route.largeScreen')}</Button>
        </Link>
      </Row>
      <StatCards cards={board?.cards} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <WeekChart points={board?.chart} />
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('pages.dashboard.lowStockList')} loading={!board}>
            {board?.low_stock_list.length ? (
              <PlainList
                size="small"
                items={board.low_stock_list.map((g) => ({
                  key: g.id,
                  avatar: <ListPicture src={g.image} alt={g.name} />,
                  title: <Link to={`/shop/good/edit/${g.id}`}>{g.name}</Link>,
                  extra: <Typography.Text type="danger">{g.inventory}</Typography.Text>,
                }))}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.dashboard.noData')} />
            )}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <TopList title={t('pages.dashboard.topVisits')} entries={board?.top_visits} />
        </Col>
        <Col xs={24} lg={8}>
          <TopList title={t('pages.dashboard.topFavourites')} entries={board?.top_favourites} />
        </Col>
        <Col xs={24} lg={8}>
          <TopList title={t('pages.dashboard.topSales')} entries={board?.top_sales} />
        </Col>
      </Row>
      <AssetFigures assets={board?.assets} />
      <LatestNotices />
    </Space>
  );
}
