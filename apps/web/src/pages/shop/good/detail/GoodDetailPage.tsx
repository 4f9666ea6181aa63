import { Alert, Card, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGood } from '../../../../api/goods';
import { LoadState } from '../../../../components/LoadState';
import { SafeHtml } from '../../../../components/rich-text/SafeHtml';
import { GoodMedia, GoodParameters } from './GoodMedia';
import { GoodBasicInfo, GoodHeader } from './GoodSummary';
import { CardCodes, SkuTable } from './SkuTable';

/** GoodDetail: everything about one goods, read-only, including SKU and card-key usage. */
export function GoodDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGood(valid ? id : undefined);
  const good = query.data;
  const d = (k: string) => t(`goods.detail.${k}`);
  if (!valid) return <Alert type="error" showIcon title={t('errors.notFound')} />;
  if (!good) return <LoadState query={query} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <GoodHeader good={good} />
      <GoodBasicInfo good={good} />
      <GoodMedia good={good} />
      <GoodParameters good={good} />
      <Card title={d('skus')}>
        <SkuTable good={good} />
      </Card>
      {good.type === 2 ? (
        <Card title={d('codes')}>
          <CardCodes good={good} />
        </Card>
      ) : null}
      <Card title={d('details')}>
        {good.details ? <SafeHtml html={good.details} /> : <Empty description={d('none')} />}
      </Card>
    </Space>
  );
}
