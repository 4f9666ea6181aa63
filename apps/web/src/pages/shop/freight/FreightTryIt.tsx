import { formatMoney, freightCost, freightInputSchema } from '@bo/contract';
import { Card, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionCascader } from '../../../components/region/RegionCascader';
import { type FreightFormValues, freightPayload } from './freightModel';

/** "Try it": the carriage to a region for a quantity, from the form as it stands (the storefront's function). */
export function FreightTryIt({ values }: { values: FreightFormValues }) {
  const { t } = useTranslation();
  const [region, setRegion] = useState<string | undefined>();
  const [quantity, setQuantity] = useState<number | null>(1);
  const parsed = freightInputSchema.safeParse(freightPayload(values));
  const quote =
    parsed.success && region && quantity !== null ? freightCost(parsed.data, region, quantity) : null;
  return (
    <Card size="small" title={t('sales.freight.tryIt')}>
      <Space wrap>
        <Form.Item label={t('sales.freight.pickDestination')} style={{ marginBottom: 0 }}>
          <RegionCascader onChange={setRegion} />
        </Form.Item>
        <Form.Item label={t('sales.freight.quantity')} style={{ marginBottom: 0 }}>
          <InputNumber
            aria-label={t('sales.freight.quantity')}
            min={0}
            max={999999}
            precision={values.valuation === 0 ? 0 : 2}
            value={quantity}
            onChange={setQuantity}
            suffix={t(`sales.freight.units.${values.valuation ?? 0}`)}
          />
        </Form.Item>
        {quote ? (
          <Typography.Text strong data-testid="freight-quote">
            {quote.free
              ? t('sales.freight.quoteFree')
              : `${t('sales.freight.quote', { cost: formatMoney(quote.cost) })} ${
                  quote.rule >= 0
                    ? t('sales.freight.quoteRule', { n: quote.rule + 1 })
                    : t('sales.freight.quoteDefault')
                }`}
          </Typography.Text>
        ) : null}
      </Space>
    </Card>
  );
}
