import { formatDateTime, formatMoney, type GoodDetail, goodFields } from '@bo/contract';
import { Button, Card, Descriptions, Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission } from '../../../../auth/Permission';
import { HistoryLink } from '../../../../components/history/HistoryLink';
import { optionLabel } from '../../../../components/resource/declared/declaredColumns';
import { GoodStateTag, priceRange } from '../list/GoodStateTag';

/** Master image, name, state, type and price, with the edit, history and back buttons. */
export function GoodHeader({ good }: { good: GoodDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card>
      <Space align="start" size="large" wrap>
        <Image
          src={good.master_image}
          alt={good.name}
          width={120}
          height={120}
          style={{ objectFit: 'cover' }}
        />
        <Space orientation="vertical">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {good.name}
          </Typography.Title>
          <Space wrap>
            <GoodStateTag good={good} />
            <Tag>{optionLabel(goodFields, 'type', good.type, t)}</Tag>
            <Typography.Text strong>{priceRange(good.price_min, good.price_max)}</Typography.Text>
          </Space>
          <Space>
            <Permission api="GoodEdit">
              <Button type="primary" onClick={() => navigate(`/shop/good/edit/${good.id}`)}>
                {t('resources.common.edit')}
              </Button>
            </Permission>
            <HistoryLink type="good" id={good.id} />
            <Button onClick={() => navigate('/shop/good')}>{t('goods.detail.back')}</Button>
          </Space>
        </Space>
      </Space>
    </Card>
  );
}

/** Article number, category, brand, freight, prices, stock, release and reduction modes, tags, times. */
export function GoodBasicInfo({ good }: { good: GoodDetail }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`goods.detail.${k}`);
  const f = (k: string) => t(`goods.fields.${k}`);
  const g = (k: string) => t(`goodForm.fields.${k}`);
  const flags = (['recommend', 'new', 'hot'] as const).filter((k) => good[`is_${k}`] === 1);
  const category = good.category_path.map((c) => c.name).join(' / ') || good.category_name || '-';
  return (
    <Card title={d('basic')}>
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} bordered size="small">
        <Descriptions.Item label={f('number')}>{good.number || '-'}</Descriptions.Item>
        <Descriptions.Item label={d('categoryPath')}>{category}</Descriptions.Item>
        <Descriptions.Item label={f('brand_id')}>{good.brand_name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('market_price')}>{formatMoney(good.market_price)}</Descriptions.Item>
        <Descriptions.Item label={f('cost_price')}>{formatMoney(good.cost_price)}</Descriptions.Item>
        <Descriptions.Item label={f('inventory')}>{good.inventory}</Descriptions.Item>
        <Descriptions.Item label={f('sales')}>{good.sales}</Descriptions.Item>
        <Descriptions.Item label={g('is_show')}>{t(`goods.states.${good.is_show}`)}</Descriptions.Item>
        <Descriptions.Item label={d('timing')}>{formatDateTime(good.timing) || '-'}</Descriptions.Item>
        <Descriptions.Item label={g('is_inventory')}>
          {optionLabel(goodFields, 'is_inventory', good.is_inventory, t)}
        </Descriptions.Item>
        <Descriptions.Item label={d('freight')}>{good.freight_name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('sort')}>{good.sort}</Descriptions.Item>
        <Descriptions.Item label={d('flags')}>
          {flags.length
            ? flags.map((k) => (
                <Tag key={k} color="blue">
                  {d(k)}
                </Tag>
              ))
            : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={f('created_at')}>{formatDateTime(good.created_at)}</Descriptions.Item>
        <Descriptions.Item label={f('updated_at')}>{formatDateTime(good.updated_at)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
