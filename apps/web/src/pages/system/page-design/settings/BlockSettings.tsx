import type { Block } from '@bo/contract';
import { Alert, Card, Empty, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { BannerSettings } from './BannerSettings';
import { CategoryNavSettings } from './CategoryNavSettings';
import { GoodsGridSettings } from './GoodsGridSettings';
import { ImageAdSettings } from './ImageAdSettings';
import { NoticeSettings } from './NoticeSettings';

interface Props {
  block: Block | null;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(block: Block): void;
}

function SettingsOf({ block, errors, disabled, onChange }: Props & { block: Block }) {
  const common = { errors, disabled };
  switch (block.type) {
    case 'banner':
      return <BannerSettings block={block} onChange={onChange} {...common} />;
    case 'category_nav':
      return <CategoryNavSettings block={block} onChange={onChange} {...common} />;
    case 'goods_grid':
      return <GoodsGridSettings block={block} onChange={onChange} {...common} />;
    case 'notice':
      return <NoticeSettings block={block} onChange={onChange} {...common} />;
    case 'image_ad':
      return <ImageAdSettings block={block} onChange={onChange} {...common} />;
  }
}

/** The selected block's settings, by type. */
export function BlockSettings(props: Props) {
  const { t } = useTranslation();
  const { block, errors } = props;
  return (
    <Card
      size="small"
      title={block ? `${t('design.settings')} · ${t(`design.types.${block.type}`)}` : t('design.settings')}
    >
      {block ? (
        <Form layout="vertical" component={false}>
          {errors._ || errors.id || errors.type ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              title={errors._ ?? errors.id ?? errors.type}
            />
          ) : null}
          <SettingsOf {...props} block={block} />
        </Form>
      ) : (
        <Empty description={t('design.noSelection')} />
      )}
    </Card>
  );
}
