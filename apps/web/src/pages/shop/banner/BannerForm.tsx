import { BANNER_TYPES, type BannerInput, type BannerRow, bannerInputSchema } from '@bo/contract';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { banners } from '../../../api/catalog';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { requiredRule } from '../../../components/resource/rules';
import { ImageInput } from '../../../components/upload/ImageInput';

interface Values {
  name: string;
  image: string;
  url: string;
  type: 0 | 1 | 2 | 3;
  enabled: boolean;
  sort: number;
}

/** Create or edit a banner: name, image, link, type, state, sort. */
export function BannerForm({ row, onClose }: { row: BannerRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = banners.useSave();
  const label = (f: string) => t(`catalog.banner.fields.${f}`);
  return (
    <ResourceFormModal<Values, BannerInput>
      open
      title={t(row ? 'catalog.banner.editTitle' : 'catalog.banner.createTitle')}
      labelPrefix="catalog.banner.fields"
      schema={bannerInputSchema}
      initialValues={
        row
          ? {
              name: row.name,
              image: row.image,
              url: row.url,
              type: row.type as Values['type'],
              enabled: row.state === 1,
              sort: row.sort,
            }
          : { image: '', url: '', type: 0, enabled: true, sort: 0 }
      }
      toPayload={(v) => ({
        name: v.name ?? '',
        image: v.image ?? '',
        url: v.url ?? '',
        type: v.type,
        state: v.enabled ? 1 : 0,
        sort: v.sort ?? 0,
        version: row?.version,
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
    >
      <Form.Item name="name" label={label('name')} rules={[requiredRule(t, label('name'))]}>
        <Input autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item name="image" label={label('image')} rules={[requiredRule(t, label('image'))]}>
        <ImageInput />
      </Form.Item>
      <Form.Item name="url" label={label('url')}>
        <Input maxLength={512} placeholder="/goods/12 · https://…" />
      </Form.Item>
      <Form.Item name="type" label={label('type')}>
        <Select options={BANNER_TYPES.map((k) => ({ value: k, label: t(`catalog.banner.types.${k}`) }))} />
      </Form.Item>
      <Form.Item name="enabled" label={label('state')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
    </ResourceFormModal>
  );
}
