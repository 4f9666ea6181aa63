import { formatDateTime, formatPrice } from '@bo/contract';
import { Alert, Button, Card, Descriptions, Empty, Image, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../../api/errors';
import { useGood } from '../../../../api/goods';
import { Permission } from '../../../../auth/Permission';
import { SafeHtml } from '../../../../components/rich-text/SafeHtml';
import { GoodVideo } from './GoodVideo';
import { CardCodes, SkuTable } from './SkuTable';

/** GoodDetail: everything about one goods, read-only, including SKU and card-key usage. */
export function GoodDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useGood(id);
  const good = query.data;
  const d = (k: string) => t(`goods.detail.${k}`);
  if (query.isError) {
    return <Alert type="error" showIcon title={errorMessage(query.error, t('resources.common.loadError'))} />;
  }
  if (!good) return <Spin />;
  const yes = (v: number, key: string) => (v ? <Tag color="blue">{d(key)}</Tag> : null);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space align="start" size="large" wrap>
          <Image src={good.master_image} width={120} height={120} style={{ objectFit: 'cover' }} />
          <Space orientation="vertical">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {good.name}
            </Typography.Title>
            <Space wrap>
              <Tag color={good.is_show === 1 ? 'success' : 'default'}>
                {t(`goods.states.${good.is_show}`)}
              </Tag>
              <Tag>{t(`goods.types.${good.type}`)}</Tag>
              <Typography.Text>
                {good.price_min === good.price_max
                  ? formatPrice(good.price_min)
                  : `${formatPrice(good.price_min)} - ${formatPrice(good.price_max)}`}
              </Typography.Text>
            </Space>
            <Space>
              <Permission api="GoodEdit">
                <Button type="primary" onClick={() => navigate(`/shop/good/edit/${good.id}`)}>
                  {t('resources.common.edit')}
                </Button>
              </Permission>
              <Button onClick={() => navigate('/shop/good')}>{d('back')}</Button>
            </Space>
          </Space>
        </Space>
      </Card>
      <Card title={d('basic')}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} bordered size="small">
          <Descriptions.Item label={t('goods.fields.number')}>{good.number || '-'}</Descriptions.Item>
          <Descriptions.Item label={d('categoryPath')}>
            {good.category_path.map((c) => c.name).join(' / ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('goods.fields.brand_id')}>{good.brand_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('goods.fields.market_price')}>
            {formatPrice(good.market_price)}
          </Descriptions.Item>
          <Descriptions.Item label={t('goods.fields.cost_price')}>
            {formatPrice(good.cost_price)}
          </Descriptions.Item>
          <Descriptions.Item label={t('goods.fields.inventory')}>{good.inventory}</Descriptions.Item>
          <Descriptions.Item label={t('goods.fields.sales')}>{good.sales}</Descriptions.Item>
          <Descriptions.Item label={d('release')}>{t(`goods.states.${good.is_show}`)}</Descriptions.Item>
          <Descriptions.Item label={d('timing')}>{formatDateTime(good.timing) || '-'}</Descriptions.Item>
          <Descriptions.Item label={d('inventoryMode')}>
            {t(`goods.inventoryModes.${good.is_inventory}`)}
          </Descriptions.Item>
          <Descriptions.Item label={d('freight')}>{good.freight_id ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('goods.fields.sort')}>{good.sort}</Descriptions.Item>
          <Descriptions.Item label={d('flags')}>
            {yes(good.is_recommend, 'recommend')}
            {yes(good.is_new, 'new')}
            {yes(good.is_hot, 'hot')}
          </Descriptions.Item>
          <Descriptions.Item label={d('keywords')}>{good.keywords || '-'}</Descriptions.Item>
          <Descriptions.Item label={d('shortDescription')}>{good.short_description || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('goods.fields.created_at')}>
            {formatDateTime(good.created_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('goods.fields.updated_at')}>
            {formatDateTime(good.updated_at)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={d('media')}>
        <Space wrap align="start">
          <Image.PreviewGroup>
            {good.images.map((src) => (
              <Image key={src} src={src} width={96} height={96} style={{ objectFit: 'cover' }} />
            ))}
          </Image.PreviewGroup>
          {good.video ? <GoodVideo src={good.video} /> : null}
          {good.poster ? <Image src={good.poster} width={96} alt={d('poster')} /> : null}
        </Space>
      </Card>
      {good.parameters.length ? (
        <Card title={d('parameters')}>
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={good.parameters}
            columns={[
              { key: 'key', dataIndex: 'key', title: t('goods.fields.name') },
              { key: 'value', dataIndex: 'value', title: d('spec') },
            ]}
          />
        </Card>
      ) : null}
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
