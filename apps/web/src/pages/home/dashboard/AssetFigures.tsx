import { type Dashboard, formatMoney } from '@bo/contract';
import { Card, Col, Row, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompactCount } from '../../../components/format/Figures';

const KEYS = [
  'total_value',
  'idle',
  'lent',
  'leased',
  'overdue_returns',
  'open_tasks',
  'running_verifications',
] as const;

/** The asset side of the platform: value, what is idle, lent or leased, and the work waiting. */
export function AssetFigures({ assets }: { assets: Dashboard['assets'] | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Card title={t('pages.dashboard.assets')} loading={!assets}>
      <Row gutter={[16, 16]}>
        {KEYS.map((key) => (
          <Col key={key} xs={12} md={6} xl={3}>
            <Statistic
              title={t(`pages.dashboard.assetFigures.${key}`)}
              value={assets?.[key] ?? '—'}
              formatter={(value) =>
                typeof value !== 'number' ? (
                  value
                ) : key === 'total_value' ? (
                  formatMoney(value)
                ) : (
                  <CompactCount value={value} />
                )
              }
              styles={
                key === 'overdue_returns' && assets?.[key]
                  ? { content: { color: token.colorErrorText } }
                  : undefined
              }
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
