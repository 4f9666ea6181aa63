import type { GoodDetail } from '@bo/contract';
import { Card, Descriptions, Empty, Image, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GoodVideo } from './GoodVideo';

/** The image gallery, the video with its poster, keywords and short description. */
export function GoodMedia({ good }: { good: GoodDetail }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`goods.detail.${k}`);
  return (
    <Card title={d('media')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {good.images.length ? (
          <Image.PreviewGroup>
            <Space wrap>
              {good.images.map((src, i) => (
                <Image
                  key={src}
                  src={src}
                  alt={`${good.name} ${i + 1}`}
                  width={96}
                  height={96}
                  style={{ objectFit: 'cover' }}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={d('noImages')} />
        )}
        <Descriptions column={1} size="small">
          <Descriptions.Item label={d('video')}>
            {good.video ? <GoodVideo src={good.video} poster={good.poster} /> : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('goodForm.fields.poster')}>
            {good.poster ? <Image src={good.poster} alt={t('goodForm.fields.poster')} width={160} /> : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('goodForm.fields.keywords')}>{good.keywords || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('goodForm.fields.short_description')}>
            <Typography.Paragraph style={{ margin: 0 }}>{good.short_description || '-'}</Typography.Paragraph>
          </Descriptions.Item>
        </Descriptions>
      </Space>
    </Card>
  );
}

/** The category parameters' values. */
export function GoodParameters({ good }: { good: GoodDetail }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`goods.detail.${k}`);
  return (
    <Card title={d('parameters')}>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={good.parameters}
        locale={{ emptyText: d('none') }}
        columns={[
          { key: 'key', dataIndex: 'key', title: d('paramName') },
          { key: 'value', dataIndex: 'value', title: d('paramValue') },
        ]}
      />
    </Card>
  );
}
